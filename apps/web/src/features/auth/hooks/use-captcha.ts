import { CAPTCHA_WAIT_AFTER_101_MS } from '@casino/contract/constants.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { type Captcha, type CaptchaType, fetchCaptcha } from '../api/captcha.ts';

/** Reply code of /captcha when captchas are asked for too fast (SPEC section 8: wait 1 s). */
export const CAPTCHA_TOO_FAST = 101;

export type CaptchaState = {
  /** Token of the captcha on screen; '' until one arrived. */
  token: string;
  /** SVG data URL of the captcha image. */
  image: string;
  loading: boolean;
  /** A 101 reply asked to wait; new captchas are not fetched until it ends. */
  waiting: boolean;
  failed: boolean;
  /** Fetches a new captcha; does nothing (false) while one is being fetched or a wait runs. */
  refresh: () => Promise<boolean>;
};

/**
 * A server captcha of the given type (1 login, 2 register), fetched when the form opens, again on request and when
 * it expires (SPEC section 4, "Captcha fetch").
 */
export function useCaptcha(type: CaptchaType, { enabled = true }: { enabled?: boolean } = {}): CaptchaState {
  const { SITE_ID } = useRuntimeConfig();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef(false);
  const waitUntil = useRef(0);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  const hasCaptcha = useRef(false);

  const refresh = useCallback(async (): Promise<boolean> => {
    if (pending.current || Date.now() < waitUntil.current) return false;
    pending.current = true;
    setLoading(true);
    try {
      const next = await fetchCaptcha(type, SITE_ID);
      if (!mounted.current) return false;
      hasCaptcha.current = true;
      setCaptcha(next);
      setFailed(false);
      return true;
    } catch (error) {
      if (!mounted.current) return false;
      if (isApiError(error) && error.code === CAPTCHA_TOO_FAST) {
        waitUntil.current = Date.now() + CAPTCHA_WAIT_AFTER_101_MS;
        setWaiting(true);
        clearTimeout(waitTimer.current);
        waitTimer.current = setTimeout(() => {
          // The timer ends the wait: timers may fire a millisecond before Date.now() reaches waitUntil.
          waitUntil.current = 0;
          setWaiting(false);
          // Nothing to show yet: try again as soon as the wait is over.
          if (mounted.current && !hasCaptcha.current) void refreshRef.current();
        }, CAPTCHA_WAIT_AFTER_101_MS);
      } else {
        setFailed(true);
      }
      return false;
    } finally {
      pending.current = false;
      if (mounted.current) setLoading(false);
    }
  }, [type, SITE_ID]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    mounted.current = true;
    if (enabled) void refresh();
    return () => {
      mounted.current = false;
      clearTimeout(waitTimer.current);
    };
  }, [enabled, refresh]);

  // An expired captcha cannot be answered any more: replace it when its time is up.
  useEffect(() => {
    if (!captcha || captcha.expires_in <= 0) return;
    const timer = setTimeout(() => void refreshRef.current(), captcha.expires_in * 1000);
    return () => clearTimeout(timer);
  }, [captcha]);

  return {
    token: captcha?.captcha_token ?? '',
    image: captcha?.image ?? '',
    loading,
    waiting,
    failed,
    refresh,
  };
}
