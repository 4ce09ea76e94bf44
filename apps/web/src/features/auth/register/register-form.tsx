import { SETTINGS_FAILURE_TOAST_MS, SMS_RESEND_COUNTDOWN_S } from '@casino/contract/constants.ts';
import { isCurrencyCode } from '@casino/contract/currencies.ts';
import { type ConfigurableField, UNDER_AGE_MESSAGE } from '@casino/contract/registration-rules.ts';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCountdown, useCountdown } from '../../../lib/countdown.ts';
import { messageText, useErrorText } from '../../../lib/error-text.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { currencySymbol, useSiteCurrency } from '../../../lib/site-currency.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField, TextField, type TextFieldProps } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useAgentDomain } from '../api/agent-domain.ts';
import { CAPTCHA_TYPE } from '../api/captcha.ts';
import { register } from '../api/register.ts';
import { useRegisterSettings } from '../api/register-settings.ts';
import { sendRegisterSms } from '../api/register-sms.ts';
import { verifyRegisterFields } from '../api/register-verification.ts';
import { checkIntroducerLink } from '../api/valid-message.ts';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { AgreementModal } from './agreement-modal.tsx';
import { BirthdayFields, type BirthdayPart } from './birthday-fields.tsx';
import { clearReferral, readReferral, rememberAgentDomain } from './introducer.ts';
import { registerOutcome, smsOutcome } from './register-codes.ts';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  formFieldForWire,
  formFieldOrder,
  isPhoneVerified,
  offeredCurrencies,
  type RegisterErrors,
  type RegisterField,
  type RegisterType,
  type RegisterValues,
  registerLayout,
  switchCurrency,
  uniqueFields,
  validateRegisterField,
  validateRegisterForm,
} from './register-fields.ts';
import './register-form.css';

type Introducer = { type: RegisterType; locked: boolean };
type TextName = Exclude<keyof RegisterValues, BirthdayPart | 'member_currency' | 'captcha'>;

const INPUTS: Partial<Record<TextName, Partial<TextFieldProps>>> = {
  member_account: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false, maxLength: 12 },
  password: { type: 'password', autoComplete: 'new-password', maxLength: 12 },
  check_password: { type: 'password', autoComplete: 'new-password', maxLength: 12 },
  member_name: { autoComplete: 'name', maxLength: 50 },
  member_email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 120 },
  member_phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  phone_verify: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
  withdraw_password: { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 4 },
  identity_id: { autoComplete: 'off', maxLength: 40 },
  member_others: { maxLength: 100 },
  introducer: { autoComplete: 'off', autoCapitalize: 'off', maxLength: 20 },
};

function scrollToTop(form: HTMLElement | null) {
  const body = form?.closest<HTMLElement>('.modal__body');
  if (body) body.scrollTop = 0;
  else if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
}

type RegisterFormProps = {
  variant: 'modal' | 'page';
  /** Called after the member has been registered and signed in. */
  onRegistered?: () => void;
};

/**
 * The registration form (SPEC section 2, "Register page"), in the login dialog's register tab and on /register.
 * Which fields show and which are required comes from the register settings of the chosen currency.
 */
