import { useState } from 'react';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { runsStandalone } from '../../pwa/platform.ts';
import type { RequestDevice } from '../api/bulletins.ts';

/** display_device of the content calls: 1 desktop, 2 mobile web, 3 the installed app (standalone or pwa=1). */
export function useRequestDevice(mode: LayoutMode): RequestDevice {
  const [asApp] = useState(() => runsStandalone() || readStorage(STORAGE_KEYS.pwa) === '1');
  if (mode === 'desktop') return 1;
  return asApp ? 3 : 2;
}
