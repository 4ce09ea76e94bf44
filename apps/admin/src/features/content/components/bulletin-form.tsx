import { BULLETIN_AUDIENCES, type BulletinAudience } from '@casino/contract/calls/content-calls.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulletinRecord } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ScheduleFields, ShownField } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';
import { PictureField } from './picture-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

const LOCATIONS = [1, 2, 3] as const;
type Location = (typeof LOCATIONS)[number];

/** Toggles one value in a list, keeping the list's order of choices. */
function toggled<T>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...list, value] : list.filter((v) => v !== value);
  return order.filter((v) => next.includes(v));
}

/** A pop-up discount notice: title and HTML per language, or a picture; where, on which screens and to whom it shows. */
export function BulletinForm({
  siteId,
  bulletin,
  onSaved,
  onCancel,
}: {
  siteId: number;
  bulletin: BulletinRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('bulletin', onSaved);
  const [title, setTitle] = useState<Texts>(() => (bulletin?.title ?? {}) as Texts);
  const [content, setContent] = useState<Texts>(() => (bulletin?.content ?? {}) as Texts);
  const [fields, setFields] = useState({
    display_content: (bulletin?.display_content ?? 1) as 1 | 2,
    image_media_id: bulletin?.image_media_id ?? 0,
    link_url: bulletin?.link_url ?? '',
    display_device: (bulletin?.display_device ?? 0) as 0 | 1 | 2,
    display_locations: (bulletin?.display_locations ?? [1, 2]) as Location[],
    audiences: (bulletin?.audiences ?? [...BULLETIN_AUDIENCES]) as BulletinAudience[],
    starts_at: bulletin?.starts_at ?? '',
    ends_at: bulletin?.ends_at ?? '',
    sort: bulletin?.sort ?? 0,
    active: (bulletin?.active ?? 1) as 0 | 1,
  });
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));
  const isPicture = fields.display_content === 2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      ...(bulletin ? { id: bulletin.id } : {}),
      site_id: siteId,
      title: filledTexts(title),
      content: filledTexts(content),
      ...fields,
    });
  };

  return (
    <form className="card content-form" aria-label={t('content.bulletin.form')} onSubmit={submit}>
      <h2>{bulletin ? t('content.bulletin.edit', { id: bulletin.id }) : t('content.bulletin.new')}</h2>
      <label>
        {t('content.bulletin.kind')}
        <select
          value={fields.display_content}
          onChange={(e) => change({ display_content: Number(e.currentTarget.value) as 1 | 2 })}
        >
          <option value={1}>{t('content.bulletin.text')}</option>
          <option value={2}>{t('content.bulletin.picture')}</option>
        </select>
      </label>
      <LanguageTabs isMissing={(language) => isBlank(title[language]) || (!isPicture && isBlank(content[language]))}>
        {(language) => (
          <>
            <label>
              {t('content.bulletin.title')}
              <input
                value={title[language] ?? ''}
                maxLength={200}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTitle((all) => ({ ...all, [language]: text }));
                }}
              />
            </label>
            <RichTextField
              label={isPicture ? t('content.bulletin.caption') : t('content.bulletin.content')}
              language={language}
              value={content[language] ?? ''}
              onChange={(html) => setContent((all) => ({ ...all, [language]: html }))}
            />
          </>
        )}
      </LanguageTabs>
      {isPicture && (
        <PictureField
          label={t('content.bulletin.picture')}
          mediaId={fields.image_media_id}
          onChange={(image_media_id) => change({ image_media_id })}
        />
      )}
      <label>
        {t('content.link')}
        <input value={fields.link_url} maxLength={500} onChange={(e) => change({ link_url: e.currentTarget.value })} />
      </label>
      <label>
        {t('content.bulletin.device')}
        <select
          value={fields.display_device}
          onChange={(e) => change({ display_device: Number(e.currentTarget.value) as 0 | 1 | 2 })}
        >
          {[0, 1, 2].map((device) => (
            <option key={device} value={device}>
              {t(`content.bulletin.device${device}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="checks">
        <legend>{t('content.bulletin.locations')}</legend>
        {LOCATIONS.map((location) => (
          <label className="check" key={location}>
            <input
              type="checkbox"
              checked={fields.display_locations.includes(location)}
              onChange={(e) =>
                change({ display_locations: toggled(fields.display_locations, location, e.currentTarget.checked, LOCATIONS) })
              }
            />
            {t(`content.bulletin.location${location}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="checks">
        <legend>{t('content.bulletin.audiences')}</legend>
        {BULLETIN_AUDIENCES.map((audience) => (
          <label className="check" key={audience}>
            <input
              type="checkbox"
              checked={fields.audiences.includes(audience)}
              onChange={(e) =>
                change({ audiences: toggled(fields.audiences, audience, e.currentTarget.checked, BULLETIN_AUDIENCES) })
              }
            />
            {t(`content.bulletin.audience.${audience}`)}
          </label>
        ))}
      </fieldset>
      <ScheduleFields startsAt={fields.starts_at} endsAt={fields.ends_at} onChange={change} />
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
