import { useCallback, useEffect, useState } from 'react';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type EditedKind, listItems, type RecordOf } from '../api/content-calls.ts';

/** The items of a kind on a site, read again after each change (null while the first read is under way). */
export function useContentList<K extends EditedKind>(kind: K, siteId: number) {
  const { call } = useAdminSession();
  const [items, setItems] = useState<RecordOf<K>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setItems(await listItems(call, siteId, kind));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [call, siteId, kind]);
  useEffect(() => {
    setItems(null);
    void reload();
  }, [reload]);
  return { items, failed, reload };
}