export function RegisterForm({ variant, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const siteCurrency = useSiteCurrency();
  const errorText = useErrorText();
  const settings = useRegisterSettings();
  const agentDomain = useAgentDomain();
  const captchaShown = !config.DEMO_MODE;
  const captcha = useCaptcha(CAPTCHA_TYPE.register, { enabled: captchaShown });
  const completeLogin = useCompleteLogin();

  const [referral] = useState(readReferral);
  const [values, setValues] = useState<RegisterValues>(() => ({ ...emptyRegisterValues(), introducer: referral.value }));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [introducer, setIntroducer] = useState<Introducer>(() => ({ type: referral.type, locked: referral.type !== '' }));
  const [inviteOpen, setInviteOpen] = useState(true);
  const [currencyLocked, setCurrencyLocked] = useState(false);
  const [errorTrack, setErrorTrack] = useState<string[]>([]);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [smsSending, setSmsSending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ field: RegisterField } | null>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRefs = useRef<Partial<Record<RegisterField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const sms = useCountdown();

  const list = useMemo(() => settings.data?.list ?? [], [settings.data]);
  const minimumAge = settings.data?.minimum_age ?? 0;
  const offered = useMemo(() => offeredCurrencies(list), [list]);
  const layout = useMemo(
    () => registerLayout(list, values.member_currency, captchaShown, minimumAge),
    [list, values.member_currency, captchaShown, minimumAge],
  );
  const minimumAgeRef = useRef(minimumAge);
  minimumAgeRef.current = minimumAge;
  const listRef = useRef(list);
  listRef.current = list;

  const setError = useCallback((field: RegisterField, message: string | null) => {
    setErrors((e) => (e[field] === (message ?? undefined) ? e : { ...e, [field]: message ?? undefined }));
  }, []);

  // Move the focus once the page has drawn the field (and any closing dialog has handed the focus back).
  useEffect(() => {
    if (focusTarget) fieldRefs.current[focusTarget.field]?.focus();
  }, [focusTarget]);

  // The first currency: the link's when offered, else the site's, else the first offered.
  useEffect(() => {
    if (offered.length === 0 || valuesRef.current.member_currency) return;
    let currency = offered.includes(siteCurrency) ? siteCurrency : (offered[0] ?? '');
    if (referral.currency) {
      if (isCurrencyCode(referral.currency) && offered.includes(referral.currency)) currency = referral.currency;
      else setError('member_currency', 'signup.err_currency_not_open');
    }
    setValues((v) => ({ ...v, member_currency: currency }));
  }, [offered, siteCurrency, referral.currency, setError]);

  // On an agent domain the agent and the currency are fixed by the host.
  useEffect(() => {
    const domain = agentDomain.data;
    if (!domain?.is_valid || !domain.agent_id || offered.length === 0) return;
    rememberAgentDomain(domain.agent_id);
    setIntroducer({ type: 'member_agent', locked: true });
    setValues((v) => ({ ...v, introducer: domain.agent_id }));
    if (isCurrencyCode(domain.currency) && offered.includes(domain.currency)) {
      setCurrencyLocked(true);
      if (valuesRef.current.member_currency !== domain.currency) {
        setValues((v) => switchCurrency(v, listRef.current, domain.currency, captchaShown, minimumAgeRef.current).values);
      }
    }
  }, [agentDomain.data, offered, captchaShown]);

  // A referral link is checked once: an invalid one is refused and unlocked.
  useEffect(() => {
    if (!referral.type) return;
    let cancelled = false;
    const check = referral.type === 'member_agent' ? { agent_id: referral.value } : { recommend_code: referral.value };
    checkIntroducerLink(config.SITE_ID, check)
      .then((valid) => {
        if (cancelled || valid) return;
        clearReferral();
        setIntroducer({ type: '', locked: false });
        setValues((v) => ({ ...v, introducer: '' }));
        setError('introducer', referral.type === 'member_agent' ? 'signup.err_agent_disabled' : 'signup.err_recommend_disabled');
      })
      .catch(() => {
        // The registration itself checks the introducer again.
      });
    return () => {
      cancelled = true;
    };
  }, [referral, config.SITE_ID, setError]);

  // Settings that cannot be loaded: say so for five seconds (SPEC section 8).
  useEffect(() => {
    if (!settings.error) return;
    const message =
      isApiError(settings.error) && settings.error.kind === 'rejected' && settings.error.message
        ? settings.error.message
        : t('signup.settings_failed');
    showToast(message, { tone: 'error', durationMs: SETTINGS_FAILURE_TOAST_MS });
  }, [settings.error, t]);

  /** Asks the server whether a unique field's value is free; a refusal shows its message on the field. */
  const checkUnique = useCallback(
    async (field: RegisterField, snapshot: RegisterValues) => {
      const value = String(snapshot[field as keyof RegisterValues] ?? '').trim();
      const currency = snapshot.member_currency;
      if (!value || !isCurrencyCode(currency)) return;
      try {
        await verifyRegisterFields({ [field]: value, site_id: config.SITE_ID, member_currency: currency, verification: 1 });
      } catch (error) {
        const now = valuesRef.current;
        if (String(now[field as keyof RegisterValues] ?? '').trim() !== value || now.member_currency !== currency) return;
        if (!isApiError(error)) return;
        if (error.kind === 'rejected' && error.code !== null) {
          setError(field, registerOutcome(error.code, error.message).message);
        } else if (error.kind === 'validationFailed' && error.fields?.[field]?.[0]) {
          setError(field, error.fields[field][0]);
        }
      }
    },
    [config.SITE_ID, setError],
  );

  const setValue = (field: keyof RegisterValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    const errorField: RegisterField = field.startsWith('birth_') ? 'member_birthday' : (field as RegisterField);
    if (errors[errorField]) setError(errorField, null);
  };

  const onBlur = (field: RegisterField) => {
    const snapshot = valuesRef.current;
    const error = validateRegisterField(field, snapshot, layout);
    setError(field, error);
    if (!error && uniqueFields(layout).includes(field)) void checkUnique(field, snapshot);
  };

  const onCurrencyChange = (next: string) => {
    if (currencyLocked || next === values.member_currency) return;
    const result = switchCurrency(values, list, next, captchaShown, minimumAge);
    setValues(result.values);
    const unique = uniqueFields(result.layout);
    setErrors((current) => {
      const updated: RegisterErrors = { ...current, member_currency: undefined, member_birthday: undefined };
      for (const name of result.cleared) updated[name as RegisterField] = undefined;
      if (!isPhoneVerified(result.layout)) updated.phone_verify = undefined;
      for (const field of result.revalidate) {
        updated[field] = validateRegisterField(field, result.values, result.layout) ?? undefined;
      }
      return updated;
    });
    for (const field of result.revalidate) {
      if (unique.includes(field) && !validateRegisterField(field, result.values, result.layout)) {
        void checkUnique(field, result.values);
      }
    }
  };

  const unlockIntroducer = () => {
    clearReferral();
    setIntroducer({ type: '', locked: false });
    setValues((v) => ({ ...v, introducer: '' }));
  };

  const onSendSms = async () => {
    if (sms.running || smsSending) return;
    const snapshot = valuesRef.current;
    const phone = snapshot.member_phone.trim();
    const phoneError =
      validateRegisterField('member_phone', snapshot, layout) ?? (phone === '' ? 'signup.err_phone_blank' : null);
    if (phoneError || !isCurrencyCode(snapshot.member_currency)) {
      setError('member_phone', phoneError);
      fieldRefs.current.member_phone?.focus();
      return;
    }
    const seconds = settings.data?.sms_countdown_seconds || SMS_RESEND_COUNTDOWN_S;
    setSmsSending(true);
    try {
      await sendRegisterSms({ member_phone: phone, currency: snapshot.member_currency, site_id: config.SITE_ID });
      sms.start(seconds);
      showToast(t('signup.sms_sent'), { tone: 'success' });
      fieldRefs.current.phone_verify?.focus();
    } catch (error) {
      if (isApiError(error) && error.kind === 'rejected') {
        const outcome = smsOutcome(error.code);
        showToast(messageText(outcome.message, t), { tone: 'error' });
        if (outcome.startCountdown) sms.start(seconds);
      } else {
        showToast(errorText(error), { tone: 'error' });
      }
    } finally {
      setSmsSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (config.DEMO_MODE) {
      showToast(t('signup.demo_blocked'), { tone: 'error' });
      return;
    }
    if (!settings.data || busy.current) return;
    const found = validateRegisterForm(values, layout);
    setErrors(found);
    const first = formFieldOrder(layout).find((field) => found[field]);
    if (first) {
      setFocusTarget({ field: first });
      return;
    }
    setAgreed(false);
    setAgreementError(null);
    setAgreementOpen(true);
  };

  const showRefusal = (error: unknown) => {
    if (isApiError(error) && error.kind === 'validationFailed' && error.fields) {
      const next: RegisterErrors = {};
      for (const [wire, messages] of Object.entries(error.fields)) {
        const field = formFieldForWire(wire);
        if (field && messages[0]) next[field] = messages[0];
      }
      setErrors(next);
      const first = formFieldOrder(layout).find((field) => next[field]);
      if (first) setFocusTarget({ field: first });
      else showToast(errorText(error), { tone: 'error' });
      return;
    }
    if (!isApiError(error) || error.kind !== 'rejected' || error.code === null) {
      showToast(errorText(error), { tone: 'error' });
      return;
    }
    const outcome = registerOutcome(error.code, error.message);
    switch (outcome.kind) {
      case 'field':
        setErrors({ [outcome.field]: outcome.message });
        setFocusTarget({ field: outcome.field });
        break;
      case 'introducer':
        if (outcome.unlock) unlockIntroducer();
        if (outcome.closeInvite) setInviteOpen(false);
        setErrors({ introducer: outcome.message });
        if (!outcome.closeInvite) setFocusTarget({ field: 'introducer' });
        if (outcome.closeInvite) showToast(messageText(outcome.message, t), { tone: 'error' });
        break;
      case 'toast':
        showToast(messageText(outcome.message, t), { tone: 'error' });
        break;
      case 'unknown':
        showToast(messageText(outcome.message, t), { tone: 'error' });
        setErrorTrack((track) => [...track, outcome.track]);
        break;
    }
  };

  const onConfirm = async () => {
    if (busy.current) return;
    if (!agreed) {
      setAgreementError(t('signup.err_agreement'));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    scrollToTop(formRef.current);
    try {
      const result = await register(
        buildRegisterPayload({
          values,
          layout,
          siteId: config.SITE_ID,
          introducerType: introducer.type,
          captchaToken: captcha.token,
          errorTrack,
        }),
      );
      setAgreementOpen(false);
      clearReferral();
      completeLogin(result, t('signup.success'));
      onRegistered?.();
    } catch (error) {
      setAgreementOpen(false);
      showRefusal(error);
      setValues((v) => ({ ...v, captcha: '' }));
      if (captchaShown) void captcha.refresh();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const message = (field: RegisterField) => {
    const key = errors[field];
    if (key === UNDER_AGE_MESSAGE) return t(UNDER_AGE_MESSAGE, { age: minimumAge });
    return key ? messageText(key, t) : null;
  };
  const setRef = (field: RegisterField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    fieldRefs.current[field] = element;
  };
  const required = (name: ConfigurableField) => layout.rows[name]?.is_required === 1;

  const text = (name: TextName, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      key={name}
      ref={setRef(name)}
      name={name}
      label={t(`signup.label_${name}`)}
      value={values[name]}
      onValueChange={(value) => setValue(name, value)}
      onBlur={() => onBlur(name)}
      error={message(name)}
      testId={`register-${name}`}
      {...INPUTS[name]}
      {...extra}
    />
  );

  if (settings.isPending) {
    return (
      <LoadingRegion label={t('signup.loading')} className="register-form register-form--loading">
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height="2.75rem" radius="0.75rem" />
        ))}
      </LoadingRegion>
    );
  }
  if (settings.isError) {
    return (
      <ErrorMessage
        title={t('signup.settings_failed')}
        message={errorText(settings.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  }

  const configurable = (name: ConfigurableField): ReactNode => {
    if (!layout.shown.has(name)) return null;
    if (name === 'member_birthday') {
      return (
        <BirthdayFields
          key={name}
          year={values.birth_year}
          month={values.birth_month}
          day={values.birth_day}
          onChange={setValue}
          onBlur={() => onBlur('member_birthday')}
          error={message('member_birthday')}
          required={required(name)}
          yearRef={setRef('member_birthday')}
          minimumAge={minimumAge}
        />
      );
    }
    if (name === 'member_phone') {
      return [
        text('member_phone', { required: required(name), hint: t('signup.hint_member_phone') }),
        isPhoneVerified(layout)
          ? text('phone_verify', {
              required: values.member_phone.trim() !== '',
              addon: (
                <Button
                  variant="secondary"
                  className="register-form__sms"
                  onClick={() => void onSendSms()}
                  disabled={sms.running || smsSending}
                  data-testid="register-send-sms"
                >
                  {sms.running
                    ? t('signup.sms_resend_in', { time: formatCountdown(sms.remaining) })
                    : smsSending
                      ? t('signup.sms_sending')
                      : t('signup.send_sms')}
                </Button>
              ),
            })
          : null,
      ];
    }
    return text(name, {
      required: required(name),
      ...(name === 'withdraw_password' ? { hint: t('signup.hint_withdraw_password') } : {}),
    });
  };

  const introducerShown = introducer.locked || inviteOpen;

  return (
    <form
      ref={formRef}
      className={`form register-form register-form--${variant}`}
      data-testid="register-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
    >
      {text('member_account', { required: true, hint: t('signup.hint_member_account') })}
      {text('password', { required: true, hint: t('signup.hint_password') })}
      {layout.confirmShown ? text('check_password', { required: true }) : null}
      <SelectField
        ref={setRef('member_currency')}
        label={t('signup.label_member_currency')}
        value={values.member_currency}
        onValueChange={onCurrencyChange}
        error={message('member_currency')}
        hint={currencyLocked ? t('signup.currency_locked') : undefined}
        testId="register-member_currency"
        disabled={currencyLocked}
        required
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {`${currencySymbol(code)} ${code}`}
          </option>
        ))}
      </SelectField>
      {layout.shown.size > 0 ? [...layout.shown].map((name) => configurable(name)) : null}
      {introducerShown
        ? text('introducer', {
            label: introducer.type === 'member_agent' ? t('signup.label_agent') : t('signup.label_introducer'),
            readOnly: introducer.locked,
            hint: introducer.locked ? t('signup.introducer_locked') : t('signup.hint_introducer'),
          })
        : null}
      {captchaShown ? (
        <CaptchaField
          ref={setRef('captcha')}
          captcha={captcha}
          value={values.captcha}
          onValueChange={(value) => setValue('captcha', value)}
          onBlur={() => onBlur('captcha')}
          error={message('captcha')}
          testId="register-captcha"
        />
      ) : null}
      <Button type="submit" size="lg" className="form__submit" disabled={submitting} data-testid="register-submit">
        {t('signup.submit')}
      </Button>
      {agreementOpen ? (
        <AgreementModal
          agreed={agreed}
          onAgreedChange={(value) => {
            setAgreed(value);
            if (value) setAgreementError(null);
          }}
          error={agreementError}
          submitting={submitting}
          onConfirm={() => void onConfirm()}
          onCancel={() => setAgreementOpen(false)}
        />
      ) : null}
    </form>
  );
}
