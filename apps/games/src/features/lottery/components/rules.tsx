import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api/lottery-calls.ts';
import { pickText, useSlotLabel } from './bet-board.tsx';

/** The game's rules: how it draws, and every bet type with its odds and exact RTP per pick. */
export function Rules({ game, closeSeconds }: { game: LotteryGame; closeSeconds: number }) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  return (
    <div className="rules" data-testid="lottery-rules">
      <p>{t(`lottery.about.${game.game}`)}</p>
      <p>{t('lottery.closeRule', { n: closeSeconds })}</p>
      <p>{t('lottery.fairRule')}</p>
      <table className="rtp-table">
        <thead>
          <tr>
            <th scope="col">{t('lottery.betTypeHead')}</th>
            <th scope="col">{t('lottery.odds')}</th>
            <th scope="col">{t('house.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {game.bet_types.flatMap((betType) =>
            betType.picks.map((pick, i) => (
              <tr key={`${betType.bet_type}-${pick.pick.join('-')}`} data-testid={`lottery-rtp-${betType.bet_type}`}>
                <th scope="row">
                  {i === 0 || betType.slots.length === 1
                    ? t(`lottery.betType.${betType.bet_type}`, { defaultValue: betType.bet_type })
                    : ''}{' '}
                  {betType.slots.length === 1 ? pickText(betType, pick.pick, slotLabel) : ''}
                </th>
                <td>{pick.odds.join(' / ')}</td>
                <td>{pick.rtp}%</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
