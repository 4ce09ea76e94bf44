import { useTranslation } from 'react-i18next';
import { GameTypeNav } from '../../features/games/components/game-type-nav.tsx';
import { ProviderShowcase } from '../../features/games/components/provider-showcase.tsx';
import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { Jackpot } from '../../features/home/components/jackpot.tsx';
import { Marquee } from '../../features/home/components/marquee.tsx';
import { useTemplateConfig } from '../../features/site/api/template-config.ts';
import { SiteAds } from '../../features/site/components/site-ads.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { siteTitleFor, useRuntimeConfig } from '../../lib/runtime-config.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import './home-page.css';

/** Home: banners, announcements, jackpot, game types with their providers, and the site's ads. */
export function HomePage() {
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const mode = useCurrentLayoutMode();
  const template = useTemplateConfig(mode === 'mobile');
  // The mobile template may switch the jackpot or the marquee off; anything but an explicit false shows them.
  const flags = mode === 'mobile' ? template.data?.config : undefined;
  const showMarquee = flags?.show_marquee !== false;
  const showJackpot = flags?.show_jackpot !== false;
  useDocumentTitle();
  return (
    <div className={`home-page home-page--${mode}`}>
      <h1 className="visually-hidden">{siteTitleFor(config, i18n.language)}</h1>
      <BannerCarousel mode={mode} />
      <div className="page-container home-page__body">
        {showMarquee ? <Marquee /> : null}
        {showJackpot ? <Jackpot /> : null}
        <GameTypeNav mode={mode} />
        <ProviderShowcase mode={mode} />
        <SiteAds />
      </div>
    </div>
  );
}
