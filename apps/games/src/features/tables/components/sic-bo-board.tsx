import { useTranslation } from 'react-i18next';
import { Die } from '../../../ui/table-art.tsx';
import type { TableGame } from '../hooks/use-table-game.ts';
import { TableSpot } from './table-spot.tsx';

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
const COMBOS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const));

const DiceRow = ({ values }: { values: number[] }) => (
  <span className="dice-row">
    {values.map((value, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a row of dice never reorders
      <Die key={i} value={value} extra="mini" />
    ))}
  </span>
);

/** Sic bo: the dice cup and the board of bets (big and small, odd and even, triples, doubles, totals, pairs, singles). */
export function SicBoBoard({ game, language }: { game: TableGame; language: string }) {
  const { t } = useTranslation();
  const pays = game.session?.pays ?? {};
  const pay = (spot: string) => <small>{pays[spot]}:1</small>;
  const spot = (id: string, label: string, face: React.ReactNode, className?: string) => (
    <TableSpot key={id} game={game} spot={id} label={label} language={language} className={className}>
      {face}
    </TableSpot>
  );
  return (
    <>
      <div className={`dice-cup${game.rolling ? ' rolling' : ''}`} id="dice">
        {game.dice.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cup's three dice keep their places
          <Die key={i} value={value} />
        ))}
      </div>
      <p className="result" id="result" aria-live="polite">
        {game.result}
      </p>
      <div className="board sicbo" id="board">
        <div className="row r4">
          {spot(
            'small',
            `${t('tables.small')} 4–10`,
            <>
              <strong>{t('tables.small')}</strong>
              <small>4–10 · 1:1</small>
            </>,
            'wide',
          )}
          {spot(
            'odd',
            t('tables.odd'),
            <>
              <strong>{t('tables.odd')}</strong>
              <small>1:1</small>
            </>,
          )}
          {spot(
            'even',
            t('tables.even'),
            <>
              <strong>{t('tables.even')}</strong>
              <small>1:1</small>
            </>,
          )}
          {spot(
            'big',
            `${t('tables.big')} 11–17`,
            <>
              <strong>{t('tables.big')}</strong>
              <small>11–17 · 1:1</small>
            </>,
            'wide',
          )}
        </div>
        <h3>
          {t('tables.triple')} · {t('tables.anyTriple')}
        </h3>
        <div className="row r7">
          {FACES.map((n) =>
            spot(
              `triple_${n}`,
              `${t('tables.triple')} ${n}`,
              <>
                <DiceRow values={[n, n, n]} />
                {pay(`triple_${n}`)}
              </>,
            ),
          )}
          {spot(
            'any_triple',
            t('tables.anyTriple'),
            <>
              <strong>{t('tables.anyTriple')}</strong>
              {pay('any_triple')}
            </>,
          )}
        </div>
        <h3>{t('tables.double')}</h3>
        <div className="row r6">
          {FACES.map((n) =>
            spot(
              `double_${n}`,
              `${t('tables.double')} ${n}`,
              <>
                <DiceRow values={[n, n]} />
                {pay(`double_${n}`)}
              </>,
            ),
          )}
        </div>
        <h3>{t('tables.total')}</h3>
        <div className="row r7">
          {TOTALS.map((n) =>
            spot(
              `total_${n}`,
              `${t('tables.total')} ${n}`,
              <>
                <strong>{n}</strong>
                {pay(`total_${n}`)}
              </>,
            ),
          )}
        </div>
        <h3>{t('tables.combo')}</h3>
        <div className="row r5">
          {COMBOS.map(([a, b]) =>
            spot(
              `combo_${a}_${b}`,
              `${t('tables.combo')} ${a}–${b}`,
              <>
                <DiceRow values={[a, b]} />
                {pay(`combo_${a}_${b}`)}
              </>,
            ),
          )}
        </div>
        <h3>{t('tables.single')}</h3>
        <div className="row r6">
          {FACES.map((n) =>
            spot(
              `single_${n}`,
              `${t('tables.single')} ${n}`,
              <>
                <DiceRow values={[n]} />
                <small>1:1–3:1</small>
              </>,
            ),
          )}
        </div>
      </div>
    </>
  );
}
