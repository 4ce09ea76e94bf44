import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import './content.css';
import { BannerForm } from './banner-form.tsx';
import { BulletinForm } from './bulletin-form.tsx';
import { CategoryForm } from './category-form.tsx';
import { ContentSection } from './content-section.tsx';
import { LettersSection } from './letters-section.tsx';
import { MarqueeForm } from './marquee-form.tsx';
import { infoPageName, PageForm } from './page-form.tsx';
import { mediaUrl } from './picture-field.tsx';
import { LogoForm, RegisterBackgroundForm } from './picture-item-form.tsx';
import { PromotionForm } from './promotion-form.tsx';
import { SiteLinkForm } from './site-link-form.tsx';

/**
 * Roles that see the content pages and roles that change content, as the server's content rights have them; letters
 * are sent by the roles with letters.send (admin and support), which the letters section itself allows.
 */

const SECTIONS = [
  'banners',
  'marquee',
  'bulletins',
  'pages',
  'promotions',
  'categories',
  'links',
  'logos',
  'backgrounds',
  'letters',
] as const;

/** A localised text in the back office's language, else English, else any; with how many languages it has. */
function useTextOf() {
  const { i18n } = useTranslation();
  return (texts: Record<string, string>) => {
    const text = texts[i18n.language] || texts.en_US || Object.values(texts).find(Boolean) || '';
    const filled = Object.values(texts).filter((value) => value.trim() !== '').length;
    return (
      <>
        {text}
        <span className="badge">
          {filled}/{LANGUAGE_CODES.length}
        </span>
      </>
    );
  };
}

