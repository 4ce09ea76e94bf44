import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../../ui/table-art.tsx';
import type { LiveMemberState } from '../api/live-calls.ts';
import type { LiveKind } from '../api/live-page-data.ts';
import { spotName } from '../hooks/roulette-spots.ts';
import type { LiveTable } from '../hooks/use-live-table.ts';
import { cardLabel } from './live-scene.tsx';

/**
 * The table's rules: its text and, per bet, what it pays, its return to player and the house edge; drawn again only
 * when the session's answer changes, not with every step of the table.
 */
export const LiveRules = memo(function LiveRules({ kind, info }: { kind: LiveKind; info: LiveMemberState | null }) {
  const { t } = useTranslation();
  if (!info) return null;
  const rows: [string, string, number, number][] = [];
  const add = (name: string, spot: string) => {
    const r = info.rules[spot];
    if (r) rows.push([name, `${r.pays}:1`, r.rtp, r.edge]);
  };
  if (kind === 'roulette') {
    add(t('live.straight'), 'n17');
    add(t('live.split'), 'split_1_2');
    add(t('live.street'), 'street_1');
    add(t('live.corner'), 'corner_1');
    add(t('live.line'), 'line_1');
    add(t('live.trio'), 'trio_0_1_2');
    add(t('live.column', { n: '' }).trim(), 'column1');
    add(t('live.dozen', { n: '' }).trim(), 'dozen1');
    for (const s of ['red', 'black', 'odd', 'even', 'low', 'high']) add(t(`live.${s}`), s);
  } else for (const spot of Object.keys(info.rules)) add(spotName(spot, t), spot);
  const text = { baccarat: 'live.baccaratRules', 'dragon-tiger': 'live.dragonTigerRules', roulette: 'live.rouletteRules' }[kind];
  return (
    <>
      <p>{t(text)}</p>
      <table>
        <thead>
          <tr>
            <th>{t('live.betName')}</th>
            <th>{t('live.pays')}</th>
            <th>{t('house.rtp')}</th>
            <th>{t('live.edge')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, pays, rtp, edge]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{pays}</td>
              <td>{rtp.toFixed(2)}%</td>
              <td>{edge.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      {kind !== 'roulette' && <p className="small">{t('live.edgeNote')}</p>}
    </>
  );
});

/** The table limits; every inside bet (straight up to six line) has the straight's limit. */
export function LiveLimits({ game }: { game: LiveTable }) {
  const { t } = useTranslation();
  const inside = ['straight', 'split', 'street', 'corner', 'line', 'trio'].map((k) => t(`live.${k}`)).join(', ');
  return (
    <ul className="limits" id="limits" data-testid="live-limits">
      {Object.entries(game.info?.limits ?? {}).map(([spot, l]) => (
        <li key={spot}>
          {t('live.limitRow', {
            spot: spot === 'n0' ? inside : spotName(spot, t),
            min: game.money.format(l.min),
            max: game.money.format(l.max),
          })}
        </li>
      ))}
    </ul>
  );
}

const Tick = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" />
  </svg>
);

/** This session's last bets with their rounds, outcomes and wins; a settled one can be verified. */
export function LiveHistory({ game }: { game: LiveTable }) {
  const { t } = useTranslation();
  const list = game.info?.my_bets ?? [];
  if (!list.length) return <p>{t('live.noHistory')}</p>;
  const { money } = game;
  return (
    <table>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('live.result')}</th>
          <th>{t('house.bet')}</th>
          <th>{t('house.win')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {list.map((b) => {
          const state = game.verified[b.bet_id];
          return (
            <tr key={b.bet_id} data-testid="live-history-row">
              <td>{t('live.round', { n: b.round_no })}</td>
              <td>
                {game.winnerText(b.outcome)}
                {b.outcome && 'cards' in b.outcome && (
                  <span className="history-cards">
                    {b.outcome.cards.map((c, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a shoe of eight decks can deal the same card twice
                      <CardFace key={`${i}-${c}`} name={c} label={cardLabel(c, t)} testId="live-card" />
                    ))}
                  </span>
                )}
                <br />
                <span className="mini">
                  {Object.entries(b.bets)
                    .map(([s, a]) => `${spotName(s, t)} ${money.format(a)}`)
                    .join(', ')}
                </span>
              </td>
              <td>{money.format(b.bet)}</td>
              <td>{money.format(b.win)}</td>
              <td>
                {b.win_pending ? null : state === 'yes' ? (
                  <span className="verified" data-testid="live-verified">
                    <Tick /> {t('live.verified')}
                  </span>
                ) : state === 'no' ? (
                  <span className="mismatch">{t('live.notVerified')}</span>
                ) : (
                  <button
                    type="button"
                    className="verify"
                    data-testid="live-verify"
                    disabled={state === 'busy'}
                    onClick={() => void game.verify(b.bet_id)}
                  >
                    {t('live.verify')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
