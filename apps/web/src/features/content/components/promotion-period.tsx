import type { PromotionSummary } from '@casino/contract/calls/content-calls.ts';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { GiftIcon } from '../../../ui/icons.tsx';

/** "Until 31 Dec 2026", or "Ongoing" for a promotion without an end. */
export function PromotionPeriod({ promotion }: { promotion: Pick<PromotionSummary, 'ends_at'> }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  return (
    <p className="promotion-period">
      {promotion.ends_at ? t('content.promotion_until', { date: date(promotion.ends_at) }) : t('content.promotion_ongoing')}
    </p>
  );
}

/**
 * The promotion's cover picture. Without one (or when it fails to load) a card shows the site's gift artwork, and an
 * article or modal shows nothing.
 */
export function PromotionCover({
  cover,
  className,
  placeholder = true,
  first = false,
}: {
  cover: string;
  className?: string;
  placeholder?: boolean;
  /** The page's first cover: fetched at once, not when scrolled near. */
  first?: boolean;
}) {
  return (
    <FallbackImage
      src={cover}
      className={className}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      fallback={
        placeholder ? (
          <span className={[className, 'promotion-cover--fallback'].filter(Boolean).join(' ')} aria-hidden="true">
            <GiftIcon size="2.5rem" />
          </span>
        ) : null
      }
    />
  );
}
