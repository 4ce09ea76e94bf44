import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { goLobby } from '../../../lib/lobby.ts';
import { moneyFormat, writtenDecimals } from '../../../lib/money-format.ts';
import { BackIcon, RulesIcon, SoundIcon } from '../../../ui/icons.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import type { VirtualState, VirtualVerifyAnswer } from '../api/virtual-calls.ts';
import type { VirtualPageData } from '../api/virtual-page-data.ts';
import { useTones } from '../hooks/use-tones.ts';
import { useVirtualGame } from '../hooks/use-virtual-game.ts';
import { useVirtualKeys } from '../hooks/use-virtual-keys.ts';
import { virtualWords } from '../hooks/virtual-words.ts';
import { BetLine, recentBets, VerifyBet } from './bet-list.tsx';
import { BetSlip } from './bet-slip.tsx';
import { EventMarkets } from './event-markets.tsx';
import { LiveStage } from './live-stage.tsx';
import { HistoryIcon } from './virtual-art.tsx';

type PageProps = { data: VirtualPageData; call: HouseClient; now?: () => number };

/**
 * The page of the virtual football league or of the cockfight (docs/decisions/0035-virtual-sports-and-cockfight.md,
 * 0059): the server decides everything (schedule, prices, outcomes, settlement); the page shows the state it reads
 * every few seconds, plays the event being played against the server's clock, and places bets.
 */
