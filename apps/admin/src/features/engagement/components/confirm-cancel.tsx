import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';

/** Asks before a cancellation, which the server cannot undo; a refusal stays in the dialog. */
export function ConfirmCancel({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onKeep,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <form
      className="card"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onSubmit={submit}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {error && <ErrorNote message={t(error)} />}
      <div className="actions">
        {/* biome-ignore lint/a11y/noAutofocus: the confirmation opens on the operator's click and asks for this first */}
        <button type="submit" className="danger" disabled={busy} autoFocus>
          {confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onKeep}>
          {t('engagement.keep')}
        </button>
      </div>
    </form>
  );
}
