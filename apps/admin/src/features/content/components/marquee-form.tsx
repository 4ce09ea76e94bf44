import type { LanguageCode } from '@casino/contract/languages.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarqueeRecord } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ShownField } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';

/** A marquee announcement: plain text per language, and whether visitors, members or both see it. */
export function MarqueeForm({
  siteId,
  marquee,
  onSaved,
  onCancel,
}: {
  siteId: number;
  marquee: MarqueeRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('marquee', onSaved);
  const [content, setContent] = useState<Texts>(() => (marquee?.content ?? {}) as Texts);
  const [fields, setFields] = useState({
    display_before_login: (marquee?.display_before_login ?? 1) as 0 | 1,
    display_after_login: (marquee?.display_after_login ?? 1) as 0 | 1,
    sort: marquee?.sort ?? 0,
    active: (marquee?.active ?? 1) as 0 | 1,
  });
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ ...(marquee ? { id: marquee.id } : {}), site_id: siteId, content: filledTexts(content), ...fields });
  };

  return (
    <form className="card content-form" aria-label={t('content.marquee.form')} onSubmit={submit}>
      <h2>{marquee ? t('content.marquee.edit', { id: marquee.id }) : t('content.marquee.new')}</h2>
      <LanguageTabs isMissing={(language) => isBlank(content[language])}>
        {(language: LanguageCode) => (
          <label>
            {t('content.marquee.text')}
            <textarea
              rows={3}
              maxLength={2000}
              value={content[language] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setContent((all) => ({ ...all, [language]: text }));
              }}
            />
          </label>
        )}
      </LanguageTabs>
      <label className="check">
        <input
          type="checkbox"
          checked={fields.display_before_login === 1}
          onChange={(e) => change({ display_before_login: e.currentTarget.checked ? 1 : 0 })}
        />
        {t('content.marquee.visitors')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={fields.display_after_login === 1}
          onChange={(e) => change({ display_after_login: e.currentTarget.checked ? 1 : 0 })}
        />
        {t('content.marquee.members')}
      </label>
      <ShownField active={fields.active} onChange={(active) => change({ active })} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