/** The content desk: a site's banners, marquee, notices, pages and promotions, one section per kind. */
export function ContentPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const canManage = !!signIn && can(signIn.role, 'content.manage');
  const textOf = useTextOf();
  const when = (starts: string, ends: string) =>
    starts || ends ? `${starts.slice(0, 16).replace('T', ' ')} – ${ends.slice(0, 16).replace('T', ' ')}` : t('content.always');

  if (signIn && !can(signIn.role, 'content.read')) return <Navigate to="/audit" replace />;
  return (
    <section className="page" aria-labelledby="content-title">
      <h1 id="content-title">{t('content.title')}</h1>
      <div className="content-bar">
        <nav aria-label={t('content.sections')} className="sub-nav">
          {SECTIONS.map((section) => (
            <NavLink key={section} to={`/content/${section}`}>
              {t(`content.section.${section}`)}
            </NavLink>
          ))}
        </nav>
        <label className="site-field">
          {t('content.site')}
          <input
            type="number"
            min={1}
            value={siteId}
            onChange={(e) => setSiteId(Math.max(1, Number(e.currentTarget.value) || 1))}
          />
        </label>
      </div>
      <Routes>
        <Route
          path="banners"
          element={
            <ContentSection
              key={`banner-${siteId}`}
              kind="banner"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.banner.picture'), t('content.banner.title'), t('content.banner.screen'), t('content.when')]}
              cells={(banner) => [
                banner.image_media_id > 0 ? (
                  <img key="picture" className="thumb" src={mediaUrl(banner.image_media_id)} alt="" />
                ) : (
                  ''
                ),
                <Fragment key="title">
                  {banner.title}
                  <span className="badge">+{banner.variants.length}</span>
                </Fragment>,
                t(`content.banner.screen${banner.use_type}`),
                when(banner.starts_at, banner.ends_at),
              ]}
              renderForm={(banner, done, cancel) => (
                <BannerForm siteId={siteId} banner={banner} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route
          path="marquee"
          element={
            <ContentSection
              key={`marquee-${siteId}`}
              kind="marquee"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.marquee.text'), t('content.marquee.audience')]}
              cells={(marquee) => [
                textOf(marquee.content),
                [
                  marquee.display_before_login === 1 ? t('content.marquee.visitors') : '',
                  marquee.display_after_login === 1 ? t('content.marquee.members') : '',
                ]
                  .filter(Boolean)
                  .join(', '),
              ]}
              renderForm={(marquee, done, cancel) => (
                <MarqueeForm siteId={siteId} marquee={marquee} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route
          path="bulletins"
          element={
            <ContentSection
              key={`bulletin-${siteId}`}
              kind="bulletin"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.bulletin.title'), t('content.bulletin.locations'), t('content.when')]}
              cells={(bulletin) => [
                textOf(bulletin.title),
                bulletin.display_locations.map((l) => t(`content.bulletin.location${l}`)).join(', '),
                when(bulletin.starts_at, bulletin.ends_at),
              ]}
              renderForm={(bulletin, done, cancel) => (
                <BulletinForm siteId={siteId} bulletin={bulletin} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route
          path="pages"
          element={
            <ContentSection
              key={`page-${siteId}`}
              kind="page"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.page.title'), t('content.page.kind'), t('content.page.publishedAt')]}
              cells={(page) => {
                const info = page.kind === 'info' ? infoPageName(page.id) : null;
                return [
                  textOf(page.title),
                  info ? `${t('content.page.info')}: ${t(`content.page.infoName.${info}`)}` : t('content.page.news'),
                  page.published_at.slice(0, 16).replace('T', ' '),
                ];
              }}
              renderForm={(page, done, cancel) => <PageForm siteId={siteId} page={page} onSaved={done} onCancel={cancel} />}
            />
          }
        />
        <Route
          path="promotions"
          element={
            <ContentSection
              key={`promotion-${siteId}`}
              kind="promotion"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.promotion.cover'), t('content.promotion.title'), t('content.when')]}
              cells={(promotion) => [
                promotion.cover_media_id > 0 ? (
                  <img key="cover" className="thumb" src={mediaUrl(promotion.cover_media_id)} alt="" />
                ) : (
                  ''
                ),
                textOf(promotion.title),
                when(promotion.starts_at, promotion.ends_at),
              ]}
              renderForm={(promotion, done, cancel) => (
                <PromotionForm siteId={siteId} promotion={promotion} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route
          path="categories"
          element={
            <ContentSection
              key={`category-${siteId}`}
              kind="promotion_category"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.category.name')]}
              cells={(category) => [textOf(category.name)]}
              renderForm={(category, done, cancel) => (
                <CategoryForm siteId={siteId} category={category} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route
          path="links"
          element={
            <ContentSection
              key={`site-link-${siteId}`}
              kind="site_link"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.siteLink.title'), t('content.siteLink.placement'), t('content.link')]}
              cells={(link) => [textOf(link.title), t(`content.siteLink.${link.placement}`), link.url]}
              renderForm={(link, done, cancel) => <SiteLinkForm siteId={siteId} link={link} onSaved={done} onCancel={cancel} />}
            />
          }
        />
        <Route
          path="logos"
          element={
            <ContentSection
              key={`logo-${siteId}`}
              kind="logo"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.logo.picture'), t('content.logo.type'), t('content.logo.language')]}
              cells={(logo) => [
                <img key="picture" className="thumb" src={mediaUrl(logo.media_id)} alt="" />,
                t(`content.logo.${logo.type}`),
                logo.language_code ?? t('content.logo.everyLanguage'),
              ]}
              renderForm={(logo, done, cancel) => <LogoForm siteId={siteId} logo={logo} onSaved={done} onCancel={cancel} />}
            />
          }
        />
        <Route
          path="backgrounds"
          element={
            <ContentSection
              key={`background-${siteId}`}
              kind="register_background"
              siteId={siteId}
              canManage={canManage}
              headers={[t('content.background.picture'), t('content.background.template')]}
              cells={(background) => [
                <img key="picture" className="thumb" src={mediaUrl(background.image_media_id)} alt="" />,
                background.template || t('content.background.everyTemplate'),
              ]}
              renderForm={(background, done, cancel) => (
                <RegisterBackgroundForm siteId={siteId} background={background} onSaved={done} onCancel={cancel} />
              )}
            />
          }
        />
        <Route path="letters" element={<LettersSection key={`letters-${siteId}`} siteId={siteId} />} />
        <Route path="*" element={<Navigate to="banners" replace />} />
      </Routes>
    </section>
  );
}
