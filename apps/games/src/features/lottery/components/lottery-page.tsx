import { LOTTERY_BET_REFUSALS } from '@casino/contract/house/lottery-calls.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amount-format.ts';
import type { HouseClient } from '../../../lib/house-api.ts';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { GameHeader } from '../../../ui/game-header.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import type { LotteryDraw } from '../api/lottery-calls.ts';
import type { LotteryPageData } from '../api/lottery-page-data.ts';
import type { LotterySocketLike } from '../api/lottery-socket.ts';
import { formatCountdown, formatDrawTime } from '../hooks/countdown.ts';
import { useDrawSound } from '../hooks/use-draw-sound.ts';
import { useLottery } from '../hooks/use-lottery.ts';
import { BetBoard } from './bet-board.tsx';
import { BetSlip } from './bet-slip.tsx';
import { GameLobby } from './game-lobby.tsx';
import { MyBets } from './my-bets.tsx';
import { Results } from './results.tsx';
import { Rules } from './rules.tsx';
import { VerifyPanel } from './verify-panel.tsx';

/** The lottery's own refusals, with words under lottery.refusal; the house's are the shared error notice's. */
const LOTTERY_OWN = new Set<string>([...LOTTERY_BET_REFUSALS, 'over_max_payout', 'too_many_bets', 'invalid_request']);
const isLotteryRefusal = (code: string) => LOTTERY_OWN.has(code);

