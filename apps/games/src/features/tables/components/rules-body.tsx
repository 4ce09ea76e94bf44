import { useTranslation } from 'react-i18next';
import type { TableSession } from '../api/table-calls.ts';
import type { TableKind } from '../api/table-page-data.ts';

type Row = { id: string; name: string; pays: string; rtp: number };

/** The rows of a sic bo rules table: one per kind of bet (the first of each family), with its pays and RTP. */
function sicBoRows(session: TableSession, t: (key: string, values?: Record<string, unknown>) => string): Row[] {
  const name = (spot: string) => {
    const [kind, a, b] = spot.split('_');
    if (kind === 'small' || kind === 'big' || kind === 'odd' || kind === 'even') return t(`tables.${kind}`);
    if (kind === 'any') return t('tables.anyTriple');
    if (kind === 'combo') return `${t('tables.combo')} ${a}–${b}`;
    if (kind === 'total') return `${t('tables.total')} ${a} / ${21 - Number(a)}`;
    return `${t(`tables.${kind}`)} ${a}`;
  };
  return Object.keys(session.rtp)
    .filter((spot) => !/^(triple|double|single)_[2-6]$|^combo_(?!1_2)/.test(spot) && !/^total_(1[1-7])$/.test(spot))
    .map((spot) => ({
      id: spot,
      name: name(spot).replace(/ 1$/, ' 1–6').replace(/1–2$/, ''),
      pays: spot.startsWith('single') ? '1:1 / 2:1 / 3:1' : `${session.pays[spot]}:1`,
      rtp: session.rtp[spot] ?? 0,
    }));
}

/** The rules of the page's game with the pays and the return to player of every bet. */
export function RulesBody({ kind, session }: { kind: TableKind; session: TableSession | null }) {
  const { t } = useTranslation();
  if (!session) return null;
  let intro = t('tables.blackjackRules');
  let rows: Row[] = [
    { id: 'main', name: t('tables.mainBet'), pays: '1:1 · 3:2', rtp: session.rtp.main ?? 0 },
    { id: 'insurance', name: t('tables.insurance'), pays: '2:1', rtp: session.rtp.insurance ?? 0 },
  ];
  if (kind === 'sic_bo') {
    intro = t('tables.sicBoRules');
    rows = sicBoRows(session, t);
  } else if (kind === 'andar_bahar') {
    intro = t('tables.andarBaharRules');
    rows = Object.keys(session.rtp).map((spot) => {
      const [, a, b] = spot.split('_');
      return {
        id: spot,
        name: spot.startsWith('cards_') ? t('tables.cardsRange', { a, b }) : t(`tables.${spot}`),
        pays: `${session.pays[spot]}:1`,
        rtp: session.rtp[spot] ?? 0,
      };
    });
  }
  return (
    <>
      <p>{intro}</p>
      <table>
        <thead>
          <tr>
            <th>{t('tables.betName')}</th>
            <th>{t('tables.pays')}</th>
            <th>{t('house.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.pays}</td>
              <td>{row.rtp.toFixed(2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      {kind === 'blackjack' && <p className="small">{t('tables.rtpNote')}</p>}
    </>
  );
}
