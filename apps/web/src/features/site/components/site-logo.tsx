import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteTitleFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type LogoType, useWebLogo } from '../api/web-logo.ts';

/** The site's logo from /web/logo, linking home; the site title stands in when there is no logo. */
export function SiteLogo({ type, homeLabel }: { type: LogoType; homeLabel: string }) {
  const { i18n } = useTranslation();
  const SITE_NAME = siteTitleFor(useRuntimeConfig(), i18n.language);
  const { logo, isPending } = useWebLogo(type);
  const wordmark = <span className="site-logo__wordmark">{SITE_NAME}</span>;
  return (
    <Link to="/" className="site-logo" data-testid="site-logo" aria-label={`${SITE_NAME} – ${homeLabel}`}>
      {isPending ? (
        <Skeleton width="8rem" height="2rem" />
      ) : (
        <FallbackImage className="site-logo__image" src={logo?.url} alt={SITE_NAME} fallback={wordmark} />
      )}
    </Link>
  );
}
