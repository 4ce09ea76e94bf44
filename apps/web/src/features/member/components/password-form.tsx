import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { translateKey } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { type FieldBinding, FormAlert, TextField } from '../../../ui/form-field.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { editPassword } from '../api/edit-password.ts';
import {
  type PasswordErrors,
  type PasswordValues,
  validateLoginPasswordChange,
  validateWithdrawPasswordChange,
} from './password-rules.ts';

type PasswordFormProps = {
  /** login: the login password (type 1); withdraw: the four-digit withdraw password (type 2). */
  kind: 'login' | 'withdraw';
  /** Whether the current password must be given (a withdraw password that was never set needs none). */
  needsOld: boolean;
  testIdPrefix: string;
  onDone?: () => void;
};

const FIELDS = ['old', 'password', 'confirm'] as const;

/** Changes the login password or sets/changes the withdraw password; a refusal shows the server's message. */
export function PasswordForm({ kind, needsOld, testIdPrefix, onDone }: PasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<PasswordValues>({ old: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const refs = {
    old: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const withdraw = kind === 'withdraw';

  const labels = withdraw
    ? {
        old: t('member.old_withdraw_password'),
        password: t('member.new_withdraw_password'),
        confirm: t('member.confirm_withdraw_password'),
        // The card's heading names the withdrawal password; the button stays short enough for one line in every language.
        submit: needsOld ? t('member.change_password') : t('member.set_password'),
      }
    : {
        old: t('member.old_password'),
        password: t('member.new_password'),
        confirm: t('member.confirm_password'),
        submit: t('member.change_password'),
      };

  const set = (field: keyof PasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = withdraw ? validateWithdrawPasswordChange(values, needsOld) : validateLoginPasswordChange(values, needsOld);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      await editPassword({
        type: withdraw ? 2 : 1,
        old_password: needsOld ? values.old : '',
        password: values.password,
        check_password: values.confirm,
      });
      setValues({ old: '', password: '', confirm: '' });
      showToast(withdraw ? t('member.withdraw_password_saved') : t('member.password_changed'), { tone: 'success' });
      onDone?.();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const message = (field: keyof PasswordValues) => {
    const key = errors[field];
    return key ? translateKey(t, key) : null;
  };
  const field = (name: keyof PasswordValues): FieldBinding => ({
    ref: refs[name],
    value: values[name],
    onValueChange: set(name),
    error: message(name),
  });
  const digits = withdraw ? ({ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const) : null;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <FormAlert message={formError} />
      {needsOld ? (
        <TextField
          {...field('old')}
          label={labels.old}
          type="password"
          testId={`${testIdPrefix}-old`}
          autoComplete="current-password"
          maxLength={64}
          required
          {...digits}
        />
      ) : null}
      <TextField
        {...field('password')}
        label={labels.password}
        type="password"
        hint={withdraw ? t('signup.hint_withdraw_password') : t('signup.hint_password')}
        testId={`${testIdPrefix}-new`}
        autoComplete="new-password"
        maxLength={12}
        required
        {...digits}
      />
      <TextField
        {...field('confirm')}
        label={labels.confirm}
        type="password"
        testId={`${testIdPrefix}-confirm`}
        autoComplete="new-password"
        maxLength={12}
        required
        {...digits}
      />
      <Button type="submit" disabled={busy} data-testid={`${testIdPrefix}-submit`}>
        {labels.submit}
      </Button>
    </form>
  );
}
