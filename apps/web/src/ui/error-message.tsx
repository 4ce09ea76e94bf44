import { Button } from './button.tsx';
import './error-message.css';

type ErrorMessageProps = {
  title: string;
  message?: string | undefined;
  retryLabel?: string;
  onRetry?: () => void;
  compact?: boolean;
};

/** A failed load: what went wrong, and a way to try again. */
export function ErrorMessage({ title, message, retryLabel, onRetry, compact = false }: ErrorMessageProps) {
  return (
    <div role="alert" className={compact ? 'error-message error-message--compact' : 'error-message'}>
      <svg className="error-message__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5a1.25 1.25 0 0 1 1.25 1.25v4.5a1.25 1.25 0 0 1-2.5 0v-4.5A1.25 1.25 0 0 1 12 7Zm0 10.5a1.4 1.4 0 1 1 0-2.8 1.4 1.4 0 0 1 0 2.8Z"
        />
      </svg>
      <div className="error-message__text">
        <p className="error-message__title">{title}</p>
        {message ? <p className="error-message__detail">{message}</p> : null}
      </div>
      {onRetry && retryLabel ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
