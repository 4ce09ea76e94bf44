import { FALLBACK_LANGUAGE, type LanguageCode } from '@casino/contract/languages.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerRecord, SaveInput } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ScheduleFields, ShownField } from './form-parts.tsx';
import { isBlank, LanguageTabs } from './language-tabs.tsx';
import { PictureField } from './picture-field.tsx';

type Variant = { title: string; media: number };
type BannerInput = SaveInput<'banner'>;

/** The banner's own title and picture are the English ones; other languages with their own become its variants. */
function variantsOf(banner: BannerRecord | null): Partial<Record<LanguageCode, Variant>> {
  if (!banner) return {};
  const variants: Partial<Record<LanguageCode, Variant>> = {
    [FALLBACK_LANGUAGE]: { title: banner.title, media: banner.image_media_id },
  };
  for (const v of banner.variants) variants[v.language_code as LanguageCode] = { title: v.title, media: v.image_media_id };
  return variants;
}

/** A new banner or an existing one: a title and picture per language, where it leads, which screen, when it shows. */
export function BannerForm({
  siteId,
  banner,
  onSaved,
  onCancel,
}: {
  siteId: number;
  banner: BannerRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('banner', onSaved);
  const [variants, setVariants] = useState(() => variantsOf(banner));
  const [fields, setFields] = useState({
    use_type: (banner?.use_type ?? 0) as 0 | 1 | 2,
    link_type: (banner?.link_type ?? 1) as 0 | 1 | 2,
    link_url: banner?.link_url ?? '',
    link_method: (banner?.link_method ?? 0) as 0 | 1,
    starts_at: banner?.starts_at ?? '',
    ends_at: banner?.ends_at ?? '',
    sort: banner?.sort ?? 0,
    active: (banner?.active ?? 1) as 0 | 1,
  });
  const [missingPicture, setMissingPicture] = useState(false);
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));
  const setVariant = (language: LanguageCode, next: Partial<Variant>) =>
    setVariants((all) => ({ ...all, [language]: { title: '', media: 0, ...all[language], ...next } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own = variants[FALLBACK_LANGUAGE];
    if (!own || own.media <= 0) {
      setMissingPicture(true);
      return;
    }
    setMissingPicture(false);
    const input: BannerInput = {
      site_id: siteId,
      title: own.title.trim(),
      image_media_id: own.media,
      ...fields,
      variants: (Object.entries(variants) as [LanguageCode, Variant][])
        .filter(([language, v]) => language !== FALLBACK_LANGUAGE && (!isBlank(v.title) || v.media > 0))
        // A language given only a title shows it over the English picture.
        .map(([language, v]) => ({ language_code: language, title: v.title.trim(), image_media_id: v.media || own.media })),
    };
    if (banner) input.id = banner.id;
    // A game banner keeps the game it opens; this form does not choose games.
    if (banner?.link_type === 2 && banner.game_link_parameter) {
      const game = banner.game_link_parameter as NonNullable<BannerInput['game_link_parameter']> & { customized: unknown };
      input.game_link_parameter = { ...game, customized: game.customized ? 1 : 0 };
    }
    void save(input);
  };

  return (
    <form className="card content-form" aria-label={t('content.banner.form')} onSubmit={submit}>
      <h2>{banner ? t('content.banner.edit', { id: banner.id }) : t('content.banner.new')}</h2>
      <LanguageTabs
        isMissing={(language) => {
          const v = variants[language];
          return !v || isBlank(v.title);
        }}
      >
        {(language) => (
          <>
            <label>
              {t('content.banner.title')}
              <input
                value={variants[language]?.title ?? ''}
                maxLength={200}
                onChange={(e) => setVariant(language, { title: e.currentTarget.value })}
              />
            </label>
            <PictureField
              label={language === FALLBACK_LANGUAGE ? t('content.banner.picture') : t('content.banner.languagePicture')}
              mediaId={variants[language]?.media ?? 0}
              removable={language !== FALLBACK_LANGUAGE}
              onChange={(media) => setVariant(language, { media })}
            />
          </>
        )}
      </LanguageTabs>
      {missingPicture && <p className="error-note">{t('content.banner.needPicture')}</p>}
      <div className="field-row">
        <label>
          {t('content.banner.screen')}
          <select value={fields.use_type} onChange={(e) => change({ use_type: Number(e.currentTarget.value) as 0 | 1 | 2 })}>
            <option value={0}>{t('content.banner.screen0')}</option>
            <option value={1}>{t('content.banner.screen1')}</option>
            <option value={2}>{t('content.banner.screen2')}</option>
          </select>
        </label>
        <label>
          {t('content.banner.linkType')}
          <select value={fields.link_type} onChange={(e) => change({ link_type: Number(e.currentTarget.value) as 0 | 1 | 2 })}>
            <option value={0}>{t('content.banner.external')}</option>
            <option value={1}>{t('content.banner.internal')}</option>
            {banner?.link_type === 2 && <option value={2}>{t('content.banner.game')}</option>}
          </select>
        </label>
        <label>
          {t('content.link')}
          <input value={fields.link_url} maxLength={500} onChange={(e) => change({ link_url: e.currentTarget.value })} />
        </label>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={fields.link_method === 1}
          onChange={(e) => change({ link_method: e.currentTarget.checked ? 1 : 0 })}
        />
        {t('content.banner.newWindow')}
      </label>
      <ScheduleFields startsAt={fields.starts_at} endsAt={fields.ends_at} onChange={change} />
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
