import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCategoryRecord, PromotionRecord, SaveInput } from '../api/content-calls.ts';
import { useContentList } from '../hooks/use-content-list.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ScheduleFields, ShownField } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';
import { PictureField } from './picture-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

type PromotionInput = SaveInput<'promotion'>;

/** A category's name in the back office's language, else English, else any. */
export function categoryName(category: PromotionCategoryRecord, language: string): string {
  return category.name[language] || category.name.en_US || Object.values(category.name)[0] || `#${category.id}`;
}

/** A promotion of the /discount pages: title, summary and rich-text body per language, its category, cover and dates. */
export function PromotionForm({
  siteId,
  promotion,
  onSaved,
  onCancel,
}: {
  siteId: number;
  promotion: PromotionRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { save, busy, error } = useSave('promotion', onSaved);
  const categories = useContentList('promotion_category', siteId).items ?? [];
  const [title, setTitle] = useState<Texts>(() => (promotion?.title ?? {}) as Texts);
  const [summary, setSummary] = useState<Texts>(() => (promotion?.summary ?? {}) as Texts);
  const [body, setBody] = useState<Texts>(() => (promotion?.body ?? {}) as Texts);
  const [fields, setFields] = useState({
    category_id: promotion?.category_id ?? 0,
    cover_media_id: promotion?.cover_media_id ?? 0,
    starts_at: promotion?.starts_at ?? '',
    ends_at: promotion?.ends_at ?? '',
    sort: promotion?.sort ?? 0,
    active: (promotion?.active ?? 1) as 0 | 1,
  });
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      ...(promotion ? { id: promotion.id } : {}),
      site_id: siteId,
      title: filledTexts(title),
      summary: filledTexts(summary),
      body: filledTexts(body),
      // Currency and language limits are kept as they are; this form does not change them.
      currencies: (promotion?.currencies ?? []) as PromotionInput['currencies'],
      languages: (promotion?.languages ?? []) as PromotionInput['languages'],
      ...fields,
    });
  };

  return (
    <form className="card content-form" aria-label={t('content.promotion.form')} onSubmit={submit}>
      <h2>{promotion ? t('content.promotion.edit', { id: promotion.id }) : t('content.promotion.new')}</h2>
      <label>
        {t('content.promotion.category')}
        <select value={fields.category_id} onChange={(e) => change({ category_id: Number(e.currentTarget.value) })}>
          <option value={0}>{t('content.promotion.noCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryName(category, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      <LanguageTabs isMissing={(language) => isBlank(title[language]) || isBlank(body[language])}>
        {(language) => (
          <>
            <label>
              {t('content.promotion.title')}
              <input
                value={title[language] ?? ''}
                maxLength={200}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTitle((all) => ({ ...all, [language]: text }));
                }}
              />
            </label>
            <label>
              {t('content.promotion.summary')}
              <textarea
                rows={2}
                maxLength={1000}
                value={summary[language] ?? ''}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setSummary((all) => ({ ...all, [language]: text }));
                }}
              />
            </label>
            <RichTextField
              label={t('content.promotion.body')}
              language={language}
              value={body[language] ?? ''}
              onChange={(html) => setBody((all) => ({ ...all, [language]: html }))}
            />
          </>
        )}
      </LanguageTabs>
      <PictureField
        label={t('content.promotion.cover')}
        mediaId={fields.cover_media_id}
        removable
        onChange={(cover_media_id) => change({ cover_media_id })}
      />
      <ScheduleFields startsAt={fields.starts_at} endsAt={fields.ends_at} onChange={change} />
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
