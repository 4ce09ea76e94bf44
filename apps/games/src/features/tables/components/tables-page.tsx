import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipLabel } from '../../../lib/chip-label.ts';
import type { HouseClient } from '../../../lib/house-api.ts';
import { GameHeader } from '../../../ui/game-header.tsx';
import { SoundIcon } from '../../../ui/icons.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import { ChipArt } from '../../../ui/table-art.tsx';
import type { BlackjackAction } from '../api/table-calls.ts';
import type { TablePageData } from '../api/table-page-data.ts';
import { useTableGame } from '../hooks/use-table-game.ts';
import { useTableKeys } from '../hooks/use-table-keys.ts';
import { AndarBaharBoard } from './andar-bahar-board.tsx';
import { BlackjackBoard } from './blackjack-board.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { RulesBody } from './rules-body.tsx';
import { SicBoBoard } from './sic-bo-board.tsx';
import { TableErrorNotice } from './table-error-notice.tsx';

/** Blackjack's decisions: the button, its test id, its words and its key. */
const MOVES: [BlackjackAction, string, string, string][] = [
  ['hit', 'bj-hit', 'tables.hit', 'H'],
  ['stand', 'bj-stand', 'tables.stand', 'S'],
  ['double', 'bj-double', 'tables.double2', 'D'],
  ['split', 'bj-split', 'tables.split', 'P'],
  ['insurance', 'bj-insurance', 'tables.insurance', 'Y'],
  ['no_insurance', 'bj-no-insurance', 'tables.noInsurance', 'N'],
];

const HistoryIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The page of the house's blackjack, sic bo and Andar Bahar: the felt of the game, the dock, rules and history. */
export function TablesPage({ data, call }: { data: TablePageData; call: HouseClient }) {
  const { t } = useTranslation();
  const game = useTableGame(data, call);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const name = data.name || game.session?.game.names[data.language] || game.session?.game.names.en_US || '';

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  // The page is ready to play once the session is read (the browser tests wait for it).
  useEffect(() => {
    if (game.session) document.body.dataset.ready = 'true';
  }, [game.session]);

  useTableKeys({
    kind: data.kind,
    ready: game.session !== null,
    inPlay: game.inPlay,
    chipCount: game.chips.length,
    play: game.play,
    act: (action) => void game.act(action),
    stake: game.stake,
    clear: game.clear,
    rebet: game.rebet,
    selectChip: game.selectChip,
    openRules: () => setRulesOpen(true),
  });

  // Nothing else stays open over the notice that the session has ended.
  useEffect(() => {
    if (!game.sessionEnded) return;
    setRulesOpen(false);
    setHistoryOpen(false);
  }, [game.sessionEnded]);

  const board =
    data.kind === 'sic_bo' ? (
      <SicBoBoard game={game} language={data.language} />
    ) : data.kind === 'andar_bahar' ? (
      <AndarBaharBoard game={game} language={data.language} />
    ) : (
      <BlackjackBoard game={game} language={data.language} />
    );
  const moves = data.kind === 'blackjack';

  return (
    <div className={`house-page tables-page kind-${data.kind}`} data-testid="table-game" data-kind={data.kind}>
      <GameHeader
        name={name}
        lobbyUrl={data.lobbyUrl}
        demo={data.demo}
        infoLabel={t('tables.rules')}
        onInfo={() => setRulesOpen(true)}
        extra={
          <>
            <button
              type="button"
              id="sound"
              aria-pressed={game.sound.on}
              aria-label={game.sound.on ? t('tables.soundOff') : t('tables.soundOn')}
              onClick={game.sound.toggle}
            >
              <SoundIcon on={game.sound.on} />
            </button>
            <button
              type="button"
              id="history-open"
              aria-haspopup="dialog"
              data-testid="table-history"
              aria-label={t('tables.history')}
              onClick={() => setHistoryOpen(true)}
            >
              <HistoryIcon />
              <span className="label">{t('tables.history')}</span>
            </button>
          </>
        }
      />
      <div className="house-content">
        <section className="felt" id="table" aria-live="polite">
          {game.session && board}
        </section>
        <div className="dock">
          <div className="meters">
            <div className="meter">
              <span>{t('house.balance')}</span>
              <strong id="balance" data-testid="house-balance">
                {game.balance || '–'}
              </strong>
            </div>
            <div className="meter">
              <span>{t('house.bet')}</span>
              <strong id="bet" data-testid="table-bet">
                {game.session ? game.totalBet : '–'}
              </strong>
            </div>
            <div className="meter">
              <span>{t('house.win')}</span>
              <strong id="win" data-testid="house-win">
                {game.win || '–'}
              </strong>
            </div>
          </div>
          <div className="chips" id="chips" role="radiogroup" aria-label={t('tables.chip')}>
            {game.chips.map((chip, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a chip is a drawn button that acts as one of a radio group
              <button
                key={chip}
                type="button"
                className="chip"
                role="radio"
                data-chip={index}
                aria-checked={index === game.chip}
                aria-label={`${t('tables.chip')} ${game.money(chip)}`}
                data-testid={`table-chip-${index}`}
                onClick={() => game.selectChip(index)}
              >
                <ChipArt label={chipLabel(chip, data.language)} index={index} />
              </button>
            ))}
          </div>
          <p className="limit" id="limit">
            {game.limitText}
          </p>
          <div className="controls" id="buttons">
            <button type="button" className="act" id="clear" hidden={game.inPlay} disabled={!game.canClear} onClick={game.clear}>
              {t('tables.clear')}
            </button>
            <button
              type="button"
              className="act"
              id="rebet"
              aria-keyshortcuts="R"
              hidden={game.inPlay}
              disabled={!game.canRebet}
              onClick={game.rebet}
            >
              {t('tables.rebet')}
            </button>
            <button
              type="button"
              className="act primary"
              id="play"
              data-testid="table-play"
              aria-keyshortcuts="Enter"
              hidden={game.inPlay}
              disabled={!game.canPlay}
              onClick={game.play}
            >
              {data.kind === 'sic_bo' ? t('tables.roll') : t('tables.deal')}
            </button>
            {moves &&
              MOVES.map(([action, testId, words, key]) => (
                <button
                  key={action}
                  type="button"
                  className="act move"
                  data-action={action}
                  data-testid={testId}
                  aria-keyshortcuts={key}
                  hidden={!game.allowed.includes(action)}
                  disabled={game.busy}
                  onClick={() => void game.act(action)}
                >
                  {t(words)}
                </button>
              ))}
          </div>
        </div>
        <TableErrorNotice code={game.error} />
        <p className="note" id="note" aria-live="polite" data-testid="table-note">
          {game.note}
        </p>
        <p className="note keys">{t('tables.keysHelp')}</p>
      </div>
      <ModalDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        labelledBy="rules-title"
        id="rules-panel"
        focusOnOpen="#rules-title"
      >
        <h2 id="rules-title" tabIndex={-1}>
          {t('tables.rules')}
        </h2>
        <div id="rules-body" data-testid="house-rtp">
          <RulesBody kind={data.kind} session={game.session} />
        </div>
        <button type="button" onClick={() => setRulesOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <HistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        call={call}
        kind={data.kind}
        language={data.language}
        money={game.money}
      />
      <SessionEndedNotice open={game.sessionEnded} lobbyUrl={data.lobbyUrl} />
    </div>
  );
}
