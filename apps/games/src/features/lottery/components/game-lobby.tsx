import { useTranslation } from 'react-i18next';
import type { LotteryGames } from '../api/lottery-calls.ts';
import type { LotteryGameCode } from '../api/lottery-page-data.ts';
import { formatCountdown, formatDrawTime } from '../hooks/countdown.ts';
import { nextDraw } from '../hooks/use-lottery.ts';
import { DrawResult } from './draw-art.tsx';

/** Every lottery game with its next draw and the countdown to its close, on the server's clock; one is shown below. */
export function GameLobby({
  games,
  serverNow,
  view,
  playing,
  onView,
}: {
  games: LotteryGames | null;
  serverNow: number;
  view: LotteryGameCode;
  playing: LotteryGameCode;
  onView: (game: LotteryGameCode) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <nav className="lottery-lobby" aria-label={t('lottery.lobbyTitle')}>
      <ul>
        {(games?.games ?? []).map((game) => {
          const draw = nextDraw(game, serverNow);
          return (
            <li key={game.game}>
              <button
                type="button"
                className={`lobby-game game-${game.game}${game.game === view ? ' selected' : ''}`}
                aria-current={game.game === view ? 'true' : undefined}
                data-testid={`lottery-lobby-${game.game}`}
                onClick={() => onView(game.game)}
              >
                <span className="lobby-name">
                  {t(`lottery.game.${game.game}`)}
                  {game.game === playing && <span className="lobby-playing">{t('lottery.playing')}</span>}
                </span>
                <span className="lobby-schedule">
                  {game.schedule.kind === 'every'
                    ? t('lottery.every', { n: game.schedule.minutes })
                    : t('lottery.daily', {
                        time: `${String(game.schedule.hour).padStart(2, '0')}:${String(game.schedule.minute).padStart(2, '0')}`,
                      })}
                </span>
                <span className="lobby-next">
                  {draw ? (
                    <>
                      {t('lottery.closesIn')} <strong className="countdown">{formatCountdown(draw.closes_at - serverNow)}</strong>
                      <small> · {t('lottery.drawAt', { time: formatDrawTime(draw.draws_at, i18n.language, serverNow) })}</small>
                    </>
                  ) : (
                    <strong>{t('lottery.closed')}</strong>
                  )}
                </span>
                {game.last_result?.result && (
                  <span className="lobby-last">
                    <DrawResult game={game.game} result={game.last_result.result} compact />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
