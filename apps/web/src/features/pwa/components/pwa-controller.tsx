import { useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { SERVICE_WORKER_ENABLED, useServiceWorker } from '../hooks/use-service-worker.ts';
import { listenForInstallOffer } from '../install-prompt.ts';
import { runsStandalone } from '../platform.ts';
import { BrowserAlert } from './browser-alert.tsx';

/**
 * Site-wide part of the installable app: keeps the browser's install offer for the app page, keeps the service worker
 * up to date when the site runs as the installed app (standalone, or launched with pwa=1), and shows the browser
 * alert where the site cannot run well.
 */
export function PwaController() {
  const [asApp] = useState(() => runsStandalone() || readStorage(STORAGE_KEYS.pwa) === '1');
  useEffect(() => listenForInstallOffer(), []);
  useServiceWorker(SERVICE_WORKER_ENABLED && asApp);
  return <BrowserAlert />;
}
