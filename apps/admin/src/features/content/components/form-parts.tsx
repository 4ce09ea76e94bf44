import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';

/** A stored ISO time as a datetime-local field shows it (the operator's local time), '' for none. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as the ISO time the server takes, '' for none. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** When an item shows: an optional start and end, in the operator's local time. */
export function ScheduleFields({
  startsAt,
  endsAt,
  onChange,
}: {
  startsAt: string;
  endsAt: string;
  onChange: (change: { starts_at?: string; ends_at?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field-row">
      <label>
        {t('content.startsAt')}
        <input
          type="datetime-local"
          value={toLocalInput(startsAt)}
          onChange={(e) => onChange({ starts_at: fromLocalInput(e.currentTarget.value) })}
        />
      </label>
      <label>
        {t('content.endsAt')}
        <input
          type="datetime-local"
          value={toLocalInput(endsAt)}
          onChange={(e) => onChange({ ends_at: fromLocalInput(e.currentTarget.value) })}
        />
      </label>
    </div>
  );
}

/** Shown or hidden once saved. */
export function ShownField({ active, onChange }: { active: 0 | 1; onChange: (active: 0 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <label className="check">
      <input type="checkbox" checked={active === 1} onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)} />
      {t('content.shownOnSave')}
    </label>
  );
}

/** Save and cancel, with the refusal of the last save. */
export function FormActions({
  busy,
  error,
  onCancel,
  submitLabel,
}: {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <ErrorNote message={error} />}
      <p className="form-actions">
        <button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel ?? t('content.save')}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('content.cancel')}
        </button>
      </p>
    </>
  );
}
