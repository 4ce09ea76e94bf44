import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ErrorMessage } from './error-message.tsx';
import { LoadingRegion, Skeleton } from './skeleton.tsx';
import './record-list.css';

/** At most this many page numbers are offered at once. */
const PAGE_WINDOW = 5;

/** How many pages hold `total` records, `pageSize` to a page: at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers around the current one: up to five, within 1..pages. */
export function pageWindow(page: number, pages: number, size: number = PAGE_WINDOW): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** What a record list needs of the query that reads a page of it. */
export type RecordQuery<Row> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { list: readonly Row[] } | undefined;
  refetch: () => unknown;
};

type RecordListProps<Row> = {
  query: RecordQuery<Row>;
  /** The failure of the first read as a sentence. */
  describeError: (error: unknown) => string;
  labels: { loading: string; failed: string; retry: string; empty: string };
  /** How many placeholder rows stand in while the first page is read. */
  placeholders: number;
  loadingClassName: string;
  emptyClassName: string;
  emptyTestId: string;
  /** The rows of the page, when it has any. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * A page of records in its states: placeholders while the first page is read, the failure with a retry when nothing
 * could be read, a note when the page is empty, else the rows. A failed refresh keeps the rows that were read.
 */
export function RecordList<Row>({
  query,
  describeError,
  labels,
  placeholders,
  loadingClassName,
  emptyClassName,
  emptyTestId,
  children,
}: RecordListProps<Row>) {
  const data = query.data;
  if (query.isPending) {
    return (
      <LoadingRegion label={labels.loading} className={loadingClassName}>
        {Array.from({ length: placeholders }, (_, i) => i + 1).map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </LoadingRegion>
    );
  }
  if (query.isError && !data) {
    return (
      <ErrorMessage
        title={labels.failed}
        message={describeError(query.error)}
        retryLabel={labels.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <p className={emptyClassName} data-testid={emptyTestId}>
        {labels.empty}
      </p>
    );
  }
  return children(data.list);
}

type RecordPagerProps = {
  /** The name of the navigation. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  prevLabel: string;
  nextLabel: string;
  /** Where the reader stands, for example "Page 2 of 3 · Records: 45". */
  summary: string;
  summaryTestId: string;
  /** Read out when the summary changes. */
  announceSummary?: boolean;
  /** `inline`: previous, summary, next in one centred row; `split`: the summary beside a group of the buttons. */
  layout: 'inline' | 'split';
  /** Names the page buttons (`${testIdPrefix}-prev`, `-next`, `-page-N`) for tests. */
  testIdPrefix: string;
  /** With it, the numbers of the pages around the current one are offered too, each named by this label. */
  pageLabel?: (page: number) => string;
};

/** Previous and next page of a record list, with where the reader stands. */
export function RecordPager({
  label,
  page,
  pages,
  onPage,
  prevLabel,
  nextLabel,
  summary,
  summaryTestId,
  announceSummary = false,
  layout,
  testIdPrefix,
  pageLabel,
}: RecordPagerProps) {
  const status = (
    <p className="record-pager__summary" data-testid={summaryTestId} aria-live={announceSummary ? 'polite' : undefined}>
      {summary}
    </p>
  );
  const prev = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onPage(page - 1)}
      disabled={page <= 1}
      data-testid={`${testIdPrefix}-prev`}
    >
      {prevLabel}
    </Button>
  );
  const next = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onPage(page + 1)}
      disabled={page >= pages}
      data-testid={`${testIdPrefix}-next`}
    >
      {nextLabel}
    </Button>
  );
  const numbers = pageLabel ? (
    <ol className="record-pager__numbers">
      {pageWindow(page, pages).map((number) => (
        <li key={number}>
          <Button
            variant={number === page ? 'primary' : 'ghost'}
            size="sm"
            className="record-pager__number"
            aria-current={number === page ? 'page' : undefined}
            aria-label={pageLabel(number)}
            onClick={() => onPage(number)}
            data-testid={`${testIdPrefix}-page-${number}`}
          >
            {number}
          </Button>
        </li>
      ))}
    </ol>
  ) : null;

  return (
    <nav className={`record-pager record-pager--${layout}`} aria-label={label}>
      {layout === 'inline' ? (
        <>
          {prev}
          {status}
          {numbers}
          {next}
        </>
      ) : (
        <>
          {status}
          <div className="record-pager__buttons">
            {prev}
            {numbers}
            {next}
          </div>
        </>
      )}
    </nav>
  );
}
