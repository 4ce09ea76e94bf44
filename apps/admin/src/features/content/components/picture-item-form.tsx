import { LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogoRecord, RegisterBackgroundRecord, SaveInput } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ShownField } from './form-parts.tsx';
import { PictureField } from './picture-field.tsx';

type LogoType = SaveInput<'logo'>['type'];
export const LOGO_TYPES: readonly LogoType[] = ['header', 'mobile_header', 'footer', 'favicon'];

/** A logo of a place of the site, for one language or every language without its own (one per type and language). */
export function LogoForm({
  siteId,
  logo,
  onSaved,
  onCancel,
}: {
  siteId: number;
  logo: LogoRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('logo', onSaved);
  const [type, setType] = useState<LogoType>((logo?.type as LogoType | undefined) ?? 'header');
  const [language, setLanguage] = useState<string>(logo?.language_code ?? '');
  const [mediaId, setMediaId] = useState(logo?.media_id ?? 0);
  const [missingPicture, setMissingPicture] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingPicture(mediaId <= 0);
    if (mediaId <= 0) return;
    void save({
      ...(logo ? { id: logo.id } : {}),
      site_id: siteId,
      type,
      ...(language ? { language_code: language as LanguageCode } : {}),
      media_id: mediaId,
    });
  };

  return (
    <form className="card content-form" aria-label={t('content.logo.form')} onSubmit={submit}>
      <h2>{logo ? t('content.logo.edit', { id: logo.id }) : t('content.logo.new')}</h2>
      <div className="field-row">
        <label>
          {t('content.logo.type')}
          <select value={type} onChange={(e) => setType(e.currentTarget.value as LogoType)}>
            {LOGO_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`content.logo.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('content.logo.language')}
          <select value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
            <option value="">{t('content.logo.everyLanguage')}</option>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PictureField label={t('content.logo.picture')} mediaId={mediaId} onChange={setMediaId} />
      {missingPicture && <p className="error-note">{t('content.needPicture')}</p>}
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}

/** The register page's background picture, for one template or every template without its own. */
export function RegisterBackgroundForm({
  siteId,
  background,
  onSaved,
  onCancel,
}: {
  siteId: number;
  background: RegisterBackgroundRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('register_background', onSaved);
  const [template, setTemplate] = useState(background?.template ?? '');
  const [mediaId, setMediaId] = useState(background?.image_media_id ?? 0);
  const [active, setActive] = useState<0 | 1>(background?.active ?? 1);
  const [missingPicture, setMissingPicture] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingPicture(mediaId <= 0);
    if (mediaId <= 0) return;
    void save({ ...(background ? { id: background.id } : {}), site_id: siteId, template, image_media_id: mediaId, active });
  };

  return (
    <form className="card content-form" aria-label={t('content.background.form')} onSubmit={submit}>
      <h2>{background ? t('content.background.edit', { id: background.id }) : t('content.background.new')}</h2>
      <label>
        {t('content.background.template')}
        <input value={template} maxLength={64} onChange={(e) => setTemplate(e.currentTarget.value)} />
      </label>
      <PictureField label={t('content.background.picture')} mediaId={mediaId} onChange={setMediaId} />
      {missingPicture && <p className="error-note">{t('content.needPicture')}</p>}
      <ShownField active={active} onChange={setActive} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
