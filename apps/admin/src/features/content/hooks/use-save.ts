import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type EditedKind, type SaveInput, saveItem } from '../api/content-calls.ts';

/** The message of a refused desk call, with what the server named (the fields refused, the accounts not found). */
export function useRefusalText() {
  const { t } = useTranslation();
  const detail = useRefusalDetail();
  return useCallback(
    (error: unknown) => {
      const named = detail(error);
      const text = messageOf(error, t);
      return named ? `${text} ${named}` : text;
    },
    [t, detail],
  );
}

function messageOf(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof AdminCallError)) return t('content.error.failed');
  if (error.status === 400) return t('content.error.invalid');
  if (error.status === 403) return t('content.error.forbidden');
  if (error.code === 101) return t('content.error.notFound');
  if (error.code === 103) return t('content.error.badReference');
  return t('content.error.failed');
}

/** Saves an item of a kind; `done` runs once the server has stored it. */
export function useSave<K extends EditedKind>(kind: K, done: () => void) {
  const { call } = useAdminSession();
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (input: SaveInput<K>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await saveItem(call, kind, input);
      done();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  return { save, busy, error };
}
