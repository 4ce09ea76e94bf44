import type { ContentEntry } from '@casino/contract/calls/site-calls.ts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { siteTitleFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { HeadsetIcon } from '../../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useFooter } from '../api/footer.ts';
import { useModelSponsor } from '../api/model-sponsor.ts';
import { useSiteDetail } from '../api/site-detail.ts';
import { ContentLink } from './content-link.tsx';
import './site-footer.css';

function FooterLinks({ entries }: { entries: ContentEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="site-footer__links" aria-label={t('footer.links_label')}>
      <ul>
        {[...entries]
          .sort((a, b) => a.sort - b.sort)
          .map((entry) => (
            <li key={entry.id}>
              <ContentLink url={entry.url} className="site-footer__link">
                {entry.title}
              </ContentLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function Sponsors() {
  const { t } = useTranslation();
  const { data } = useModelSponsor();
  const sponsors = data?.filter((entry) => entry.image !== '' || entry.title !== '') ?? [];
  if (sponsors.length === 0) return null;
  return (
    <section className="site-footer__sponsors" aria-label={t('footer.sponsors_label')}>
      <ul>
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <ContentLink url={sponsor.url} className="site-footer__sponsor" label={sponsor.title || undefined}>
              <FallbackImage
                src={sponsor.image}
                alt={sponsor.title}
                loading="lazy"
                fallback={<span className="site-footer__sponsor-name">{sponsor.title}</span>}
              />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Footer links of the site (/arks/web/footer), sponsors on desktop, the responsible-gaming note and copyright. */
export function SiteFooter({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const links = useFooter();
  const detail = useSiteDetail();
  const errorText = useErrorText();
  const serviceLink = detail.data?.customer_service_link ?? '';
  const year = new Date().getFullYear();

  return (
    <footer className={`site-footer site-footer--${variant}`} data-testid="site-footer">
      <div className="site-footer__inner">
        {links.isPending ? (
          <LoadingRegion label={t('common.loading')} className="site-footer__placeholder">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} width="6rem" height="0.875rem" />
            ))}
          </LoadingRegion>
        ) : links.isError ? (
          <ErrorMessage
            compact
            title={t('footer.load_failed')}
            message={errorText(links.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void links.refetch()}
          />
        ) : (
          <FooterLinks entries={links.data} />
        )}
        {variant === 'desktop' ? <Sponsors /> : null}
        <div className="site-footer__notes">
          <p className="site-footer__responsible">
            <span className="site-footer__age" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible_gaming')}
          </p>
          {serviceLink ? (
            <p>
              <ContentLink url={serviceLink} className="site-footer__service">
                <HeadsetIcon />
                {t('footer.customer_service')}
              </ContentLink>
            </p>
          ) : null}
          <p className="site-footer__copyright">{t('footer.copyright', { year, site: siteTitleFor(config, i18n.language) })}</p>
        </div>
      </div>
    </footer>
  );
}
