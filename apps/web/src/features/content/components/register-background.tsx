import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { templateFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { useRegisterBackground } from '../api/register-background.ts';
import './register-background.css';

/** The site's own register background, used when the operator set none or theirs fails to load. */
export const DEFAULT_REGISTER_BACKGROUND = '/images/register-background.svg';

/**
 * The register page's background picture of the template (/arks/web/model/register-background/detail), decorative
 * only; the site's default picture stands in while it loads, when there is none and when it fails.
 */
export function RegisterBackground() {
  const config = useRuntimeConfig();
  const template = templateFor(config, useLayoutMode());
  const photo = useRegisterBackground(template);
  const fallback = <img className="register-background__image" src={DEFAULT_REGISTER_BACKGROUND} alt="" />;
  return (
    <div className="register-background" aria-hidden="true" data-testid="register-background">
      <FallbackImage
        className="register-background__image"
        src={photo.data || DEFAULT_REGISTER_BACKGROUND}
        alt=""
        fallback={fallback}
      />
    </div>
  );
}
