import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amount-format.ts';
import type { LotteryGames, LotteryMyBet } from '../api/lottery-calls.ts';
import { pickText, useSlotLabel } from './bet-board.tsx';

/** The player's open bets and settled results (every session's), newest first. */
export function MyBets({ bets, games }: { bets: readonly LotteryMyBet[]; games: LotteryGames | null }) {
  const { t, i18n } = useTranslation();
  const slotLabel = useSlotLabel();
  const open = bets.filter((b) => b.status === 'pending');
  const settled = bets.filter((b) => b.status !== 'pending');
  const row = (bet: LotteryMyBet) => {
    const betType = games?.games.find((g) => g.game === bet.game)?.bet_types.find((b) => b.bet_type === bet.bet_type);
    return (
      <li key={bet.bet_id} className={`my-bet status-${bet.status}`} data-testid="lottery-my-bet" data-status={bet.status}>
        <span className="my-bet-what">
          <strong>{t(`lottery.betType.${bet.bet_type}`, { defaultValue: bet.bet_type })}</strong>{' '}
          {pickText(betType, bet.pick, slotLabel)}
          <small>
            {' '}
            · {t(`lottery.game.${bet.game}`)} · {t('lottery.draw', { id: bet.draw_id })}
            {bet.plan && ` · ${t('lottery.plan', { n: bet.plan.draws })}`}
          </small>
        </span>
        <span className="my-bet-money">
          {formatAmount(bet.cost, i18n.language)}
          <small> @ {bet.odds.join(' / ')}</small>
        </span>
        <span className="my-bet-status" data-testid="lottery-my-bet-status">
          {t(`lottery.status.${bet.status}`)}
          {bet.payout !== null && bet.status !== 'lost' && <strong> {formatAmount(bet.payout, i18n.language)}</strong>}
          {bet.refund_reason && <small> ({t(`lottery.refund.${bet.refund_reason}`)})</small>}
        </span>
      </li>
    );
  };
  return (
    <section className="my-bets" aria-labelledby="my-bets-title" data-testid="lottery-my-bets">
      <h2 id="my-bets-title">{t('lottery.myBets')}</h2>
      <h3>{t('lottery.openBets')}</h3>
      {open.length ? <ul>{open.map(row)}</ul> : <p className="none">{t('lottery.noBets')}</p>}
      <h3>{t('lottery.settledBets')}</h3>
      {settled.length ? <ul>{settled.slice(0, 15).map(row)}</ul> : <p className="none">{t('lottery.noBets')}</p>}
    </section>
  );
}
