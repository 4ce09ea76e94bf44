import type { Banner } from '@casino/contract/calls/site-calls.ts';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useCarouselPictures } from '../api/carousel-pictures.ts';
import { type BannerAction, bannerAction } from './banner-action.ts';
import './banner-carousel.css';

/** Time each banner stays before the next one slides in. */
export const BANNER_AUTO_ADVANCE_MS = 5_000;
const SWIPE_THRESHOLD_PX = 40;

/** The banner box of each template (banner-carousel.css): a picture's intrinsic size gives the browser its shape. */
const BANNER_SIZE: Record<LayoutMode, { width: number; height: number }> = {
  desktop: { width: 1920, height: 520 },
  mobile: { width: 750, height: 340 },
};

function BannerPicture({ banner, label, eager, mode }: { banner: Banner; label: string; eager: boolean; mode: LayoutMode }) {
  return (
    <FallbackImage
      className="banner-carousel__image"
      src={banner.url}
      alt={banner.title || label}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the page's largest paint: fetched first, in a box of the banner's shape (no shift).
      fetchPriority={eager ? 'high' : 'auto'}
      width={BANNER_SIZE[mode].width}
      height={BANNER_SIZE[mode].height}
      draggable={false}
      fallback={
        <span className="banner-carousel__fallback" role="img" aria-label={banner.title || label}>
          {banner.title}
        </span>
      }
    />
  );
}

function BannerTarget({ action, children }: { action: BannerAction; children: ReactNode }) {
  if (action.kind === 'internal') {
    return (
      <Link className="banner-carousel__link" to={action.to}>
        {children}
      </Link>
    );
  }
  if (action.kind === 'external') {
    return (
      <a
        className="banner-carousel__link"
        href={action.href}
        {...(action.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return <div className="banner-carousel__link banner-carousel__link--static">{children}</div>;
}

type CarouselProps = { banners: readonly Banner[]; mode: LayoutMode };

/** Auto-advancing banners with previous/next buttons and dots; pauses on hover, on focus and on request. */
export function Carousel({ banners, mode }: CarouselProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const siteCurrency = useSiteCurrency();
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [swipeStart, setSwipeStart] = useState<number | null>(null);
  const count = banners.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !stopped && !reducedMotion && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') setSwipeStart(event.clientX);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart === null) return;
    const dx = event.clientX - swipeStart;
    setSwipeStart(null);
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(current + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      className={`banner-carousel banner-carousel--${mode}`}
      data-testid="banner-carousel"
      aria-roledescription={t('banner.roledescription')}
      aria-label={t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="banner-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setSwipeStart(null)}
      >
        <div
          id={trackId}
          className="banner-carousel__track"
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {banners.map((banner, i) => {
            const active = i === current;
            const label = t('banner.slide_of', { index: i + 1, total: count });
            const action = bannerAction(banner, { demoMode: config.DEMO_MODE, siteCurrency });
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (WAI-ARIA carousel pattern)
              <div
                key={banner.id}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription={t('banner.slide')}
                aria-label={label}
                aria-hidden={!active}
                inert={!active}
                data-testid="banner-slide"
                data-active={active}
              >
                <BannerTarget action={action}>
                  <BannerPicture banner={banner} label={label} eager={i === 0} mode={mode} />
                </BannerTarget>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-controls={trackId}
            aria-label={t('banner.previous')}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon size="1.5rem" />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-controls={trackId}
            aria-label={t('banner.next')}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon size="1.5rem" />
          </button>
          <div className="banner-carousel__dots">
            <button
              type="button"
              className="banner-carousel__toggle"
              aria-label={stopped ? t('banner.play') : t('banner.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayIcon size="0.875rem" /> : <PauseIcon size="0.875rem" />}
            </button>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-controls={trackId}
                aria-label={t('banner.go_to', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The home banners of the current layout (use_type 0 on desktop, 2 on mobile). */
export function BannerCarousel({ mode }: { mode: LayoutMode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useCarouselPictures(mode);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className={`banner-carousel banner-carousel--${mode}`}>
        <Skeleton className="banner-carousel__skeleton" height="100%" radius="inherit" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <div className={`banner-carousel banner-carousel--${mode} banner-carousel--error`}>
        <ErrorMessage
          title={t('banner.load_failed')}
          message={errorText(query.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (query.data.length === 0) return null;
  return <Carousel banners={query.data} mode={mode} />;
}