/** The house lottery page: the games with countdowns, the session game's board and slip, results, verify and bets. */
export function LotteryPage({
  data,
  call,
  connect,
}: {
  data: LotteryPageData;
  call: HouseClient;
  /** The realtime socket's maker: draws drawn and settled are pushed; without it (or while it is down) the page polls. */
  connect?: () => LotterySocketLike;
}) {
  const { t, i18n } = useTranslation();
  const lottery = useLottery(data, call, connect);
  const reducedMotion = usePrefersReducedMotion();
  const sound = useDrawSound();
  const [rulesOpen, setRulesOpen] = useState(false);
  const [verifying, setVerifying] = useState<LotteryDraw | null>(null);
  const name = t(`lottery.game.${data.gameCode}`);
  const { games, sessionGame, viewGame, open, serverNow } = lottery;
  const playingView = lottery.view === data.gameCode;
  const canBet = playingView && open !== null && !lottery.sessionEnded;
  const currency = games?.currency ?? data.currency;

  useEffect(() => {
    document.title = name;
  }, [name]);

  // A chime when a new result of the shown game comes in (never for the first one the page reads).
  const latestId = lottery.results?.find((d) => d.result)?.draw_id ?? null;
  const seenLatest = useRef<string | null>(null);
  const { chime } = sound;
  useEffect(() => {
    if (latestId && seenLatest.current && latestId !== seenLatest.current) chime();
    seenLatest.current = latestId;
  }, [latestId, chime]);

  useEffect(() => {
    if (!lottery.sessionEnded) return;
    setRulesOpen(false);
    setVerifying(null);
  }, [lottery.sessionEnded]);

  const houseError = lottery.error && !isLotteryRefusal(lottery.error) ? lottery.error : null;
  const lotteryError = lottery.error && isLotteryRefusal(lottery.error) ? lottery.error : null;

  return (
    <div className={`house-page lottery-page${reducedMotion ? ' reduced-motion' : ''}`}>
      <GameHeader
        name={name}
        lobbyUrl={data.lobbyUrl}
        demo={data.demo}
        infoLabel={t('lottery.rules')}
        onInfo={() => setRulesOpen(true)}
      />
      <div className="house-content lottery">
        <div className="lottery-bar">
          <p className="meter">
            <span>{t('house.balance')}</span>{' '}
            <strong data-testid="house-balance" id="balance">
              {lottery.balance === null ? '–' : `${formatAmount(lottery.balance, i18n.language)} ${currency}`}
            </strong>
          </p>
          <button type="button" className="toggle" aria-pressed={sound.on} onClick={sound.toggle} data-testid="lottery-sound">
            {t('lottery.sound')}
          </button>
        </div>
        <GameLobby games={games} serverNow={serverNow} view={lottery.view} playing={data.gameCode} onView={lottery.setView} />
        <div className={`lottery-main${playingView ? ' with-slip' : ''}`}>
          <section className="game-panel" aria-labelledby="game-title">
            <h2 id="game-title">{t(`lottery.game.${lottery.view}`)}</h2>
            {playingView && lottery.closing && (
              <p className="draw-closing" data-testid="lottery-closing" role="status">
                {lottery.closing.draws_at > serverNow
                  ? t('lottery.closingDraw', {
                      id: lottery.closing.draw_id,
                      time: formatCountdown(lottery.closing.draws_at - serverNow),
                    })
                  : t('lottery.drawing', { id: lottery.closing.draw_id })}
              </p>
            )}
            {playingView ? (
              <div className={`draw-clock${open ? '' : ' closed'}`} data-testid="lottery-clock">
                {open ? (
                  <>
                    <span>{t('lottery.draw', { id: open.draw_id })}</span>{' '}
                    <span>
                      {t('lottery.closesIn')}{' '}
                      <strong className="countdown" data-testid="lottery-countdown">
                        {formatCountdown(open.closes_at - serverNow)}
                      </strong>
                    </span>{' '}
                    <small>{t('lottery.drawAt', { time: formatDrawTime(open.draws_at, i18n.language, serverNow) })}</small>
                  </>
                ) : (
                  <strong data-testid="lottery-closed" role="status">
                    {games ? t('lottery.bettingClosed') : t('lottery.loading')}
                  </strong>
                )}
              </div>
            ) : (
              <p className="other-game" data-testid="lottery-other-game">
                {t('lottery.otherGame')}
              </p>
            )}
            {viewGame && (
              <BetBoard
                game={viewGame.game}
                betTypes={viewGame.bet_types}
                lines={playingView ? lottery.lines : []}
                disabled={!canBet}
                onPick={(betType, pick) =>
                  lottery.addLine(betType, pick, lottery.lines.at(-1)?.stake ?? games?.limits.min_cost ?? '1')
                }
              />
            )}
          </section>
          {games && sessionGame && playingView && (
            <BetSlip
              lines={lottery.lines}
              betTypes={sessionGame.bet_types}
              limits={games.limits}
              check={lottery.check}
              follow={lottery.follow}
              maxFollow={sessionGame.draws_taking_bets}
              stopAfterWin={lottery.stopAfterWin}
              canBet={canBet}
              placing={lottery.placing}
              onStake={lottery.setStake}
              onAllStakes={lottery.setAllStakes}
              onRemove={lottery.removeLine}
              onClear={lottery.clearSlip}
              onFollow={lottery.setFollow}
              onStopAfterWin={lottery.setStopAfterWin}
              onPlace={() => void lottery.place()}
            />
          )}
        </div>
        <p className="sr-only" role="status" aria-live="polite" data-testid="lottery-announce">
          {lottery.placedNote
            ? t('lottery.placed', { n: lottery.placedNote.count, cost: formatAmount(lottery.placedNote.cost, i18n.language) })
            : ''}
        </p>
        {lottery.placedNote && (
          <p className="placed" data-testid="lottery-placed">
            {t('lottery.placed', { n: lottery.placedNote.count, cost: formatAmount(lottery.placedNote.cost, i18n.language) })}
          </p>
        )}
        <div className="error lottery-refusal" role="alert" data-testid="lottery-refusal" hidden={lotteryError === null}>
          {lotteryError ? t(`lottery.refusal.${lotteryError}`, { min: games?.limits.min_cost, max: games?.limits.max_cost }) : ''}
        </div>
        <ErrorNotice code={houseError} />
        <div className="lottery-lower">
          <Results game={lottery.view} draws={lottery.results} serverNow={serverNow} onVerify={setVerifying} />
          <MyBets bets={lottery.myBets} games={games} />
        </div>
      </div>
      <ModalDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        labelledBy="rules-title"
        id="panel"
        focusOnOpen="#rules-title"
      >
        <h2 id="rules-title" tabIndex={-1}>
          {t('lottery.rules')} · {t(`lottery.game.${lottery.view}`)}
        </h2>
        {viewGame && <Rules game={viewGame} closeSeconds={viewGame.close_seconds} />}
        <button type="button" onClick={() => setRulesOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <ModalDialog
        open={verifying !== null}
        onClose={() => setVerifying(null)}
        labelledBy="verify-title"
        id="verify-panel"
        focusOnOpen="#verify-title"
      >
        <h2 id="verify-title" tabIndex={-1}>
          {t('lottery.verifyTitle')}
        </h2>
        {verifying && <VerifyPanel draw={verifying} />}
        <button type="button" onClick={() => setVerifying(null)} data-testid="lottery-verify-close">
          {t('house.close')}
        </button>
      </ModalDialog>
      <SessionEndedNotice open={lottery.sessionEnded} lobbyUrl={data.lobbyUrl} />
    </div>
  );
}
