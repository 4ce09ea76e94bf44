import { useTranslation } from 'react-i18next';

/** The end of an agents form: what the last save did, then its submit button (waiting while busy) and Close. */
export function FormFooter({
  done,
  busy,
  submitLabel,
  onClose,
}: {
  done: string | null;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.wait') : submitLabel}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('agents.close')}
        </button>
      </div>
    </>
  );
}
