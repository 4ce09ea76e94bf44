import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from './admin-api.ts';

const namesIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The fields a 400 refused (`data.fields` keys: "title.en_US", "rewards.2") and the accounts a refusal did not find. */
export function refusalParts(failure: unknown): { fields: string[]; accounts: string[] } {
  if (!(failure instanceof AdminCallError) || typeof failure.data !== 'object' || failure.data === null) {
    return { fields: [], accounts: [] };
  }
  const data = failure.data as { fields?: unknown; missing?: unknown };
  const fields =
    failure.status === 400 && typeof data.fields === 'object' && data.fields !== null ? Object.keys(data.fields) : [];
  return { fields, accounts: namesIn(data.missing) };
}

/** What a refusal names, in words ("Refused: ends_at" / "Not found: ravi88"), or undefined when it names nothing. */
export function useRefusalDetail() {
  const { t } = useTranslation();
  return useCallback(
    (failure: unknown): string | undefined => {
      const { fields, accounts } = refusalParts(failure);
      if (fields.length > 0) return t('common.refusedFields', { fields: fields.join(', ') });
      if (accounts.length > 0) return t('common.unknownAccounts', { accounts: accounts.join(', ') });
      return undefined;
    },
    [t],
  );
}
