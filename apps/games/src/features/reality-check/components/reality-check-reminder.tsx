import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import { realityCheckCall } from '@casino/contract/calls/reality-check-calls.ts';
import { useCallback, useState } from 'react';
import { goLobby } from '../../../lib/lobby.ts';
import { callAsMember, logOutMember } from '../api/member-api.ts';
import { useRealityCheck } from '../hooks/use-reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

const loadFigures = () => callAsMember(realityCheckCall, {});

/**
 * The reality check of a signed-in member's game page, loaded by `RealityCheck` only for real-money play. "Log out"
 * ends the sign-in and leaves the game as an ended session does, back to the lobby the launch named.
 */
export function RealityCheckReminder({ lobbyUrl, language }: { lobbyUrl: string; language: string }) {
  const { shown, keepPlaying } = useRealityCheck({ enabled: true, load: loadFigures });
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
