// Before any schema of the contract is made (decision 0030).
import '@casino/browser/zod-jitless.ts';
// Global styles come first so that component styles, imported further down, win over them.
import './styles/theme.css';
import './styles/base.css';
import './styles/first-banner.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { RealtimeSync } from './app/realtime-sync.tsx';
import { AppRoutes, loadLandingPage } from './app/router.tsx';
import { prefetchCarouselPictures } from './features/home/api/carousel-pictures.ts';
import { firstBannerPainted, removeFirstBanner } from './features/home/components/first-banner.ts';
import { setRequestLanguage } from './lib/api-client.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { createI18n } from './lib/i18n.ts';
import { loadLanguageFonts } from './lib/language-fonts.ts';
import { layoutModeForWidth } from './lib/layout-mode.ts';
import { afterNextPaint, nextTask } from './lib/next-paint.ts';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/runtime-config.ts';
import { applyEncryptedLaunch, applyLaunchSignIn } from './lib/session.ts';
import { resolveSiteCurrency } from './lib/site-currency.ts';
import { resolveSiteLanguage } from './lib/site-language.ts';

/** Without the runtime configuration nothing can be drawn; say so in both site languages and offer a retry. */
function showBootFailure(root: HTMLElement) {
  removeFirstBanner();
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'The site could not start / 网站无法启动';
  const text = document.createElement('p');
  text.textContent = 'Please check your connection and try again. / 请检查网络后重试。';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn btn--primary btn--lg';
  retry.textContent = 'Try again / 重试';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, text, retry);
  root.append(box);
}

async function boot() {
  installChunkReload();
  // The modules were evaluated in this task; start-up (configuration, storage, session, messages) runs in the next,
  // so that the two are shorter tasks a phone can answer input between.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root element');

  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    showBootFailure(root);
    return;
  }
  setRuntimeConfig(config);

  const language = resolveSiteLanguage(config);
  setRequestLanguage(language);
  // Launch sign-in: tk, member_account, member_currency and member_id in the address, or an encrypted value (enc)
  // exchanged through /get_info_data. Either is offered, not stored: the sign-in offer dialog asks first.
  if (!applyLaunchSignIn()) await applyEncryptedLaunch();
  resolveSiteCurrency(config);
  const queryClient = createQueryClient();
  if (window.location.pathname === '/')
    prefetchCarouselPictures(queryClient, config.SITE_ID, layoutModeForWidth(window.innerWidth), language);
  // The messages the home page draws with. The rest are fetched at once; pages and dialogs loaded on demand wait for
  // them. The home page draws without them, so there they are added once its first render is painted, not while
  // start-up runs, which they would hold up.
  let firstRenderDone = () => {};
  const firstRender = new Promise<void>((resolve) => {
    firstRenderDone = resolve;
  });
  const firstPaint = firstRender.then(() => afterNextPaint());
  // The language's web font loads once the first render is painted in the fallback fonts: fetched earlier, its files
  // would share the slow link with the scripts and pictures the first paint waits for. The page never waits for it.
  void firstPaint.then(() => loadLanguageFonts(language));
  const restAfter = window.location.pathname === '/' ? firstPaint : undefined;
  const i18n = await createI18n(language, { firstPaint: true, restAfter });
  await Promise.all([loadLandingPage(window.location.pathname), firstBannerPainted()]);

  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <RealtimeSync />
      </AppProviders>
    </StrictMode>,
  );
  // The render above is synchronous: the carousel now holds the same picture in the same box (or the page is another).
  removeFirstBanner();
  // For field measurements (user timing): how long the first render waited for the script and start-up.
  performance.mark('first-render');
  firstRenderDone();
}

void boot();
