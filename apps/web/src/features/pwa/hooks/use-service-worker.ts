import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OfflineTexts, registerServiceWorker } from '../service-worker.ts';

/** The offline page's texts in the current language. */
export function useOfflineTexts(): OfflineTexts {
  const { t, i18n } = useTranslation();
  return {
    lang: i18n.language.replace('_', '-'),
    title: t('app_install.offline_title'),
    message: t('app_install.offline_message'),
    retry: t('common.retry'),
  };
}

export type WorkerStatus = 'idle' | 'registering' | 'ready' | 'unavailable';

/**
 * Registers the service worker while `enabled` (the app page, or the site opened as an installed app). Only built
 * sites register one: the development server's modules must never be served from a cache.
 */
export function useServiceWorker(enabled: boolean, register: typeof registerServiceWorker = registerServiceWorker): WorkerStatus {
  const texts = useOfflineTexts();
  const [status, setStatus] = useState<WorkerStatus>('idle');
  const { lang, title, message, retry } = texts;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setStatus('registering');
    void register({ lang, title, message, retry }).then((registration) => {
      if (!cancelled) setStatus(registration ? 'ready' : 'unavailable');
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, register, lang, title, message, retry]);
  return status;
}

/** Whether this build may register the service worker (a production build, not the development server or tests). */
export const SERVICE_WORKER_ENABLED = import.meta.env.PROD;
