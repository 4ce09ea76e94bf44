import { useTranslation } from 'react-i18next';
import { useLoginRequired } from '../../features/auth/hooks/use-login-required.ts';
import { DemoGamesSection } from '../../features/games/components/demo-games-section.tsx';
import { GameTypeNav } from '../../features/games/components/game-type-nav.tsx';
import { HomeGameSections } from '../../features/games/components/home-game-sections.tsx';
import { ProviderShowcase } from '../../features/games/components/provider-showcase.tsx';
import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { Jackpot } from '../../features/home/components/jackpot.tsx';
import { Marquee } from '../../features/home/components/marquee.tsx';
import { usePlayGame } from '../../features/play/hooks/use-play-game.ts';
import { useTemplateConfig } from '../../features/site/api/template-config.ts';
import { SiteAds } from '../../features/site/components/site-ads.tsx';
import { SportsIframe } from '../../features/sports-iframe/components/sports-iframe.tsx';
import { WalletPanel } from '../../features/wallet/components/wallet-panel.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { siteTitleFor, useRuntimeConfig } from '../../lib/runtime-config.ts';
import { useSession } from '../../lib/session.ts';
import { AfterFirstPaint, AfterNextPaint } from '../../ui/after-first-paint.tsx';
import { useGameActions } from '../game-actions.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import './home-page.css';

/**
 * Home: banners, a member's wallet, announcements, jackpot, game types, the member's favourite and last-played games,
 * hot and new slots, the sports quick-bet frame, the providers of each type, demo games, and the site's ads.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const mode = useCurrentLayoutMode();
  const template = useTemplateConfig(mode === 'mobile');
  const session = useSession();
  const { requireLogin } = useLoginRequired();
  const { onPlay, onDemo, demoBusy } = useGameActions();
  const { play } = usePlayGame();
  // The mobile template may switch the jackpot or the marquee off; anything but an explicit false shows them.
  const flags = mode === 'mobile' ? template.data?.config : undefined;
  const showMarquee = flags?.show_marquee !== false;
  const showJackpot = flags?.show_jackpot !== false;
  useDocumentTitle();
  const body = (
    <div className="page-container home-page__body">
      {session ? <WalletPanel /> : null}
      {showMarquee ? <Marquee audience={session ? 'member' : 'visitor'} /> : null}
      {showJackpot ? <Jackpot /> : null}
      <GameTypeNav mode={mode} />
      <HomeGameSections mode={mode} onPlay={onPlay} onDemo={onDemo} demoBusy={demoBusy} requireMember={requireLogin} />
      {/* Below the fold on a phone and a desktop: drawn once the first paint is done, one part at a time. */}
      {/* The sports quick-bet frame (SPEC section 4, "Sports iframe"); a tapped event opens the sportsbook on it. */}
      <AfterFirstPaint reservedHeight="15rem">
        <SportsIframe mode={mode} onPlay={play} />
      </AfterFirstPaint>
      <AfterFirstPaint reservedHeight={mode === 'mobile' ? '22rem' : '16rem'}>
        <ProviderShowcase mode={mode} />
      </AfterFirstPaint>
      <AfterFirstPaint reservedHeight={mode === 'mobile' ? '12rem' : '10rem'}>
        <DemoGamesSection mode={mode} onDemo={onDemo} busy={demoBusy} />
      </AfterFirstPaint>
      <AfterFirstPaint reservedHeight="6rem">
        <SiteAds />
      </AfterFirstPaint>
    </div>
  );
  return (
    <div className={`home-page home-page--${mode}`}>
      <h1 className="visually-hidden">{siteTitleFor(config, i18n.language)}</h1>
      <BannerCarousel mode={mode} />
      {/* On a phone the body under the first banner renders in the task after the header and the banner are painted:
          one long first render and layout become two shorter ones. Its parts below the fold wait longer. */}
      {mode === 'mobile' ? <AfterNextPaint>{body}</AfterNextPaint> : body}
    </div>
  );
}
