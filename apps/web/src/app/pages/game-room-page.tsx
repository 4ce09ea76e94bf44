import { SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useLoginRequired } from '../../features/auth/hooks/use-login-required.ts';
import { parseProviderPage } from '../../features/games/api/provider-page.ts';
import { gameHallPath } from '../../features/games/components/game-links.ts';
import { SlotGameView } from '../../features/games/components/slot-game-view.tsx';
import { useGameActions } from '../game-actions.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import { providerPageFallback } from './slot-game-page.tsx';
import './game-room-page.css';

/**
 * /gameRoom?gt_id&gp_id&house: a provider's games as a room, on desktop only (SPEC section 2). On the mobile layout it
 * becomes the slot list with the same query; a game type other than slots goes to its hall.
 */
export function GameRoomPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const mode = useCurrentLayoutMode();
  const page = parseProviderPage(search);
  const { requireLogin } = useLoginRequired();
  const { onPlay, onDemo, demoBusy } = useGameActions();
  if (mode === 'mobile') return <Navigate to={`/slotgame${location.search}`} replace />;
  if (!page) return <Navigate to={providerPageFallback(search)} replace />;
  if (page.gtId !== SLOT_GAME_TYPE) return <Navigate to={gameHallPath(page.gtId)} replace />;
  return (
    <div className="game-room-page page-container" data-testid="game-room-page">
      <SlotGameView
        key={`${page.gtId}-${page.gpId}-${page.house}`}
        page={page}
        mode={mode}
        variant="room"
        onPlay={onPlay}
        onDemo={onDemo}
        demoBusy={demoBusy}
        requireMember={requireLogin}
      />
    </div>
  );
}
