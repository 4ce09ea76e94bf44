import { PlayScreen } from '../../features/play/components/play-screens.tsx';

/** /play: a game opened as a page (SPEC section 2). */
export function PlayPage() {
  return <PlayScreen />;
}
