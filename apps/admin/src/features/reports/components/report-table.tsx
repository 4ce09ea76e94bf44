import { useTranslation } from 'react-i18next';

/** A column of a report table: its header, its cell, and the sort it stands for (none: not sortable). */
export type ReportColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => string | number | null;
  number?: boolean;
  sort?: string;
};

/**
 * A report's rows as the server sorted and paged them: a sortable column's header asks the server for that order
 * (again: the other direction); the totals row covers every row of the report, not only the page's.
 */
export function ReportTable<Row>({
  columns,
  rows,
  totals,
  sortBy,
  sortDir,
  onSort,
}: {
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals: { label: string; row: Row }[];
  sortBy: string;
  sortDir: 'asc' | 'desc';
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="report-table-wrap">
      <table className="report-table" data-testid="report-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sort !== undefined && column.sort === sortBy;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.number ? 'number' : undefined}
                  aria-sort={sorted ? (sortDir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort === undefined ? (
                    column.header
                  ) : (
                    <button type="button" onClick={() => onSort(column.sort as string)}>
                      {column.header}
                      {sorted ? (sortDir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{t('reports.none')}</td>
            </tr>
          )}
          {rows.map((row, i) => (
            // Rows have no id of their own: the page's order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a page are replaced as a whole
            <tr key={i}>
              {columns.map((column) => (
                <td key={column.id} className={column.number ? 'number' : undefined}>
                  {column.cell(row) ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot data-testid="report-totals">
            {totals.map(({ label, row }) => (
              <tr key={label}>
                {columns.map((column, i) => (
                  <td key={column.id} className={column.number ? 'number' : undefined}>
                    {i === 0 ? label : column.number ? (column.cell(row) ?? '—') : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
