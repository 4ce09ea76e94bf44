import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '../../../lib/create-store.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { playPhase } from '../../../lib/play-status.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { postWindowMessage } from '../../../lib/window-message.ts';
import { Button } from '../../../ui/button.tsx';
import { GAME_WINDOW_NAME, isPlayableUrl } from '../game-window.ts';
import { currentGame, quitGame } from '../play-controller.ts';
import './play.css';

/**
 * /loading: what the game's window shows while the game starts. When the address is already known (waitingUrl), the
 * window goes there at once.
 */
export function LoadingScreen({ go = (url: string) => window.location.replace(url) }: { go?: (url: string) => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.loading'));
  useEffect(() => {
    const url = readStorage(STORAGE_KEYS.waitingUrl);
    if (url && isPlayableUrl(url) && window.name === GAME_WINDOW_NAME) {
      writeStorage(STORAGE_KEYS.waitingUrl, '');
      go(url);
    }
  }, [go]);
  return (
    <div className="play-status" data-testid="loading-page" role="status" aria-live="polite">
      <span className="play-status__spinner" aria-hidden="true" />
      <p>{t('play.loading')}</p>
    </div>
  );
}

function inGameWindowOrFrame(): 'window' | 'frame' | null {
  try {
    if (window.self !== window.top) return 'frame';
  } catch {
    return 'frame';
  }
  return window.name === GAME_WINDOW_NAME || window.opener ? 'window' : null;
}

/**
 * /close, the lobby address handed to the game: in the game's window or frame it tells the site's main window
 * (window-msg quickGame) and closes itself; as a page of the main window it runs the quit step, then goes home.
 */
export function CloseScreen({ closeSelf = () => window.close() }: { closeSelf?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  useDocumentTitle(t('pages.close'));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const where = inGameWindowOrFrame();
    if (where !== null) {
      postWindowMessage({ type: 'quickGame' });
      if (where === 'window') closeSelf();
      return;
    }
    void quitGame().finally(() => void navigate('/', { replace: true }));
  }, [closeSelf, navigate]);
  return (
    <div className="play-status" data-testid="close-page" role="status" aria-live="polite">
      <span className="play-status__spinner" aria-hidden="true" />
      <p>{t('play.closing')}</p>
    </div>
  );
}

/** /play?url=...: the game in the page (open type page), with a button back to the site. */
export function PlayScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const phase = useStore(playPhase);
  useDocumentTitle(t('pages.play'));

  // Leaving the page (back button, a link) leaves the game.
  useEffect(
    () => () => {
      if (playPhase.get() === 'playing' && currentGame()?.openType === 'page') void quitGame();
    },
    [],
  );

  if (!isPlayableUrl(url)) {
    return (
      <div className="play-status" data-testid="play-page">
        <p>{t('play.no_game')}</p>
        <Button onClick={() => void navigate('/')}>{t('play.back_home')}</Button>
      </div>
    );
  }
  return (
    <div className="play-screen" data-testid="play-page">
      <div className="play-screen__bar">
        <Button
          variant="secondary"
          size="sm"
          disabled={phase === 'quitting'}
          onClick={() => void quitGame().finally(() => void navigate('/'))}
          data-testid="play-page-leave"
        >
          {t('play.leave')}
        </Button>
      </div>
      <iframe
        className="play-screen__frame"
        src={url}
        title={t('play.modal_title')}
        // Fullscreen through the permissions policy only: with allowfullscreen as well, browsers warn that allow wins.
        allow="autoplay; fullscreen"
        data-testid="play-page-frame"
      />
    </div>
  );
}
