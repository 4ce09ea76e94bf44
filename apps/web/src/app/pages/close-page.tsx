import { CloseScreen } from '../../features/play/components/play-screens.tsx';

/** /close: the lobby return address handed to a game (SPEC section 2). */
export function ClosePage() {
  return <CloseScreen />;
}
