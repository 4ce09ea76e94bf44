import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import { realityCheckCall } from '@casino/contract/calls/reality-check-calls.ts';
import { useCallback, useState } from 'react';
import { goLobby } from '../../../lib/lobby.ts';
import { callAsMember, logOutMember, memberToken } from '../api/member-api.ts';
import { useRealityCheck } from '../hooks/use-reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

const loadFigures = () => callAsMember(realityCheckCall, {});

/**
 * The reality check of a game page: only for a signed-in member playing for real money (never demo play). "Log out"
 * ends the sign-in and leaves the game as an ended session does, back to the lobby the launch named.
 */
export function RealityCheck({ demo, lobbyUrl, language }: { demo: boolean; lobbyUrl: string; language: string }) {
  const [enabled] = useState(() => !demo && memberToken() !== null);
  const { shown, keepPlaying } = useRealityCheck({ enabled, load: loadFigures });
  const [leaving, setLeaving] = useState(false);
  const logOut = useCallback(async () => {
    setLeaving(true);
    await logOutMember(logoutCall);
    goLobby(lobbyUrl);
  }, [lobbyUrl]);
  return (
    <RealityCheckDialog
      figures={shown}
      language={language}
      busy={leaving}
      onContinue={keepPlaying}
      onLogOut={() => void logOut()}
    />
  );
}
