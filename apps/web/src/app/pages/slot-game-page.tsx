import { Navigate, useSearchParams } from 'react-router';
import { useLoginRequired } from '../../features/auth/hooks/use-login-required.ts';
import { parseProviderPage } from '../../features/games/api/provider-page.ts';
import { gameHallPath } from '../../features/games/components/game-links.ts';
import { SlotGameView } from '../../features/games/components/slot-game-view.tsx';
import { useGameActions } from '../game-actions.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import './slot-game-page.css';

/** Where a provider page without a usable provider goes: the hall of its game type, else home. */
export function providerPageFallback(search: URLSearchParams): string {
  const gtId = search.get('gt_id') ?? '';
  return /^[2-9]$/.test(gtId) ? gameHallPath(Number(gtId)) : '/';
}

/** /slotgame?gt_id&gp_id&house: one provider's slot games. */
export function SlotGamePage() {
  const [search] = useSearchParams();
  const mode = useCurrentLayoutMode();
  const page = parseProviderPage(search);
  const { requireLogin } = useLoginRequired();
  const { onPlay, onDemo, demoBusy } = useGameActions();
  if (!page) return <Navigate to={providerPageFallback(search)} replace />;
  return (
    <div className="slot-game-page page-container" data-testid="slot-game-page">
      <SlotGameView
        key={`${page.gtId}-${page.gpId}-${page.house}`}
        page={page}
        mode={mode}
        onPlay={onPlay}
        onDemo={onDemo}
        demoBusy={demoBusy}
        requireMember={requireLogin}
      />
    </div>
  );
}
