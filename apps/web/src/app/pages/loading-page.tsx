import { LoadingScreen } from '../../features/play/components/play-screens.tsx';

/** /loading: the waiting window of a game start (SPEC section 2). */
export function LoadingPage() {
  return <LoadingScreen />;
}
