import { RecoveryCode } from '@casino/contract/calls/auth-calls.ts';
import { FORGOT_PASSWORD_SMS_TIMER_S, PASSWORD_LENGTH } from '@casino/contract/constants.ts';
import { checkEmail } from '@casino/contract/registration-rules.ts';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCountdown, useCountdown } from '../../../lib/countdown.ts';
import { translateKey } from '../../../lib/i18n.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { Button } from '../../../ui/button.tsx';
import { type FieldBinding, FormAlert, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { CAPTCHA_TYPE } from '../api/captcha.ts';
import { resetPassword, verifyRecovery } from '../api/recovery.ts';
import { authModals } from '../auth-modals.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { recoveryFailure } from '../reply-codes.ts';
import { CaptchaField } from './captcha-field.tsx';
import './auth-dialogs.css';

export type RecoveryChannel = 'email' | 'phone';

type VerifyValues = {
  account: string;
  channel: RecoveryChannel;
  email: string;
  phone: string;
  withdraw: string;
  captcha: string;
};
type VerifyField = Exclude<keyof VerifyValues, 'channel'>;

/**
 * Recovery step 1 rules (SPEC section 5): message keys by field, empty when everything passes. The captcha is only
 * required here: its answer stays on the server, which checks it (a wrong one is refused with code 105).
 */
export function validateRecoveryStep1(values: VerifyValues): Partial<Record<VerifyField, string>> {
  const errors: Partial<Record<VerifyField, string>> = {};
  if (values.account.trim() === '') errors.account = 'recovery.required';
  if (values.channel === 'email') {
    if (values.email.trim() === '') errors.email = 'recovery.required';
    else {
      const format = checkEmail(values.email.trim(), { is_display: 1, is_required: 1, is_unique: 0, is_verification: 0 });
      if (format) errors.email = format;
    }
  } else if (values.phone.trim() === '') {
    errors.phone = 'recovery.required';
  }
  if (values.withdraw === '') errors.withdraw = 'recovery.required';
  if (values.captcha.trim() === '') errors.captcha = 'recovery.required';
  return errors;
}

/** Recovery step 2 rules: required, 6 to 12 characters, equal to the confirmation. */
export function validateRecoveryStep2(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (password === '') errors.password = 'recovery.required';
  else if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max)
    errors.password = 'recovery.err_psw_length';
  if (confirm === '') errors.confirm = 'recovery.required';
  else if (confirm !== password) errors.confirm = 'recovery.err_checkPsw_diff';
  return errors;
}

function focusFirst(order: ReadonlyArray<[string, RefObject<HTMLInputElement | null>]>, errors: Record<string, unknown>) {
  for (const [name, ref] of order) {
    if (errors[name]) {
      ref.current?.focus();
      return true;
    }
  }
  return false;
}

/**
 * Forgot password (SPEC section 2, "recovery"): prove the account with its withdraw password and its email or
 * phone, then choose a new password.
 */
