import { lazy, Suspense, useState } from 'react';
import { memberToken } from '../api/member-token.ts';

// Its dialog, schedule and member calls are fetched only where they can be needed: demo play and visitors never load them.
const RealityCheckReminder = lazy(() =>
  import('./reality-check-reminder.tsx').then((module) => ({ default: module.RealityCheckReminder })),
);

/** The reality check of a game page: only for a signed-in member playing for real money (never demo play). */
export function RealityCheck({ demo, lobbyUrl, language }: { demo: boolean; lobbyUrl: string; language: string }) {
  const [signedIn] = useState(() => !demo && memberToken() !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckReminder lobbyUrl={lobbyUrl} language={language} />
    </Suspense>
  );
}
