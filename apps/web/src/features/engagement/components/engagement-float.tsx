import { localeOf } from '@casino/browser/money-format.ts';
import type { RedEnvelope } from '@casino/contract/calls/engagement-calls.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/countdown.ts';
import { useSession } from '../../../lib/session.ts';
import { useRedEnvelope } from '../api/red-envelope.ts';
import { formatRemaining, secondsUntil } from './red-envelope-time.ts';
import './engagement.css';

// The dialogs load when first opened.
const SignInModal = lazy(() => import('./sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })));
const RedEnvelopeModal = lazy(() => import('./red-envelope-modal.tsx').then((m) => ({ default: m.RedEnvelopeModal })));

/** SPEC section 9: the envelope is fetched again 3 s after its countdown ends. */
export const RED_ENVELOPE_REFETCH_MS = 3_000;

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M9 15l2 2 4-4" />
    </svg>
  );
}

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.6em" height="1.6em" aria-hidden="true" focusable="false">
      <rect x="4" y="2" width="16" height="20" rx="2" fill="#d62b2b" />
      <path d="M4 7c4 4 12 4 16 0" fill="none" stroke="#f5c542" strokeWidth="1.6" />
      <circle cx="12" cy="10" r="2.4" fill="#f5c542" />
    </svg>
  );
}

/**
 * The member's floating engagement buttons: the daily check-in, and the red envelope while one may be opened, with
 * its per-second countdown. At zero the envelope is fetched again 3 s later (another may be running).
 */
export function EngagementFloat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const session = useSession();
  const envelope = useRedEnvelope();
  const [dialog, setDialog] = useState<'sign-in' | 'red-envelope' | null>(null);
  // The envelope the dialog opened with: it stays to show the cash won after the claim clears the envelope.
  const [opened, setOpened] = useState<RedEnvelope | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const countdown = useCountdown(() => {
    refetchTimer.current = setTimeout(() => void envelope.refetch(), RED_ENVELOPE_REFETCH_MS);
  });
  const current = envelope.data ?? null;
  const { start, stop } = countdown;
  useEffect(() => {
    if (current) start(secondsUntil(current.end_at));
    else stop();
  }, [current, start, stop]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
  if (!session) return null;
  const showEnvelope = current !== null && (countdown.running || dialog === 'red-envelope');
  return (
    <>
      <div className="engagement-float" data-testid="engagement-float">
        {showEnvelope && current ? (
          <button
            type="button"
            className="engagement-float__button engagement-float__button--envelope"
            onClick={() => {
              setOpened(current);
              setDialog('red-envelope');
            }}
            aria-label={t('engagement.red_envelope_open_label', { time: formatRemaining(countdown.remaining, locale) })}
            data-testid="red-envelope-button"
          >
            <EnvelopeIcon />
            <span className="engagement-float__time" aria-hidden="true">
              {formatRemaining(countdown.remaining, locale)}
            </span>
          </button>
        ) : null}
        <button
          type="button"
          className="engagement-float__button"
          onClick={() => setDialog('sign-in')}
          aria-label={t('engagement.sign_in_title')}
          title={t('engagement.sign_in_title')}
          data-testid="sign-in-open"
        >
          <CalendarIcon />
        </button>
      </div>
      <Suspense fallback={null}>
        {dialog === 'sign-in' ? <SignInModal onClose={() => setDialog(null)} /> : null}
        {dialog === 'red-envelope' && opened ? (
          <RedEnvelopeModal
            envelope={opened}
            remaining={current ? countdown.remaining : 0}
            onClose={() => {
              setDialog(null);
              setOpened(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
