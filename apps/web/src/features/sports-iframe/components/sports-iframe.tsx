import { QUICKBET_EVENT_PARAM } from '@casino/contract/sports/quickbet-messages.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allMessagesLoaded } from '../../../lib/i18n.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSportsIframe } from '../hooks/use-sports-iframe.ts';
import { readFrameMessage } from '../lib/frame-messages.ts';
import './sports-iframe.css';

/** The sportsbook's sports hall and lobby, where a tapped event opens. */
export const QUICKBET_GAME = { gameType: 4, gameCode: 'house-sportsbook' } as const;

/** What the page's play flow takes to open the sportsbook on an event (kept structural: features stay apart). */
export type SportsLaunch = {
  gpId: number;
  gameType: number;
  gameCode: string;
  customized: boolean;
  lobbyQuery: Record<string, string>;
};

type Props = { mode: LayoutMode; onPlay: (game: SportsLaunch) => void };

/** The height the frame has before its page tells its own (S001). */
const FIRST_HEIGHT_PX = 220;

/**
 * The home page's sports iframe (SPEC section 4, "Sports iframe"; docs/decisions/0067): the quick-bet page's address
 * is fetched and checked, then the frame is shown (or the error state, with a retry). The frame's S001 sets its
 * height; a message whose code contains U003 opens the sportsbook (hall 4) on the event through the play flow. Only
 * messages from the frame's own window and origin, of those shapes, are read.
 */
export function SportsIframe({ mode, onPlay }: Props) {
  const { t, i18n } = useTranslation();
  const state = useSportsIframe(mode, i18n.language);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [wordsReady, setWordsReady] = useState(false);
  const onPlayRef = useRef(onPlay);
  onPlayRef.current = onPlay;

  useEffect(() => {
    let live = true;
    void allMessagesLoaded().then(() => live && setWordsReady(true));
    return () => {
      live = false;
    };
  }, []);

  const origin = state.status === 'checked' ? state.origin : null;
  const gpId = state.status === 'checked' ? state.gpId : null;
  useEffect(() => {
    if (origin === null || gpId === null) return;
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin, window: frameRef.current?.contentWindow ?? null });
      if (!message) return;
      if (message.kind === 'height') setHeight(message.height);
      else
        onPlayRef.current({
          gpId,
          ...QUICKBET_GAME,
          customized: true,
          lobbyQuery: { [QUICKBET_EVENT_PARAM]: message.eventId },
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, gpId]);

  if (!wordsReady) return <div className="sports-iframe" style={{ minHeight: FIRST_HEIGHT_PX }} />;
  return (
    <section className={`sports-iframe sports-iframe--${mode}`} aria-labelledby="sports-iframe-title" data-testid="sports-iframe">
      <h2 id="sports-iframe-title" className="sports-iframe__title">
        {t('sports_iframe.title')}
      </h2>
      {state.status === 'loading' ? (
        <div className="sports-iframe__box" role="status" data-testid="sports-iframe-loading" style={{ height: FIRST_HEIGHT_PX }}>
          {t('sports_iframe.loading')}
        </div>
      ) : state.status === 'error' ? (
        <div className="sports-iframe__box sports-iframe__box--error" data-testid="sports-iframe-error">
          <p role="alert">{t('sports_iframe.error')}</p>
          <button type="button" className="sports-iframe__retry" onClick={state.retry}>
            {t('sports_iframe.retry')}
          </button>
        </div>
      ) : (
        <iframe
          ref={frameRef}
          className="sports-iframe__frame"
          data-testid="sports-iframe-frame"
          data-state="checked"
          title={t('sports_iframe.frame_title')}
          src={state.url}
          // Its page needs its scripts and its own origin (for its calls); it may not navigate the site or open windows.
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
          style={{ height: height ?? FIRST_HEIGHT_PX }}
        />
      )}
    </section>
  );
}
