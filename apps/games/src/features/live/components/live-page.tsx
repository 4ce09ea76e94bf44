import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { knownErrorCode } from '../../../lib/house-error-codes.ts';
import { goLobby } from '../../../lib/lobby.ts';
import { useLater } from '../../../lib/use-later.ts';
import { BackIcon, RulesIcon } from '../../../ui/icons.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import { ChipArt } from '../../../ui/table-art.tsx';
import type { LivePageData } from '../api/live-page-data.ts';
import { useLiveKeys } from '../hooks/use-live-keys.ts';
import { useLiveSound } from '../hooks/use-live-sound.ts';
import { type LiveSocketLike, type LiveTable, useLiveTable } from '../hooks/use-live-table.ts';
import { LiveBoard } from './live-board.tsx';
import { LiveHistory, LiveLimits, LiveRules } from './live-panels.tsx';
import { CardScene, EmptyDragonTiger } from './live-scene.tsx';
import { Roads } from './roads.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';

const LIVE_ERRORS = new Set(['over_limit', 'betting_closed', 'wallet_unavailable']);

const HistoryIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
const SoundIcon = ({ on }: { on: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    {on ? (
      <path d="M16 8q3 4 0 8M18.5 5.5q5 6.5 0 13" stroke="currentColor" strokeWidth="2" fill="none" />
    ) : (
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" />
    )}
  </svg>
);

/** The stage: status and countdown, players, the cards or the wheel, the result and the rounds missed while away. */
function Stage({ game, name }: { game: LiveTable; name: string }) {
  const { t } = useTranslation();
  const round = game.round;
  const label = {
    waiting: t('live.waiting'),
    betting: t('live.open'),
    closed: t('live.noMoreBets'),
    revealing: game.kind === 'roulette' ? t('live.spinning') : t('live.dealing'),
    result: t('live.result'),
  }[game.phase];
  const outcome = round?.outcome ?? null;
  return (
    <section className="stage" aria-label={name}>
      <div className="status" id="status" data-testid="live-status" aria-live="polite">
        <span id="phase">{round ? `${t('live.round', { n: round.no })} · ${label}` : label}</span>
        <span className="timer" id="timer" data-testid="live-timer">
          {game.seconds !== null ? t('live.seconds', { n: game.seconds }) : ''}
        </span>
      </div>
      <div className="countdown" aria-hidden="true">
        <CountdownBar watchCountdown={game.watchCountdown} />
      </div>
      <p className="people">
        <span id="players" data-testid="live-players">
          {game.players !== null && game.info ? t('live.players', { n: game.players }) : ''}
        </span>
        <span id="bettors" data-testid="live-bettors">
          {game.bettors !== null ? t('live.bettors', { n: game.bettors }) : ''}
        </span>
      </p>
      <div className="scene" id="scene" data-testid="live-scene" aria-live="polite">
        {game.table === null ? null : game.kind === 'roulette' ? (
          <RouletteWheel turn={game.wheel} landed={game.ballLanded} />
        ) : game.kind === 'dragon-tiger' && !outcome ? (
          <EmptyDragonTiger />
        ) : (
          <CardScene outcome={outcome} shown={Math.max(0, game.revealed)} testId="live-hand" />
        )}
      </div>
      <p className="result" id="result" data-testid="live-result" aria-live="assertive">
        {game.result}
      </p>
      <div className="missed" id="missed" data-testid="live-missed" aria-live="polite" hidden={game.missed.length === 0}>
        {game.missed.map((h) => (
          <div className="missed-round" data-testid="live-missed-round" data-round={h.no} key={h.id}>
            <h3>{t('live.missedRound', { n: h.no })}</h3>
            <div className="missed-scene">
              {h.outcome.game === 'house-live-roulette' ? (
                <span className={`pocket n-${h.outcome.colour}`} data-testid="live-missed-number">
                  {h.outcome.number}
                </span>
              ) : (
                <CardScene outcome={h.outcome} shown={h.outcome.cards.length} testId="live-missed-hand" />
              )}
            </div>
            <p className="missed-result" data-testid="live-missed-result">
              {game.winnerText(h.outcome)}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The share of the betting window left, as a bar scaled on its style object (no style attribute in the markup), set
 * at each step of the table's clock without drawing the page again.
 */
function CountdownBar({ watchCountdown }: { watchCountdown: LiveTable['watchCountdown'] }) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!bar) return;
    return watchCountdown(({ share }) => {
      bar.style.transform = `scaleX(${share.toFixed(3)})`;
    });
  }, [bar, watchCountdown]);
  return <div id="countdown-bar" ref={setBar} />;
}

/** The shoe in play; while a round that brought the cut card out is on the table, that this is the shoe's last. */
function shoeText(game: LiveTable, t: ReturnType<typeof useTranslation>['t']): string {
  if (game.kind === 'roulette' || !game.table) return '';
  const outcome = game.round?.outcome;
  const shoe = (outcome && 'shoe' in outcome ? outcome.shoe : undefined) ?? game.table.shoe;
  if (!shoe) return '';
  return shoe.last ? t('live.lastOfShoe') : t('live.shoe', { n: shoe.no, left: shoe.left });
}

export type LivePageProps = {
  data: LivePageData;
  call: HouseClient;
  connect: () => LiveSocketLike;
  /** This page's clock (the tests' own); else performance.now from the page's start. */
  localNow?: () => number;
};

/** The page of a live table: header, stage, board, meters, chips and controls, roads and limits, rules and history. */
export function LivePage({ data, call, connect, localNow }: LivePageProps) {
  const { t } = useTranslation();
  const sound = useLiveSound();
  const game = useLiveTable(data, call, { connect, sound, localNow });
  const [rulesOpen, setRulesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const name = data.name || game.info?.game.names[data.language] || game.info?.game.names.en_US || '';
  const kind = game.kind;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  // What the browser tests and the style sheet read of the page: ready once the session is read, and the phase, set in
  // the same task as the status and countdown are drawn, so that nothing reads one without the other.
  useLayoutEffect(() => {
    document.body.classList.add('live', `live-${kind}`);
    document.body.dataset.testid = 'live-table';
    document.body.dataset.table = data.table;
  }, [kind, data.table]);
  useLayoutEffect(() => {
    if (game.ready) document.body.dataset.ready = 'true';
  }, [game.ready]);
  useLayoutEffect(() => {
    if (game.table) document.body.dataset.phase = game.phase;
  }, [game.phase, game.table]);
  useEffect(() => {
    if (!game.sessionEnded) return;
    setRulesOpen(false);
    setHistoryOpen(false);
  }, [game.sessionEnded]);

  useLiveKeys({
    selectChip: game.selectChip,
    confirm: () => void game.confirm(),
    clear: game.clearStakes,
    rebet: game.rebet,
    openRules: () => setRulesOpen(true),
    openHistory: () => setHistoryOpen(true),
  });

  // The rules, in their closed dialog, draw in a task of their own after the rest of the page.
  const rulesInfo = useLater(game.info);
  const { money } = game;
  const error = game.error;
  const errorText =
    error === null
      ? ''
      : LIVE_ERRORS.has(error)
        ? t(`live.errors.${error}`)
        : t(`error_page.${knownErrorCode(error, 'network')}`);
  return (
    <div className="house-page live-page">
      <header className="game-header">
        <button
          type="button"
          id="lobby"
          data-testid="house-lobby"
          aria-label={t('house.lobby')}
          onClick={() => goLobby(data.lobbyUrl)}
        >
          <BackIcon />
          <span className="label">{t('house.lobby')}</span>
        </button>
        <h1 id="title" title={name}>
          {name || '\u00a0'}
        </h1>
        {data.demo && (
          <span className="badge" data-testid="house-demo">
            {t('house.demo')}
          </span>
        )}
        <button
          type="button"
          id="sound"
          aria-pressed={sound.on}
          aria-label={sound.on ? t('live.soundOff') : t('live.soundOn')}
          onClick={sound.toggle}
        >
          <SoundIcon on={sound.on} />
        </button>
        <button
          type="button"
          id="history-open"
          aria-haspopup="dialog"
          data-testid="live-history"
          aria-keyshortcuts="H"
          aria-label={t('live.history')}
          onClick={() => setHistoryOpen(true)}
        >
          <HistoryIcon />
          <span className="label">{t('live.history')}</span>
        </button>
        <button
          type="button"
          id="rules-open"
          aria-haspopup="dialog"
          data-testid="house-info"
          aria-keyshortcuts="I"
          aria-label={t('live.rules')}
          onClick={() => setRulesOpen(true)}
        >
          <RulesIcon />
          <span className="label">{t('live.rules')}</span>
        </button>
      </header>
      <div className="offline" id="offline" role="alert" data-testid="live-offline" hidden={!game.offline}>
        {t('live.disconnected')}
      </div>
      <div className="live-main">
        <Stage game={game} name={name} />
        <section className="board" id="board" data-testid="live-board">
          <LiveBoard kind={kind} game={game} />
        </section>
        <div className="dock">
          <div className="meters">
            <div className="meter">
              <span>{t('house.balance')}</span>
              <strong id="balance" data-testid="house-balance">
                {game.balance === null ? '–' : money.format(game.balance)}
              </strong>
            </div>
            <div className="meter">
              <span>{t('house.bet')}</span>
              <strong id="bet" data-testid="live-bet">
                {game.ready ? money.format(money.toMajor(game.bet)) : '–'}
              </strong>
            </div>
            <div className="meter">
              <span>{t('house.win')}</span>
              <strong id="win" data-testid="house-win">
                {game.win === null ? '–' : money.format(game.win)}
              </strong>
            </div>
          </div>
          <p className="unplaced-note" id="unplaced" data-testid="live-unplaced" role="status" hidden={game.unplaced === 0}>
            {game.unplaced ? t('live.unplaced', { amount: money.format(money.toMajor(game.unplaced)) }) : ''}
          </p>
          <div className="chips" id="chips" role="radiogroup" aria-label={t('live.chip')}>
            {(game.info?.chips ?? []).map((c, i) => (
              // biome-ignore lint/a11y/useSemanticElements: a chip is a button drawn as a chip, one of a radio group
              <button
                type="button"
                className="chip"
                role="radio"
                key={c}
                aria-checked={i === game.chip}
                aria-label={`${t('live.chip')} ${money.format(c)}`}
                data-testid={`live-chip-${i}`}
                onClick={() => game.selectChip(i)}
              >
                <ChipArt label={money.short(c)} index={i} />
              </button>
            ))}
          </div>
          <div className="controls">
            <button
              type="button"
              className="act"
              id="clear"
              data-testid="live-clear"
              aria-keyshortcuts="Escape"
              disabled={!game.canConfirm}
              onClick={game.clearStakes}
            >
              {t('live.clear')}
            </button>
            <button
              type="button"
              className="act"
              id="rebet"
              data-testid="live-rebet"
              aria-keyshortcuts="R"
              disabled={!game.canRebet}
              onClick={game.rebet}
            >
              {t('live.rebet')}
            </button>
            <button
              type="button"
              className="act primary"
              id="confirm"
              data-testid="live-confirm"
              aria-keyshortcuts="Enter"
              disabled={!game.canConfirm}
              onClick={() => void game.confirm()}
            >
              {t('live.confirm')}
            </button>
          </div>
        </div>
        <div className="error" id="error" role="alert" data-testid="house-error" hidden={error === null}>
          {errorText}
        </div>
        <p className="note" id="note" aria-live="polite" data-testid="live-note">
          {game.note}
        </p>
        <section className="side">
          <h2 id="roads-title">{t('live.lastResults')}</h2>
          <div id="roads" data-testid="live-roads">
            <Roads kind={kind} table={game.table} />
          </div>
          <p className="shoe" id="shoe" data-testid="live-shoe">
            {shoeText(game, t)}
          </p>
          <h2>{t('live.limits')}</h2>
          <LiveLimits game={game} />
        </section>
        <p className="note keys">{t('live.keysHelp')}</p>
      </div>
      <ModalDialog open={rulesOpen} onClose={() => setRulesOpen(false)} labelledBy="rules-title" id="rules-panel">
        <h2 id="rules-title">{t('live.rules')}</h2>
        <div id="rules-body" data-testid="house-rtp">
          <LiveRules kind={kind} info={rulesInfo} />
        </div>
        <button type="button" onClick={() => setRulesOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <ModalDialog open={historyOpen} onClose={() => setHistoryOpen(false)} labelledBy="history-title" id="history-panel">
        <h2 id="history-title">{t('live.history')}</h2>
        <div id="history-list" data-testid="live-history-list">
          {historyOpen && <LiveHistory game={game} />}
        </div>
        <button type="button" onClick={() => setHistoryOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <SessionEndedNotice open={game.sessionEnded} lobbyUrl={data.lobbyUrl} />
    </div>
  );
}
