import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useJackpot } from '../api/jackpot.ts';
import { useCountUp } from '../hooks/use-count-up.ts';
import { formatJackpot, jackpotMinorUnits } from './jackpot-format.ts';
import './jackpot.css';

/**
 * The progressive jackpot total of the site currency, as a ten-digit counter: it shows the amount of the pools the
 * games pay from, and counts up (or down, after a jackpot is won) to each newer amount, ending on it exactly.
 */
export function Jackpot() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const currency = useSiteCurrency();
  const query = useJackpot(currency);
  const reducedMotion = usePrefersReducedMotion();
  const target = query.data === undefined ? undefined : jackpotMinorUnits(query.data, currency);
  const amount = useRef<HTMLParagraphElement>(null);
  // Each step of a run rewrites the digits' own text nodes, which the next render finds as it left them.
  const showDigits = useCallback(
    (value: bigint) => {
      const cells = amount.current?.querySelectorAll('.jackpot__digit, .jackpot__separator');
      const { digits } = formatJackpot(value, currency);
      if (!cells || cells.length !== digits.length) return;
      cells.forEach((cell, i) => {
        const text = cell.firstChild;
        if (text instanceof Text && text.data !== digits[i]) text.data = digits[i] ?? '';
      });
    },
    [currency],
  );
  useCountUp(target, !reducedMotion, showDigits);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="jackpot__placeholder">
        <Skeleton height="3rem" width="min(100%, 28rem)" radius="0.75rem" />
      </LoadingRegion>
    );
  } else if (query.isError) {
    body = (
      <ErrorMessage
        compact
        title={t('jackpot.load_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { symbol, digits } = formatJackpot(target ?? 0n, currency);
    body = (
      <p ref={amount} className="jackpot__amount" data-testid="jackpot-amount" data-amount={query.data}>
        <span className="jackpot__symbol">{symbol}</span>
        {[...digits].map((ch, i) => (
          // Digits never reorder; the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of a counter
          <span key={i} className={ch === '.' ? 'jackpot__separator' : 'jackpot__digit'}>
            {ch}
          </span>
        ))}
      </p>
    );
  }

  return (
    <section className="jackpot" data-testid="jackpot" aria-labelledby={headingId}>
      <h2 id={headingId} className="jackpot__title">
        <TrophyIcon className="jackpot__icon" />
        {t('jackpot.title')}
      </h2>
      {body}
    </section>
  );
}
