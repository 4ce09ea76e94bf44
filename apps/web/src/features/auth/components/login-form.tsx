import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginDeviceInfo } from '../../../lib/device-info.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, TextField } from '../../../ui/form-field.tsx';
import { CAPTCHA_TYPE } from '../api/captcha.ts';
import { login } from '../api/login.ts';
import { authModals } from '../auth-modals.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { loginFailure, type WithdrawOffer } from '../reply-codes.ts';
import { CaptchaField } from './captcha-field.tsx';
import { WithdrawOfferNote } from './withdraw-offer-note.tsx';

type Field = 'account' | 'password' | 'answer';
type LoginErrorKey = 'login.ph_account_name' | 'login.ph_password' | 'login.ph_account_verify_code';
type Errors = Partial<Record<Field, LoginErrorKey>>;

/** Login rules of SPEC section 5: account, password and (unless the site is a demo) the captcha are required. */
export function validateLogin(values: Record<Field, string>, captchaShown: boolean): Errors {
  const errors: Errors = {};
  if (values.account.trim() === '') errors.account = 'login.ph_account_name';
  if (values.password === '') errors.password = 'login.ph_password';
  if (captchaShown && values.answer.trim() === '') errors.answer = 'login.ph_account_verify_code';
  return errors;
}

/** Account, password and captcha; the refusals of SPEC section 8 are shown here or open the next dialog. */
export function LoginForm({ onSwitchToRegister }: { onSwitchToRegister?: () => void }) {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const mode = useLayoutMode();
  const captchaShown = !config.DEMO_MODE;
  const captcha = useCaptcha(CAPTCHA_TYPE.login, { enabled: captchaShown });
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState<Record<Field, string>>({ account: '', password: '', answer: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [offerRecovery, setOfferRecovery] = useState(false);
  const [withdrawOffer, setWithdrawOffer] = useState<WithdrawOffer | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const refs = {
    account: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    answer: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = validateLogin(values, captchaShown);
    setErrors(found);
    const first = (['account', 'password', 'answer'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    setOfferRecovery(false);
    setWithdrawOffer(null);
    try {
      const result = await login({
        account: values.account.trim(),
        password: values.password,
        site_id: config.SITE_ID,
        answer: captchaShown ? values.answer.trim() : '',
        captcha_token: captchaShown ? captcha.token : '',
        ...loginDeviceInfo(mode),
      });
      completeLogin(result);
    } catch (error) {
      const failure = loginFailure(error, t, i18n.language);
      if (failure.kind === 'doubleValidation') authModals.openDoubleValidation(failure.question);
      else if (failure.kind === 'recovery') authModals.openRecovery(values.account.trim());
      else {
        setFormError(failure.message);
        setOfferRecovery(failure.offerRecovery === true);
        setWithdrawOffer(failure.withdrawal ?? null);
      }
      setValues((v) => ({ ...v, answer: '' }));
      if (captchaShown) void captcha.refresh();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const message = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <FormAlert message={formError} />
      {withdrawOffer ? <WithdrawOfferNote offer={withdrawOffer} /> : null}
      {offerRecovery ? (
        <button
          type="button"
          className="link-button form__recovery-offer"
          data-testid="login-recovery-offer"
          onClick={() => authModals.openRecovery(values.account.trim())}
        >
          {t('login.recover_password')}
        </button>
      ) : null}
      <TextField
        ref={refs.account}
        label={t('login.account')}
        value={values.account}
        onValueChange={set('account')}
        error={message('account')}
        testId="login-account"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        placeholder={t('login.ph_account_name')}
        required
      />
      <TextField
        ref={refs.password}
        label={t('login.password')}
        type="password"
        value={values.password}
        onValueChange={set('password')}
        error={message('password')}
        testId="login-password"
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('login.ph_password')}
        required
      />
      {captchaShown ? (
        <CaptchaField
          ref={refs.answer}
          captcha={captcha}
          value={values.answer}
          onValueChange={set('answer')}
          error={message('answer')}
          testId="login-captcha"
        />
      ) : null}
      <div className="form__links">
        <button
          type="button"
          className="link-button"
          data-testid="forgot-password"
          onClick={() => authModals.openRecovery(values.account.trim())}
        >
          {t('login.forgot_password')}
        </button>
        {onSwitchToRegister ? (
          <button type="button" className="link-button" onClick={onSwitchToRegister}>
            {t('login.no_account')}
          </button>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="form__submit" data-testid="login-submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
