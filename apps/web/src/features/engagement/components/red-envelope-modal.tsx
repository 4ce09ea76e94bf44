import { localeOf } from '@casino/browser/money-format.ts';
import { type RedEnvelope, RedEnvelopeCode } from '@casino/contract/calls/engagement-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { engagementKeys } from '../api/engagement-keys.ts';
import { useClaimRedEnvelope } from '../api/red-envelope.ts';
import { formatRemaining } from './red-envelope-time.ts';

type Props = { envelope: RedEnvelope; remaining: number; onClose: () => void };

/**
 * The red envelope (SPEC section 4): its countdown, what it may hold and the requirement; opening it shows the cash
 * won. Code 102 shows the message and clears the envelope (SPEC section 8); closing refreshes the wallet.
 */
export function RedEnvelopeModal({ envelope, remaining, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const session = useSession();
  const claim = useClaimRedEnvelope();
  const [won, setWon] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    // The balance moved (or may have): wallets and layout cash are fetched again.
    void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
    onClose();
  };
  const open = () =>
    claim.mutate(envelope.id, {
      onSuccess: (paid) => {
        setWon(money(paid.cash, paid.currency));
        queryClient.setQueryData(engagementKeys.redEnvelope(session?.memberId ?? 0), null);
      },
      onError: (e) => {
        setError(errorText(e));
        if (isApiError(e) && e.code === RedEnvelopeCode.gone) {
          queryClient.setQueryData(engagementKeys.redEnvelope(session?.memberId ?? 0), null);
        }
      },
    });
  const requirement = envelope.requirement;
  return (
    <Modal
      title={envelope.title || t('engagement.red_envelope')}
      onClose={close}
      closeLabel={t('common.close')}
      testId="red-envelope-modal"
      size="sm"
    >
      <div className="red-envelope">
        {won ? (
          <p className="red-envelope__won" role="status" data-testid="red-envelope-won">
            {t('engagement.red_envelope_won', { amount: won })}
          </p>
        ) : (
          <>
            <p className="red-envelope__countdown" data-testid="red-envelope-countdown">
              {remaining > 0 ? t('engagement.ends_in', { time: formatRemaining(remaining, locale) }) : t('engagement.ended')}
            </p>
            <p className="red-envelope__range">
              {t('engagement.red_envelope_range', {
                min: money(envelope.min_amount, envelope.currency),
                max: money(envelope.max_amount, envelope.currency),
              })}
            </p>
            <p className="red-envelope__end">{t('engagement.ends_at', { time: dates.dateTime(envelope.end_at) })}</p>
            {requirement ? (
              <p className="red-envelope__requirement" data-testid="red-envelope-requirement">
                {t(`engagement.requirement_${requirement.kind}`, {
                  amount: money(requirement.amount, envelope.currency),
                  progress: money(requirement.progress, envelope.currency),
                  days: requirement.days,
                })}
              </p>
            ) : null}
            {error ? (
              <p className="red-envelope__error" role="alert" data-testid="red-envelope-error">
                {error}
              </p>
            ) : null}
            <Button
              className="red-envelope__open"
              onClick={open}
              disabled={claim.isPending || remaining <= 0 || envelope.eligible === 0 || error !== null}
              data-testid="red-envelope-open"
            >
              {t('engagement.open_envelope')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
