import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { GameHeader } from '../../../ui/game-header.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import type { SlotPageData } from '../api/slot-page-data.ts';
import { useSlotGame } from '../hooks/use-slot-game.ts';
import { useSlotKeys } from '../hooks/use-slot-keys.ts';
import { AutoplayDialog } from './autoplay-dialog.tsx';
import { BetControl } from './bet-control.tsx';
import { Celebration } from './celebration.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { Paytable } from './paytable.tsx';
import { Reels } from './reels.tsx';
import { SlotMeters } from './slot-meters.tsx';
import { SlotToggles } from './slot-toggles.tsx';

/** The house slot page: header, jackpot, reels, meters, bet and spin, toggles, and its dialogs. */
export function SlotPage({ data, call }: { data: SlotPageData; call: HouseClient }) {
  const { t } = useTranslation();
  const game = useSlotGame(data, call);
  const reducedMotion = usePrefersReducedMotion();
  const [paytableOpen, setPaytableOpen] = useState(false);
  const [autoplayOpen, setAutoplayOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const name = data.name || game.session?.game.names[data.language] || game.session?.game.names.en_US || '';

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useSlotKeys({ spin: game.spin, changeBet: game.changeBet, openPaytable: () => setPaytableOpen(true) });

  // Nothing else stays open over the notice that the session has ended.
  useEffect(() => {
    if (!game.sessionEnded) return;
    setPaytableOpen(false);
    setAutoplayOpen(false);
    setHistoryOpen(false);
  }, [game.sessionEnded]);

  const symbols = useMemo(
    () => (data.symbols.length ? data.symbols : (game.session?.game.symbols.map((symbol) => symbol.id) ?? [])),
    [data.symbols, game.session],
  );

  return (
    <div className={`house-page slot-page${game.freeMode ? ' free-mode' : ''}`}>
      <GameHeader
        name={name}
        lobbyUrl={data.lobbyUrl}
        demo={data.demo}
        infoLabel={t('slot.info')}
        onInfo={() => setPaytableOpen(true)}
      />
      <div className="house-content">
        <div className="slot">
          <div className="jackpot">
            {t('slot.jackpot')}{' '}
            <strong id="jackpot" data-testid="house-jackpot">
              {game.jackpot || '–'}
            </strong>
          </div>
          <Reels
            gameCode={data.gameCode}
            symbols={symbols}
            game={game.session?.game ?? null}
            reels={game.reels}
            wins={game.wins}
            reducedMotion={reducedMotion}
          />
          <SlotMeters balance={game.balance} winRef={game.win.ref} freeLeft={game.freeLeft} />
          <div className="controls">
            <BetControl
              bet={game.bet ? game.format(game.bet) : ''}
              canLower={game.canLowerBet}
              canRaise={game.canRaiseBet}
              onChange={game.changeBet}
            />
            <button
              type="button"
              className="primary"
              id="spin"
              data-testid="house-spin"
              aria-keyshortcuts="Space Enter"
              disabled={!game.canSpin}
              onClick={game.spin}
            >
              {t('slot.spin')}
            </button>
          </div>
          <SlotToggles
            autoLeft={game.auto?.left ?? null}
            canStartAuto={game.canStartAuto}
            onAutoplay={() => (game.auto ? game.stopAuto() : setAutoplayOpen(true))}
            turbo={game.turbo}
            onTurbo={game.toggleTurbo}
            sound={game.sound.on}
            onSound={game.sound.toggle}
          />
          <button
            type="button"
            className="slot-history-open"
            id="history-open"
            data-testid="slot-history-open"
            aria-haspopup="dialog"
            onClick={() => setHistoryOpen(true)}
          >
            {t('slot.history')}
          </button>
          <p className="note" id="note">
            {game.note}
          </p>
          <p className="sr-only" id="announce" role="status" aria-live="polite" data-testid="slot-announce">
            {game.announcement}
          </p>
          <p className="keys">{t('slot.keys')}</p>
        </div>
        <ErrorNotice code={game.error} />
      </div>
      <ModalDialog
        open={paytableOpen}
        onClose={() => setPaytableOpen(false)}
        labelledBy="panel-title"
        id="panel"
        focusOnOpen="#panel-title"
      >
        <h2 id="panel-title" tabIndex={-1}>
          {t('slot.info')}
        </h2>
        <p>
          {t('house.rtp')}:{' '}
          <span className="rtp" data-testid="house-rtp" id="rtp">
            {game.session ? `${game.session.rtp.total.toFixed(2)}%` : ''}
          </span>
        </p>
        <div id="paytable" data-testid="slot-paytable">
          {game.session && <Paytable session={game.session} />}
        </div>
        <button type="button" id="panel-close" onClick={() => setPaytableOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <HistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        call={call}
        rounds={game.history}
        language={data.language}
        format={game.format}
      />
      <AutoplayDialog open={autoplayOpen} onClose={() => setAutoplayOpen(false)} onStart={game.startAuto} />
      <Celebration celebration={game.celebration} onDismiss={game.dismissCelebration} />
      <SessionEndedNotice open={game.sessionEnded} lobbyUrl={data.lobbyUrl} />
    </div>
  );
}
