import { HIDEABLE_CONTENT_KINDS, ORDERED_CONTENT_KINDS } from '@casino/contract/calls/content-calls.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  deleteItem,
  type EditedKind,
  type HideableKind,
  type OrderedKind,
  orderItems,
  type RecordOf,
  setVisibility,
} from '../api/content-calls.ts';
import { useContentList } from '../hooks/use-content-list.ts';
import { useRefusalText } from '../hooks/use-save.ts';

const isHideable = (kind: EditedKind): kind is EditedKind & HideableKind =>
  (HIDEABLE_CONTENT_KINDS as readonly string[]).includes(kind);
const isOrdered = (kind: EditedKind): kind is EditedKind & OrderedKind =>
  (ORDERED_CONTENT_KINDS as readonly string[]).includes(kind);

type Item = { id: number; active?: 0 | 1 };

/**
 * The items of one kind on a site: a table in shown order with the kind's own columns; for operators who may change
 * content, the shown/hidden switch, moving up and down, editing, and deleting after a confirmation.
 */
export function ContentSection<K extends EditedKind>({
  kind,
  siteId,
  canManage,
  headers,
  cells,
  renderForm,
}: {
  kind: K;
  siteId: number;
  canManage: boolean;
  headers: string[];
  cells: (item: RecordOf<K>) => ReactNode[];
  /** The form for a new item (null) or an existing one; `done` after a save, `cancel` to leave it. */
  renderForm: (item: RecordOf<K> | null, done: () => void, cancel: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const refusalText = useRefusalText();
  const { items, failed, reload } = useContentList(kind, siteId);
  const [editing, setEditing] = useState<RecordOf<K> | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
    } catch (e) {
      setError(refusalText(e));
    }
    await reload();
  };
  const move = (index: number, by: -1 | 1) => {
    if (!items || !isOrdered(kind)) return;
    const ids = items.map((item) => (item as Item).id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    void act(() => orderItems(call, siteId, kind, ids));
  };

  if (editing !== null) {
    const leave = () => setEditing(null);
    return (
      <>
        {renderForm(
          editing === 'new' ? null : editing,
          () => {
            leave();
            void reload();
          },
          leave,
        )}
      </>
    );
  }

  return (
    <>
      {!canManage && <p className="muted">{t('content.readOnly')}</p>}
      {canManage && (
        <p>
          <button type="button" onClick={() => setEditing('new')}>
            {t('content.add')}
          </button>
        </p>
      )}
      {failed && <ErrorNote message={t('content.error.failed')} />}
      {error && <ErrorNote message={error} />}
      {items === null && !failed && <p>{t('common.loading')}</p>}
      {items?.length === 0 && <p>{t('content.none')}</p>}
      {items && items.length > 0 && (
        <table data-testid={`content-table-${kind}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              {headers.map((header) => (
                <th scope="col" key={header}>
                  {header}
                </th>
              ))}
              {isHideable(kind) && <th scope="col">{t('content.shown')}</th>}
              {canManage && <th scope="col">{t('content.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((record, index) => {
              const item = record as Item;
              return (
                <tr key={item.id} data-testid="content-row">
                  <td>{item.id}</td>
                  {cells(record).map((cell, i) => (
                    <td key={headers[i]}>{cell}</td>
                  ))}
                  {isHideable(kind) && (
                    <td>
                      <label className="switch">
                        <input
                          type="checkbox"
                          checked={item.active === 1}
                          disabled={!canManage}
                          aria-label={t('content.shownItem', { id: item.id })}
                          onChange={(e) => {
                            const shown = e.currentTarget.checked;
                            void act(() => setVisibility(call, siteId, kind, item.id, shown));
                          }}
                        />
                      </label>
                    </td>
                  )}
                  {canManage && (
                    <td className="row-actions">
                      {isOrdered(kind) && (
                        <>
                          <button
                            type="button"
                            className="small"
                            disabled={index === 0}
                            aria-label={t('content.moveUp', { id: item.id })}
                            onClick={() => move(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="small"
                            disabled={index === items.length - 1}
                            aria-label={t('content.moveDown', { id: item.id })}
                            onClick={() => move(index, 1)}
                          >
                            ↓
                          </button>
                        </>
                      )}
                      <button type="button" className="link" onClick={() => setEditing(record)}>
                        {t('content.edit')}
                      </button>
                      {confirming === item.id ? (
                        <fieldset className="inline-confirm">
                          <legend>{t('content.confirmDelete', { id: item.id })}</legend>
                          <button
                            type="button"
                            className="danger small"
                            onClick={() => {
                              setConfirming(null);
                              void act(() => deleteItem(call, siteId, kind, item.id));
                            }}
                          >
                            {t('content.deleteYes')}
                          </button>
                          <button type="button" className="link" onClick={() => setConfirming(null)}>
                            {t('content.cancel')}
                          </button>
                        </fieldset>
                      ) : (
                        <button type="button" className="link danger-link" onClick={() => setConfirming(item.id)}>
                          {t('content.delete')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
