import { INFO_PAGE, type PageKind } from '@casino/contract/calls/content-calls.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRecord } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, fromLocalInput, ShownField, toLocalInput } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';
import { PictureField } from './picture-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

const INFO_PAGES = Object.entries(INFO_PAGE) as [keyof typeof INFO_PAGE, number][];

/** The name of an information page's fixed id, or null for a news page. */
export const infoPageName = (id: number) => INFO_PAGES.find(([, pageId]) => pageId === id)?.[0] ?? null;

/** Title, summary and a rich-text body per language; information pages have fixed ids, news pages get the next one. */
export function PageForm({
  siteId,
  page,
  onSaved,
  onCancel,
}: {
  siteId: number;
  page: PageRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('page', onSaved);
  const [kind, setKind] = useState<PageKind>((page?.kind as PageKind | undefined) ?? 'news');
  const [infoId, setInfoId] = useState<number>(page?.kind === 'info' ? page.id : INFO_PAGE.about);
  const [title, setTitle] = useState<Texts>(() => (page?.title ?? {}) as Texts);
  const [summary, setSummary] = useState<Texts>(() => (page?.summary ?? {}) as Texts);
  const [body, setBody] = useState<Texts>(() => (page?.body ?? {}) as Texts);
  const [fields, setFields] = useState({
    cover_media_id: page?.cover_media_id ?? 0,
    published_at: page?.published_at ?? '',
    sort: page?.sort ?? 0,
    active: (page?.active ?? 1) as 0 | 1,
  });
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = kind === 'info' ? infoId : page?.id;
    void save({
      ...(id !== undefined ? { id } : {}),
      site_id: siteId,
      kind,
      title: filledTexts(title),
      summary: filledTexts(summary),
      body: filledTexts(body),
      ...fields,
    });
  };

  return (
    <form className="card content-form" aria-label={t('content.page.form')} onSubmit={submit}>
      <h2>{page ? t('content.page.edit', { id: page.id }) : t('content.page.new')}</h2>
      <div className="field-row">
        <label>
          {t('content.page.kind')}
          <select value={kind} disabled={!!page} onChange={(e) => setKind(e.currentTarget.value as PageKind)}>
            <option value="news">{t('content.page.news')}</option>
            <option value="info">{t('content.page.info')}</option>
          </select>
        </label>
        {kind === 'info' && (
          <label>
            {t('content.page.which')}
            <select value={infoId} disabled={!!page} onChange={(e) => setInfoId(Number(e.currentTarget.value))}>
              {INFO_PAGES.map(([name, id]) => (
                <option key={id} value={id}>
                  {t(`content.page.infoName.${name}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <LanguageTabs isMissing={(language) => isBlank(title[language]) || isBlank(body[language])}>
        {(language) => (
          <>
            <label>
              {t('content.page.title')}
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
              {t('content.page.summary')}
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
              label={t('content.page.body')}
              language={language}
              value={body[language] ?? ''}
              onChange={(html) => setBody((all) => ({ ...all, [language]: html }))}
            />
          </>
        )}
      </LanguageTabs>
      <PictureField
        label={t('content.page.cover')}
        mediaId={fields.cover_media_id}
        removable
        onChange={(cover_media_id) => change({ cover_media_id })}
      />
      <label>
        {t('content.page.publishedAt')}
        <input
          type="datetime-local"
          value={toLocalInput(fields.published_at)}
          onChange={(e) => change({ published_at: fromLocalInput(e.currentTarget.value) })}
        />
      </label>
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