export function RecoveryModal({ account: initialAccount }: { account: string }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<VerifyValues>({
    account: initialAccount,
    channel: 'email',
    email: '',
    phone: '',
    withdraw: '',
    captcha: '',
  });
  const captcha = useCaptcha(CAPTCHA_TYPE.recovery);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = {
    account: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    withdraw: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    password: passwordRef,
    confirm: useRef<HTMLInputElement>(null),
  };

  const backToStep1 = (message: string) => {
    setStep(1);
    setToken('');
    setPassword('');
    setConfirm('');
    setFormError(message);
    void captcha.refresh();
    setValues((v) => ({ ...v, captcha: '' }));
  };
  const timer = useCountdown(() => backToStep1(t('recovery.err_expired')));

  useEffect(() => {
    if (step === 2) passwordRef.current?.focus();
  }, [step]);

  const message = (name: string) => {
    const key = errors[name];
    return key ? translateKey(t, key) : null;
  };
  const clearError = (name: string) => {
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const set = (field: keyof VerifyValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  };
  const field = (name: VerifyField): FieldBinding => ({
    ref: refs[name],
    value: values[name],
    onValueChange: set(name),
    error: message(name),
  });
  const passwordField = (name: 'password' | 'confirm', value: string, setValue: (value: string) => void): FieldBinding => ({
    ref: refs[name],
    value,
    onValueChange: (next) => {
      setValue(next);
      clearError(name);
    },
    error: message(name),
  });
  const newCaptcha = () => {
    void captcha.refresh();
    setValues((v) => ({ ...v, captcha: '' }));
  };

  const run = async (task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecoveryStep1(values);
    setErrors(found);
    const order: Array<[string, RefObject<HTMLInputElement | null>]> = [
      ['account', refs.account],
      ['email', refs.email],
      ['phone', refs.phone],
      ['withdraw', refs.withdraw],
      ['captcha', refs.captcha],
    ];
    if (focusFirst(order, found)) return;
    void run(async () => {
      try {
        const next = await verifyRecovery({
          account: values.account.trim(),
          withdraw_password: values.withdraw,
          member_email: values.channel === 'email' ? values.email.trim() : '',
          member_phone: values.channel === 'phone' ? values.phone.trim() : '',
          site_id: config.SITE_ID,
          captcha_token: captcha.token,
          answer: values.captcha.trim(),
        });
        setToken(next);
        setStep(2);
        setErrors({});
        if (values.channel === 'phone') timer.start(FORGOT_PASSWORD_SMS_TIMER_S);
      } catch (error) {
        // SPEC section 8: the captcha is reloaded after any refusal; a wrong code is said on its field.
        newCaptcha();
        if (isApiError(error) && error.kind === 'rejected' && error.code === RecoveryCode.captchaFailed) {
          setErrors({ captcha: 'recovery.verify_failed' });
          refs.captcha.current?.focus();
        } else {
          setFormError(recoveryFailure(error, t, 'verify').message);
        }
      }
    });
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecoveryStep2(password, confirm);
    setErrors(found);
    if (
      focusFirst(
        [
          ['password', refs.password],
          ['confirm', refs.confirm],
        ],
        found,
      )
    ) {
      return;
    }
    void run(async () => {
      try {
        await resetPassword({ account: values.account.trim(), password, token });
        timer.stop();
        showToast(t('recovery.success'), { tone: 'success' });
        authModals.openLogin('login');
      } catch (error) {
        const failure = recoveryFailure(error, t, 'reset');
        if (failure.reverify) {
          timer.stop();
          backToStep1(failure.message);
        } else {
          setFormError(failure.message);
        }
      }
    });
  };

  return (
    <Modal
      title={t('recovery.title')}
      onClose={authModals.close}
      closeLabel={t('common.close')}
      testId="recovery-modal"
      className="auth-dialog"
    >
      <ol className="auth-steps">
        <li className="auth-steps__item" aria-current={step === 1 ? 'step' : undefined}>
          {t('recovery.step_verify')}
        </li>
        <li className="auth-steps__item" aria-current={step === 2 ? 'step' : undefined}>
          {t('recovery.step_reset')}
        </li>
      </ol>
      {step === 1 ? (
        <form className="form" onSubmit={onVerify} noValidate aria-busy={busy || undefined} data-testid="recovery-step-1">
          <FormAlert message={formError} />
          <TextField
            {...field('account')}
            label={t('recovery.account')}
            testId="recovery-account"
            autoComplete="username"
            autoCapitalize="off"
            maxLength={64}
            required
          />
          <fieldset className="field-group">
            <legend className="field-group__legend">{t('recovery.channel')}</legend>
            <div className="auth-channel">
              {(['email', 'phone'] as const).map((channel) => (
                <label key={channel} className="choice">
                  <input
                    type="radio"
                    name="recovery-channel"
                    value={channel}
                    checked={values.channel === channel}
                    onChange={() => {
                      set('channel')(channel);
                      setErrors((e) => ({ ...e, email: undefined, phone: undefined }));
                    }}
                    data-testid={`recovery-channel-${channel}`}
                  />
                  {t(`recovery.channel_${channel}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {values.channel === 'email' ? (
            <TextField
              {...field('email')}
              label={t('recovery.email')}
              type="email"
              inputMode="email"
              testId="recovery-email"
              autoComplete="email"
              maxLength={120}
              required
            />
          ) : (
            <TextField
              {...field('phone')}
              label={t('recovery.phone')}
              type="tel"
              inputMode="tel"
              hint={t('recovery.phone_timer_hint', { time: formatCountdown(FORGOT_PASSWORD_SMS_TIMER_S) })}
              testId="recovery-phone"
              autoComplete="tel"
              maxLength={20}
              required
            />
          )}
          <TextField
            {...field('withdraw')}
            label={t('recovery.withdraw_password')}
            type="password"
            inputMode="numeric"
            testId="recovery-withdraw-password"
            autoComplete="off"
            maxLength={4}
            required
          />
          <CaptchaField
            ref={refs.captcha}
            captcha={captcha}
            value={values.captcha}
            onValueChange={set('captcha')}
            error={message('captcha')}
            testId="recovery-captcha"
          />
          <Button type="submit" size="lg" className="form__submit" disabled={busy} data-testid="recovery-verify">
            {t('recovery.verify')}
          </Button>
        </form>
      ) : (
        <form className="form" onSubmit={onReset} noValidate aria-busy={busy || undefined} data-testid="recovery-step-2">
          <FormAlert message={formError} />
          {values.channel === 'phone' ? (
            <p className="auth-timer" role="timer" aria-live="off" data-testid="recovery-timer">
              {t('recovery.time_left')} <strong>{formatCountdown(timer.remaining)}</strong>
            </p>
          ) : null}
          <TextField
            {...passwordField('password', password, setPassword)}
            label={t('recovery.new_password')}
            type="password"
            hint={t('recovery.password_hint')}
            testId="recovery-password"
            autoComplete="new-password"
            maxLength={64}
            required
          />
          <TextField
            {...passwordField('confirm', confirm, setConfirm)}
            label={t('recovery.confirm_password')}
            type="password"
            testId="recovery-check-password"
            autoComplete="new-password"
            maxLength={64}
            required
          />
          <Button type="submit" size="lg" className="form__submit" disabled={busy} data-testid="recovery-submit">
            {t('recovery.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
