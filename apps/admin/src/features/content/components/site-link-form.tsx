import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveInput, SiteLinkRecord } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ShownField } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';
import { PictureField } from './picture-field.tsx';

type Placement = SaveInput<'site_link'>['placement'];
export const PLACEMENTS: readonly Placement[] = ['footer', 'mobile_footer', 'float'];

/** A footer, mobile footer or floating link: its title per language, address, icon and (mobile footer) template. */
export function SiteLinkForm({
  siteId,
  link,
  onSaved,
  onCancel,
}: {
  siteId: number;
  link: SiteLinkRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('site_link', onSaved);
  const [title, setTitle] = useState<Texts>(() => (link?.title ?? {}) as Texts);
  const [fields, setFields] = useState({
    placement: (link?.placement ?? 'footer') as Placement,
    template: link?.template ?? '',
    url: link?.url ?? '',
    icon_media_id: link?.icon_media_id ?? 0,
    sort: link?.sort ?? 0,
    active: (link?.active ?? 1) as 0 | 1,
  });
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ ...(link ? { id: link.id } : {}), site_id: siteId, title: filledTexts(title), ...fields });
  };

  return (
    <form className="card content-form" aria-label={t('content.siteLink.form')} onSubmit={submit}>
      <h2>{link ? t('content.siteLink.edit', { id: link.id }) : t('content.siteLink.new')}</h2>
      <div className="field-row">
        <label>
          {t('content.siteLink.placement')}
          <select value={fields.placement} onChange={(e) => change({ placement: e.currentTarget.value as Placement })}>
            {PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {t(`content.siteLink.${placement}`)}
              </option>
            ))}
          </select>
        </label>
        {fields.placement === 'mobile_footer' && (
          <label>
            {t('content.template')}
            <input value={fields.template} maxLength={64} onChange={(e) => change({ template: e.currentTarget.value })} />
          </label>
        )}
      </div>
      <LanguageTabs isMissing={(language) => isBlank(title[language])}>
        {(language) => (
          <label>
            {t('content.siteLink.title')}
            <input
              value={title[language] ?? ''}
              maxLength={200}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setTitle((all) => ({ ...all, [language]: text }));
              }}
            />
          </label>
        )}
      </LanguageTabs>
      <label>
        {t('content.link')}
        <input value={fields.url} maxLength={500} required onChange={(e) => change({ url: e.currentTarget.value })} />
      </label>
      <PictureField
        label={t('content.siteLink.icon')}
        mediaId={fields.icon_media_id}
        removable
        onChange={(icon_media_id) => change({ icon_media_id })}
      />
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
