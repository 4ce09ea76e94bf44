import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCategoryRecord } from '../api/content-calls.ts';
import { useSave } from '../hooks/use-save.ts';
import { FormActions, ShownField } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';

/** A promotion category: its name per language. */
export function CategoryForm({
  siteId,
  category,
  onSaved,
  onCancel,
}: {
  siteId: number;
  category: PromotionCategoryRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { save, busy, error } = useSave('promotion_category', onSaved);
  const [name, setName] = useState<Texts>(() => (category?.name ?? {}) as Texts);
  const [active, setActive] = useState<0 | 1>(category?.active ?? 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      ...(category ? { id: category.id } : {}),
      site_id: siteId,
      name: filledTexts(name),
      sort: category?.sort ?? 0,
      active,
    });
  };

  return (
    <form className="card content-form" aria-label={t('content.category.form')} onSubmit={submit}>
      <h2>{category ? t('content.category.edit', { id: category.id }) : t('content.category.new')}</h2>
      <LanguageTabs isMissing={(language) => isBlank(name[language])}>
        {(language) => (
          <label>
            {t('content.category.name')}
            <input
              value={name[language] ?? ''}
              maxLength={100}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setName((all) => ({ ...all, [language]: text }));
              }}
            />
          </label>
        )}
      </LanguageTabs>
      <ShownField active={active} onChange={setActive} />
      <FormActions busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
