import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The editor and ProseMirror are a chunk of their own, fetched when a form with a rich text opens.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** A rich text of one language; a new language gets an editor of its own. */
export function RichTextField({
  label,
  language,
  value,
  onChange,
}: {
  label: string;
  language: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rich-text-field">
      <legend>{label}</legend>
      <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
        <RichTextEditor key={language} label={label} value={value} onChange={onChange} />
      </Suspense>
    </fieldset>
  );
}
