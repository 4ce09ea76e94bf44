import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { siteTitleFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { Button } from '../../../ui/button.tsx';
import { SERVICE_WORKER_ENABLED, useServiceWorker, type WorkerStatus } from '../hooks/use-service-worker.ts';
import { promptInstall, useInstallState } from '../install-prompt.ts';
import { type BrowserEnvironment, browserSupport, currentEnvironment, isIos, isIosSafari, runsStandalone } from '../platform.ts';
import { IosInstallHint } from './ios-install-hint.tsx';
import './app-page.css';

type AppPageProps = {
  /** The browser to describe (tests name one); the real one by default. */
  environment?: BrowserEnvironment;
  standalone?: boolean;
  /** Registers the service worker; a production build registers it on this page. */
  workerEnabled?: boolean;
};

type InstallWay = 'standalone' | 'installed' | 'offer' | 'ios_safari' | 'ios_other' | 'in_app' | 'manual';

function installWay(env: BrowserEnvironment, standalone: boolean, installed: boolean, hasOffer: boolean): InstallWay {
  if (standalone) return 'standalone';
  if (installed) return 'installed';
  if (hasOffer) return 'offer';
  if (browserSupport(env) === 'in_app') return 'in_app';
  if (isIosSafari(env)) return 'ios_safari';
  if (isIos(env)) return 'ios_other';
  return 'manual';
}

const WORKER_TEXT: Record<WorkerStatus, 'offline_ready' | 'offline_preparing' | 'offline_unavailable' | null> = {
  idle: null,
  registering: 'offline_preparing',
  ready: 'offline_ready',
  unavailable: 'offline_unavailable',
};

/**
 * /app (SPEC section 2, mobile app download): installs the site as an app. Chromium browsers offer their own install
 * dialog (beforeinstallprompt) behind the page's button; Safari on iOS gets the add-to-home-screen steps; other
 * browsers are told where their menu item is. Visiting the page registers the service worker (offline page, cached
 * site files).
 */
export function AppPage({ environment, standalone, workerEnabled = SERVICE_WORKER_ENABLED }: AppPageProps) {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const site = siteTitleFor(config, i18n.language);
  const title = t('pages.app');
  useDocumentTitle(title);
  const [env] = useState(() => environment ?? currentEnvironment());
  const [asApp] = useState(() => standalone ?? runsStandalone());
  const install = useInstallState();
  const [iosHint, setIosHint] = useState(false);
  const [declined, setDeclined] = useState(false);
  const worker = useServiceWorker(workerEnabled);
  const way = installWay(env, asApp, install.installed, install.offer !== null);

  let action: ReactNode;
  switch (way) {
    case 'standalone':
      action = <p className="app-page__status app-page__status--done">{t('app_install.standalone')}</p>;
      break;
    case 'installed':
      action = <p className="app-page__status app-page__status--done">{t('app_install.installed')}</p>;
      break;
    case 'offer':
      action = (
        <Button
          variant="primary"
          size="lg"
          data-testid="app-install-button"
          onClick={() => void promptInstall().then((accepted) => setDeclined(!accepted))}
        >
          {t('app_install.install')}
        </Button>
      );
      break;
    case 'ios_safari':
      action = (
        <Button variant="primary" size="lg" data-testid="app-ios-hint-button" onClick={() => setIosHint(true)}>
          {t('app_install.ios_button')}
        </Button>
      );
      break;
    default:
      action = <p className="app-page__status">{t(`app_install.${way}`)}</p>;
  }
  const workerText = WORKER_TEXT[worker];

  return (
    <section className="app-page page-container" data-testid="app-page" data-install-way={way} aria-labelledby="app-page-title">
      <img className="app-page__icon" src="/icons/app-icon-192.png" alt="" width="96" height="96" />
      <h1 id="app-page-title" className="app-page__title">
        {title}
      </h1>
      <p className="app-page__intro">{t('app_install.intro', { site })}</p>
      <div className="app-page__action" aria-live="polite">
        {action}
        {declined && way === 'offer' ? <p className="app-page__status">{t('app_install.declined')}</p> : null}
      </div>
      <ul className="app-page__features" aria-label={t('app_install.features_label')}>
        <li>{t('app_install.feature_home')}</li>
        <li>{t('app_install.feature_fullscreen')}</li>
        <li>{t('app_install.feature_offline')}</li>
      </ul>
      {workerText ? (
        <p className="app-page__worker" data-testid="app-worker-status" data-status={worker} role="status">
          {t(`app_install.${workerText}`)}
        </p>
      ) : null}
      {iosHint ? <IosInstallHint onClose={() => setIosHint(false)} /> : null}
    </section>
  );
}
