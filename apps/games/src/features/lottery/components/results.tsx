import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../api/lottery-calls.ts';
import type { LotteryGameCode } from '../api/lottery-page-data.ts';
import { formatDrawTime } from '../hooks/countdown.ts';
import { currentRun, drawTrend, hotAndCold } from '../hooks/trends.ts';
import { DrawResult } from './draw-art.tsx';

/** The latest draws (the newest revealed large) and the trends: big/small and odd/even runs, hot and cold numbers. */
export function Results({
  game,
  draws,
  serverNow,
  onVerify,
}: {
  game: LotteryGameCode;
  draws: readonly LotteryDraw[] | null;
  serverNow: number;
  onVerify: (draw: LotteryDraw) => void;
}) {
  const { t, i18n } = useTranslation();
  const drawn = (draws ?? []).filter((d): d is LotteryDraw & { result: number[] } => d.result !== null);
  const latest = drawn[0];
  const trends = drawn.map((d) => drawTrend(game, d.result));
  const { hot, cold } = hotAndCold(
    game,
    drawn.map((d) => d.result),
  );
  const bigRun = currentRun(trends, 'big');
  const oddRun = currentRun(trends, 'odd');
  return (
    <section className="results" aria-labelledby="results-title" data-testid="lottery-results">
      <h2 id="results-title">{t('lottery.results')}</h2>
      {latest ? (
        <div className="latest" aria-live="polite" data-testid="lottery-latest">
          <p>
            {t('lottery.draw', { id: latest.draw_id })} ·{' '}
            {formatDrawTime(latest.drawn_at ?? latest.draws_at, i18n.language, serverNow)}
            {latest.late && <span className="late"> · {t('lottery.late')}</span>}
          </p>
          <div className="latest-result" key={latest.draw_id}>
            <DrawResult game={game} result={latest.result} />
          </div>
          <button type="button" className="link" data-testid="lottery-verify-latest" onClick={() => onVerify(latest)}>
            {t('lottery.verify')}
          </button>
        </div>
      ) : (
        <p>{draws ? t('lottery.noResults') : t('lottery.loading')}</p>
      )}
      {drawn.length > 0 && (
        <div className="trends" data-testid="lottery-trends">
          <h3>{t('lottery.trends')}</h3>
          <p className="runs">
            {bigRun && (
              <span>
                {t(bigRun.value ? 'lottery.big' : 'lottery.small')} × {bigRun.length}
              </span>
            )}
            {oddRun && (
              <span>
                {t(oddRun.value ? 'lottery.odd' : 'lottery.even')} × {oddRun.length}
              </span>
            )}
          </p>
          <ol className="road" aria-label={t('lottery.road')}>
            {trends
              .slice(0, 20)
              .reverse()
              .map((trend, i) => (
                <li
                  key={`${drawn[drawn.length - 1 - i]?.draw_id ?? i}`}
                  className={`road-cell ${trend.big ? 'big' : 'small'}`}
                  title={`${trend.total}`}
                >
                  {t(trend.big ? 'lottery.bigShort' : 'lottery.smallShort')}
                  <small>{trend.total}</small>
                </li>
              ))}
          </ol>
          <div className="hot-cold">
            <p>
              <span className="hot-label">{t('lottery.hot')}</span>{' '}
              {hot.map((h) => (
                <span key={`h${h.n}`} className="hot-number">
                  {h.n}
                  <sub>×{h.count}</sub>
                </span>
              ))}
            </p>
            <p>
              <span className="cold-label">{t('lottery.cold')}</span>{' '}
              {cold.map((c) => (
                <span key={`c${c.n}`} className="cold-number">
                  {c.n}
                  <sub>×{c.count}</sub>
                </span>
              ))}
            </p>
          </div>
          <table className="history">
            <caption className="sr-only">{t('lottery.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.drawNo')}</th>
                <th scope="col">{t('lottery.result')}</th>
                <th scope="col">{t('lottery.sum')}</th>
                <th scope="col">
                  <span className="sr-only">{t('lottery.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drawn.slice(0, 10).map((d, i) => (
                <tr key={d.draw_id}>
                  <td>{d.draw_id}</td>
                  <td>
                    <DrawResult game={game} result={d.result} compact />
                  </td>
                  <td>
                    {trends[i]!.total} {t(trends[i]!.big ? 'lottery.bigShort' : 'lottery.smallShort')}{' '}
                    {t(trends[i]!.odd ? 'lottery.oddShort' : 'lottery.evenShort')}
                  </td>
                  <td>
                    <button type="button" className="link" onClick={() => onVerify(d)}>
                      {t('lottery.verify')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
