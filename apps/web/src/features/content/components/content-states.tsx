import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { StarIcon } from '../../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import './content-states.css';

/** Code 101 of the content calls: no such page or promotion, or it is hidden, not started or ended. */
export function isContentNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 101;
}

/** Placeholders shaped like the list or article that is loading. */
export function ContentLoading({ rows = 3, height = '6rem', className }: { rows?: number; height?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className={['content-loading', className].filter(Boolean).join(' ')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={height} radius="var(--radius-lg)" />
      ))}
    </LoadingRegion>
  );
}

/** Nothing to show: a short sentence, and optionally a way on. */
export function ContentEmpty({ message, children, testId }: { message: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="content-empty" data-testid={testId ?? 'content-empty'}>
      <span className="content-empty__badge" aria-hidden="true">
        <StarIcon size="1.5rem" />
      </span>
      <p className="content-empty__message">{message}</p>
      {children}
    </div>
  );
}

/** A failed load with a retry. */
export function ContentError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return <ErrorMessage title={title} message={errorText(error)} retryLabel={t('common.retry')} onRetry={onRetry} />;
}
