import { useCallback, useEffect, useRef, useState } from 'react';

export type CursorPage<Row, Cursor> = { list: Row[]; next: Cursor | null };

type Shown<Row, Cursor> = { rows: Row[] | null; next: Cursor | null; error: unknown };

/**
 * A list read from the server a page at a time behind a cursor. Answers can arrive out of order (a tab or a
 * filter changed while a page was on its way): only the answer to the latest request changes what is shown, so
 * a late answer for an earlier choice never replaces the list of the current one. `rows` is null until the first
 * page of the current choice arrives; `more` is offered only once it has.
 */
export function useCursorPages<Row, Cursor>(readPage: (cursor: Cursor | null) => Promise<CursorPage<Row, Cursor>>) {
  const [shown, setShown] = useState<Shown<Row, Cursor>>({ rows: null, next: null, error: null });
  const latest = useRef(0);

  const load = useCallback(
    async (cursor: Cursor | null) => {
      const request = ++latest.current;
      // Until the new first page arrives there is no cursor to read further from.
      if (cursor === null) setShown((old) => ({ ...old, next: null }));
      try {
        const page = await readPage(cursor);
        if (request !== latest.current) return;
        setShown((old) => ({
          rows: cursor === null ? page.list : [...(old.rows ?? []), ...page.list],
          next: page.next,
          error: null,
        }));
      } catch (error) {
        if (request === latest.current) setShown((old) => ({ ...old, error }));
      }
    },
    [readPage],
  );

  useEffect(() => {
    setShown({ rows: null, next: null, error: null });
    void load(null);
  }, [load]);

  const { next } = shown;
  return {
    rows: shown.rows,
    error: shown.error,
    hasMore: next !== null,
    more: () => (next === null ? Promise.resolve() : load(next)),
    reload: () => load(null),
  };
}
