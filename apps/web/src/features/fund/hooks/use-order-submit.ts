import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isOwnSessionOver } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { Message } from '../components/messages.ts';
import { isOutcomeUnknown, useIdempotencyKeeper } from './use-idempotency-key.ts';

type SendHandlers<Reply> = {
  /** The order was made. */
  onDone: (reply: Reply) => void;
  /** A refusal by its reply code and data; false leaves it to the form-level message. */
  onRefused: (code: number, data: unknown) => boolean;
};

/**
 * Sending a deposit or withdrawal order from its form: one request at a time, under an idempotency key, with the
 * form-level message of a failure the form does not place on a field. `onSessionOver` is for a form sent with a session
 * of its own (a withdraw-only one): its end is the page's to show, not a form message.
 */
export function useOrderSubmit(keyPrefix: string, onSessionOver?: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const keeper = useIdempotencyKeeper(keyPrefix);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [formError, setFormError] = useState<Message | string | null>(null);

  const send = async <Request, Reply>(
    request: Request,
    call: (request: Request, idempotencyKey: string) => Promise<Reply>,
    { onDone, onRefused }: SendHandlers<Reply>,
  ) => {
    // The same request sent again (after a lost reply) carries the same key, so it cannot make a second order.
    const idempotencyKey = keeper.keyFor(request);
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      const reply = await call(request, idempotencyKey);
      keeper.settle();
      onDone(reply);
    } catch (error) {
      if (!isOutcomeUnknown(error)) keeper.settle();
      if (onSessionOver && isOwnSessionOver(error)) {
        onSessionOver();
        return;
      }
      const refused = isApiError(error) && error.kind === 'rejected' ? error : null;
      if (refused?.code == null || !onRefused(refused.code, refused.data)) {
        setFormError(isOutcomeUnknown(error) ? `${errorText(error)} ${t('fund.retry_safe')}` : errorText(error));
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return {
    busy,
    /** A request is on its way: a second submission is ignored. */
    isSending: () => busyRef.current,
    formError,
    setFormError,
    send,
  };
}