export function VirtualPage({ data, call, now }: PageProps) {
  const { t, i18n } = useTranslation();
  const words = useMemo(() => virtualWords(t, data.league), [t, data.league]);
  const say = useMemo(() => (key: string, vars?: Record<string, string>) => t(key, vars ?? {}), [t]);
  const moneyOf = useMemo(() => {
    const cache = new Map<string, ReturnType<typeof moneyFormat>>();
    return (state: VirtualState | null) => {
      const currency = state?.currency ?? '';
      const decimals = writtenDecimals(state?.stakes[0]);
      const key = `${currency}:${decimals}`;
      let format = cache.get(key);
      if (!format) {
        format = moneyFormat(i18n.language || data.language, currency, decimals);
        cache.set(key, format);
      }
      return format;
    };
  }, [i18n.language, data.language]);
  const sound = useTones();
  const game = useVirtualGame({ call, words, t: say, money: moneyOf, tone: sound.tone, now });
  const [panel, setPanel] = useState<'rules' | 'history' | null>(null);
  const [verified, setVerified] = useState<Record<string, VirtualVerifyAnswer | 'failed'>>({});
  const state = game.state;
  const money = moneyOf(state);

  // The page's league on the body, as the old page had it: its colours, and what the browser tests look for.
  useEffect(() => {
    const body = document.body;
    body.classList.add(`league-${data.league}`);
    body.dataset.league = data.league;
    body.dataset.testid = 'virtual-game';
    return () => {
      body.classList.remove(`league-${data.league}`);
      delete body.dataset.league;
      delete body.dataset.testid;
    };
  }, [data.league]);

  useVirtualKeys({
    stake: game.chooseStake,
    place: () => void game.place(),
    openHistory: () => setPanel('history'),
    openRules: () => setPanel('rules'),
  });

  const goneText = game.gone === 'ended' ? t('virtuals.sessionEnded') : game.gone === 'over' ? t('virtuals.sessionOver') : null;
  const canPlace = game.pick !== null && !game.busy && !game.offline && game.gone === null;

  return (
    <>
      <header>
        <button
          type="button"
          id="lobby"
          data-testid="house-lobby"
          aria-label={t('virtuals.lobby')}
          onClick={() => goLobby(data.lobbyUrl)}
        >
          <BackIcon />
          <span className="label">{t('virtuals.lobby')}</span>
        </button>
        <h1 id="title" title={data.name}>
          {data.name || '\u00a0'}
        </h1>
        {data.demo && (
          <span className="badge" data-testid="house-demo">
            {t('virtuals.demo')}
          </span>
        )}
        <button
          type="button"
          id="sound"
          aria-pressed={sound.on}
          aria-label={sound.on ? t('virtuals.soundOff') : t('virtuals.soundOn')}
          onClick={sound.toggle}
        >
          <SoundIcon on={sound.on} />
        </button>
        <button
          type="button"
          id="history-open"
          aria-haspopup="dialog"
          data-testid="virtual-history"
          aria-keyshortcuts="H"
          aria-label={t('virtuals.history')}
          onClick={() => setPanel('history')}
        >
          <HistoryIcon />
          <span className="label">{t('virtuals.history')}</span>
        </button>
        <button
          type="button"
          id="rules-open"
          aria-haspopup="dialog"
          data-testid="house-info"
          aria-keyshortcuts="I"
          aria-label={t('virtuals.rules')}
          onClick={() => setPanel('rules')}
        >
          <RulesIcon />
          <span className="label">{t('virtuals.rules')}</span>
        </button>
      </header>
      <div className="error" id="offline" role="alert" data-testid="virtual-offline" hidden={!game.offline && !goneText}>
        {goneText ?? (game.offline ? t('virtuals.connectionLost') : '')}
      </div>
      <div className="virtual-main">
        {state ? (
          <LiveStage state={state} words={words} serverNow={game.serverNow} tone={sound.tone} />
        ) : (
          <section className="stage" aria-labelledby="live-title">
            <h2 id="live-title" className="sr-only">
              {t('virtuals.live')}
            </h2>
            <div id="scoreboard" className="scoreboard" aria-live="polite" data-testid="virtual-live" />
            <div id="arena" className="arena" />
          </section>
        )}
        <EventMarkets
          events={state?.open ?? []}
          tab={game.tab}
          onTab={game.setTab}
          pick={game.pick}
          onPick={game.choose}
          words={words}
          serverNow={game.serverNow}
        />
        <BetSlip
          pick={game.pick}
          stakes={state?.stakes ?? []}
          stakeIndex={game.stakeIndex}
          onStake={game.chooseStake}
          balance={state?.balance ?? null}
          canPlace={canPlace}
          onPlace={() => void game.place()}
          note={game.note}
          money={money}
          words={words}
        />
        <section className="mybets" aria-labelledby="mybets-title">
          <h2 id="mybets-title">{t('virtuals.myBets')}</h2>
          <ul id="bets" data-testid="virtual-bets">
            {state && recentBets(state.bets, game.serverNow(), state.period_ms).length > 0 ? (
              recentBets(state.bets, game.serverNow(), state.period_ms).map((bet) => (
                <BetLine key={bet.bet_id} bet={bet} money={money} words={words} />
              ))
            ) : (
              <li className="empty">{t('virtuals.noBets')}</li>
            )}
          </ul>
        </section>
        <section className="results" aria-labelledby="results-title">
          <h2 id="results-title">{t('virtuals.results')}</h2>
          <ol id="results" data-testid="virtual-results">
            {state?.results.map((event) => (
              <li key={event.event_no}>
                <span>{words.eventName(event.event_no)}</span>
                <strong>{words.resultText(event.sides, event.outcome_key)}</strong>
              </li>
            ))}
          </ol>
        </section>
        <p className="note keys">{t('virtuals.keysHelp')}</p>
      </div>
      <ModalDialog open={panel === 'rules'} onClose={() => setPanel(null)} labelledBy="rules-title" id="rules-panel">
        <h2 id="rules-title">{t('virtuals.rules')}</h2>
        <div id="rules-body" data-testid="house-rtp">
          {state && <Rules state={state} words={words} language={data.language} />}
        </div>
        <button type="button" data-close="rules-panel" onClick={() => setPanel(null)}>
          {t('virtuals.close')}
        </button>
      </ModalDialog>
      <ModalDialog open={panel === 'history'} onClose={() => setPanel(null)} labelledBy="history-title" id="history-panel">
        <h2 id="history-title">{t('virtuals.history')}</h2>
        <ul id="history-list" data-testid="virtual-history-list">
          {state && state.bets.length > 0 ? (
            state.bets.map((bet) => (
              <BetLine key={bet.bet_id} bet={bet} money={money} words={words}>
                {bet.status === 'settled' && (
                  <VerifyBet
                    bet={bet}
                    call={call}
                    words={words}
                    answer={verified[bet.bet_id]}
                    onAnswer={(answer) => setVerified((shown) => ({ ...shown, [bet.bet_id]: answer }))}
                  />
                )}
              </BetLine>
            ))
          ) : (
            <li className="empty">{t('virtuals.noBets')}</li>
          )}
        </ul>
        <button type="button" data-close="history-panel" onClick={() => setPanel(null)}>
          {t('virtuals.close')}
        </button>
      </ModalDialog>
      <SessionEndedNotice open={game.gone === 'ended'} lobbyUrl={data.lobbyUrl} />
    </>
  );
}

/** The league's rules with its period in words, and each market's margin and return to player. */
function Rules({ state, words, language }: { state: VirtualState; words: ReturnType<typeof virtualWords>; language: string }) {
  const { t } = useTranslation();
  const locale = language.replace('_', '-');
  const minutes = Math.round(state.period_ms / 60000);
  const period =
    minutes >= 1
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes)
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
          Math.round(state.period_ms / 1000),
        );
  return (
    <>
      <p>{t(words.football ? 'virtuals.rulesFootball' : 'virtuals.rulesCockfight', { period, draw: '6' })}</p>
      <ul>
        {Object.entries(state.rtp).map(([market, figures]) => (
          <li key={market}>
            {t('virtuals.rtpLine', {
              market: words.marketName(market),
              margin: String(figures.margin),
              rtp: figures.rtp.toFixed(2),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
