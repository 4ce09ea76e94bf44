import { useTranslation } from 'react-i18next';
import type { LotteryGameCode } from '../api/lottery-page-data.ts';

/** The pips of a die face, on a 3 x 3 grid (0 top left to 8 bottom right). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ face, index = 0 }: { face: number; index?: number }) {
  return (
    <svg className={`die reveal reveal-${index}`} viewBox="0 0 60 60" role="img" aria-label={String(face)}>
      <rect x="3" y="3" width="54" height="54" rx="12" className="die-body" />
      {(PIPS[face] ?? []).map((cell) => (
        <circle key={cell} cx={15 + (cell % 3) * 15} cy={15 + Math.floor(cell / 3) * 15} r="5.5" className="die-pip" />
      ))}
    </svg>
  );
}

export function Ball({ value, index = 0 }: { value: number | string; index?: number }) {
  return (
    <svg className={`ball reveal reveal-${index % 6}`} viewBox="0 0 60 60" role="img" aria-label={String(value)}>
      <circle cx="30" cy="30" r="27" className="ball-body" />
      <circle cx="30" cy="30" r="17" className="ball-face" />
      <text x="30" y="37" textAnchor="middle" className="ball-text">
        {value}
      </text>
    </svg>
  );
}

/** A race car seen from above, in its number's colour. */
export function Car({ car, index = 0 }: { car: number; index?: number }) {
  return (
    <svg className={`car car-${car} reveal reveal-${index % 6}`} viewBox="0 0 80 40" role="img" aria-label={String(car)}>
      <rect x="8" y="4" width="10" height="8" rx="2" className="car-tyre" />
      <rect x="8" y="28" width="10" height="8" rx="2" className="car-tyre" />
      <rect x="54" y="4" width="10" height="8" rx="2" className="car-tyre" />
      <rect x="54" y="28" width="10" height="8" rx="2" className="car-tyre" />
      <path d="M4 14 Q4 9 12 9 L60 10 Q76 12 77 20 Q76 28 60 30 L12 31 Q4 31 4 26 Z" className="car-body" />
      <ellipse cx="40" cy="20" rx="9" ry="6" className="car-cockpit" />
      <text x="24" y="25" textAnchor="middle" className="car-number">
        {car}
      </text>
    </svg>
  );
}

const PRIZES = [
  ['special', 1, 5],
  ['g1', 1, 5],
  ['g2', 2, 5],
  ['g3', 6, 5],
  ['g4', 4, 4],
  ['g5', 6, 4],
  ['g6', 3, 3],
  ['g7', 4, 2],
] as const;

/** The northern lottery's 27-number sheet by prize, leading zeros kept; the lô endings a bet needs are in bold. */
export function NorthernSheet({ sheet }: { sheet: readonly number[] }) {
  const { t } = useTranslation();
  let at = 0;
  return (
    <table className="sheet">
      <tbody>
        {PRIZES.map(([prize, count, digits]) => {
          const numbers = sheet.slice(at, at + count).map((n) => String(n).padStart(digits, '0'));
          at += count;
          return (
            <tr key={prize} className={`prize-${prize}`}>
              <th scope="row">{t(`lottery.prize.${prize}`)}</th>
              <td>
                {numbers.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their places on the sheet
                  <span key={`${prize}-${i}`} className="sheet-number">
                    {n.slice(0, -2)}
                    <b>{n.slice(-2)}</b>
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A drawn result as the game shows it: dice, digit balls, the finishing order, or the sheet. */
export function DrawResult({
  game,
  result,
  compact = false,
}: {
  game: LotteryGameCode;
  result: readonly number[];
  compact?: boolean;
}) {
  if (game === 'lottery-north') {
    if (compact) {
      const special = String(result[0] ?? 0).padStart(5, '0');
      return (
        <span className="result-row">
          <Ball value={special.slice(-2)} />
          <span className="special-number">{special}</span>
        </span>
      );
    }
    return <NorthernSheet sheet={result} />;
  }
  return (
    <span className={`result-row result-${game}`}>
      {/* A result's places never reorder: the place is each drawn item's identity. */}
      {result.map((n, i) =>
        game === 'lottery-dice' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's places never reorder
          <Die key={`${i}-${n}`} face={n} index={i} />
        ) : game === 'lottery-race' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's places never reorder
          <Car key={`${i}-${n}`} car={n} index={i} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's places never reorder
          <Ball key={`${i}-${n}`} value={n} index={i} />
        ),
      )}
    </span>
  );
}
