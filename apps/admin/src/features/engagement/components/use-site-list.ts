import { useCallback, useEffect, useState } from 'react';
import type { AdminClient } from '../../../lib/admin-api.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { engagementError } from './engagement-errors.ts';

/** A site's rows from a list call: null while loading; a failure is kept as a message key. */
export function useSiteList<Row>(siteId: number, read: (call: AdminClient, siteId: number) => Promise<Row[]>) {
  const { call } = useAdminSession();
  const [list, setList] = useState<Row[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setList(await read(call, siteId));
      setLoadError(null);
    } catch (failure) {
      setList([]);
      setLoadError(engagementError(failure));
    }
  }, [call, siteId, read]);
  useEffect(() => {
    setList(null);
    void reload();
  }, [reload]);
  return { list, loadError, reload };
}
