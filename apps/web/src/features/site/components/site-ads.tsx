import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { useModelSetting } from '../api/model-setting.ts';
import { ContentLink } from './content-link.tsx';
import './site-ads.css';

/** Ad entries of the site (/web/model_setting) as cards; nothing while loading, on failure or when there are none. */
export function SiteAds() {
  const { t } = useTranslation();
  const { data } = useModelSetting();
  const ads = data?.filter((entry) => entry.image !== '' || entry.title !== '') ?? [];
  if (ads.length === 0) return null;
  return (
    <section className="site-ads" aria-label={t('ads.label')}>
      <ul className="site-ads__list">
        {ads.map((ad) => (
          <li key={ad.id}>
            <ContentLink url={ad.url} className="site-ads__card">
              <FallbackImage
                className="site-ads__image"
                src={ad.image}
                alt=""
                loading="lazy"
                fallback={<span className="site-ads__image site-ads__image--empty" aria-hidden="true" />}
              />
              {ad.title || ad.content ? (
                <span className="site-ads__text">
                  {ad.title ? <span className="site-ads__title">{ad.title}</span> : null}
                  {ad.content ? <span className="site-ads__content">{ad.content}</span> : null}
                </span>
              ) : null}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
