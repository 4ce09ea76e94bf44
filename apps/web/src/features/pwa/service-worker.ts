/** Address of the service worker (public/sw.js); the server's security headers allow it. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Texts of the offline page in the visitor's language, sent to the service worker. */
export type OfflineTexts = { lang: string; title: string; message: string; retry: string };

type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'ready'> & { controller: ServiceWorker | null };

function container(nav: Navigator = navigator): WorkerContainer | null {
  return 'serviceWorker' in nav ? nav.serviceWorker : null;
}

/**
 * Registers the service worker (offline page and cached site files) and hands it the offline page in the current
 * language. Returns null where the browser has none (insecure origin, private mode of some browsers).
 */
export async function registerServiceWorker(
  texts: OfflineTexts,
  nav: Navigator = navigator,
): Promise<ServiceWorkerRegistration | null> {
  const workers = container(nav);
  if (!workers) return null;
  try {
    const registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
    const ready = await workers.ready;
    ready.active?.postMessage({ type: 'offline-page', ...texts });
    return registration;
  } catch {
    // Refused by the browser: the site works as before, only without the offline page.
    return null;
  }
}

/** Whether a service worker of this site is installed and running. */
export async function hasServiceWorker(nav: Navigator = navigator): Promise<boolean> {
  const workers = container(nav) as (WorkerContainer & Pick<ServiceWorkerContainer, 'getRegistration'>) | null;
  if (!workers?.getRegistration) return false;
  const registration = await workers.getRegistration('/');
  return Boolean(registration?.active);
}

/**
 * app_clean_cache: empties the Cache Storage of the site (the service worker's files included) and asks a running
 * service worker to fetch its offline page again.
 */
export async function cleanSiteCaches(nav: Navigator = navigator): Promise<void> {
  const worker = container(nav)?.controller;
  if (worker) {
    worker.postMessage({ type: 'clean-cache' });
    return;
  }
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Nothing cached, or no cache here.
  }
}
