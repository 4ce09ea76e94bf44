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

/** The promotion's cover picture, or the site's gift artwork when it has none or it fails to load. */
export function PromotionCover({ cover, className }: { cover: string; className?: string }) {
  return (
    <FallbackImage
      src={cover}
      className={className}
      loading="lazy"
      fallback={
        <span className={[className, 'promotion-cover--fallback'].filter(Boolean).join(' ')} aria-hidden="true">
          <GiftIcon size="2.5rem" />
        </span>
      }
    />
  );
}
