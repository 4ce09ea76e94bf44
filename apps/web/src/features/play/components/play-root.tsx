import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/create-store.ts';
import { readPlayFlag, registerForceQuit } from '../../../lib/play-status.ts';
import { getSession, subscribeSession } from '../../../lib/session.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { clearWindowMessage, onWindowMessage } from '../../../lib/window-message.ts';
import { GAME_WINDOW_NAME, isGameContext } from '../game-window.ts';
import { dropGame, forceQuit, handleQuickGame, quitGame, startupQuitCheck } from '../play-controller.ts';
import { setAskLogin } from '../play-links.ts';
import { playView, updateView } from '../play-store.ts';
import { MaintenanceDialog } from './maintenance-dialog.tsx';
import { GameFrameModal } from './play-modal.tsx';

type PlayRootProps = {
  /** Opens the login-required confirm (from the auth feature, through the app). */
  askLogin: () => void;
  /** The site's customer service address, or '' to hide the maintenance dialog's button. */
  customerServiceLink: string;
  /** Reloads the page (replaced in tests). */
  reload?: () => void;
};

/**
 * The play controller's place in the page: the start-up quit step, the back-forward restore, the quickGame message of
 * the game's window, the end of the session, and the play, maintenance and demo game dialogs. Inside the game's own
 * window or frame it does nothing but draw nothing.
 */
export function PlayRoot({ askLogin, customerServiceLink, reload = () => window.location.reload() }: PlayRootProps) {
  const { t } = useTranslation();
  const view = useStore(playView);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => setAskLogin(askLogin), [askLogin]);

  useEffect(() => {
    if (isGameContext()) return;
    const cancelStartup = startupQuitCheck();
    const unregister = registerForceQuit(forceQuit);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && readPlayFlag()) reloadRef.current();
    };
    window.addEventListener('pageshow', onPageShow);
    const stopMessages = onWindowMessage((message) => {
      if (message.type !== 'quickGame') return;
      const waiting = readStorage(STORAGE_KEYS.waitingWindow);
      if (waiting && waiting !== GAME_WINDOW_NAME) return;
      if (handleQuickGame()) clearWindowMessage();
    });
    let member = getSession()?.memberId ?? null;
    const stopSession = subscribeSession(() => {
      const next = getSession()?.memberId ?? null;
      if (next !== member) dropGame();
      member = next;
    });
    return () => {
      cancelStartup();
      unregister();
      window.removeEventListener('pageshow', onPageShow);
      stopMessages();
      stopSession();
    };
  }, []);

  return (
    <>
      {view.modal ? (
        <GameFrameModal url={view.modal.url} title={t('play.modal_title')} testId="play-modal" onClose={() => void quitGame()} />
      ) : null}
      {view.demo ? (
        <GameFrameModal
          url={view.demo.url}
          title={t('play.demo_title')}
          testId="demo-game-modal"
          onClose={() => updateView({ demo: null })}
        />
      ) : null}
      {view.maintenance ? (
        <MaintenanceDialog
          interval={view.maintenance.interval}
          customerServiceLink={customerServiceLink}
          onClose={() => updateView({ maintenance: null })}
        />
      ) : null}
    </>
  );
}
