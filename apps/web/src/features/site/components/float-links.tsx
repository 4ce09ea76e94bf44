import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { useFloat } from '../api/float.ts';
import { ContentLink } from './content-link.tsx';
import './float-links.css';

/** Floating side links of the desktop template (/arks/web/float); nothing when the site has none. */
export function FloatLinks() {
  const { t } = useTranslation();
  const { data } = useFloat();
  const entries = data?.filter((entry) => entry.url !== '') ?? [];
  if (entries.length === 0) return null;
  return (
    <nav className="float-links" aria-label={t('float.label')}>
      <ul>
        {[...entries]
          .sort((a, b) => a.sort - b.sort)
          .map((entry) => (
            <li key={entry.id}>
              <ContentLink url={entry.url} className="float-links__item" label={entry.title || undefined}>
                <FallbackImage src={entry.image} alt="" fallback={<span className="float-links__text">{entry.title}</span>} />
              </ContentLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
