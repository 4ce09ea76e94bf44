import { useTranslation } from 'react-i18next';
import { type FieldBinding, TextField } from './form-field.tsx';

type WithdrawPasswordFieldProps = FieldBinding & {
  /** What the password is asked for here. */
  hint: string;
  testId: string;
};

/** The member's four-digit withdraw password, asked before money leaves the main wallet or a bank card is bound. */
export function WithdrawPasswordField({ ref, value, onValueChange, error, hint, testId }: WithdrawPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('member.withdraw_password')}
      type="password"
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={hint}
      testId={testId}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      required
    />
  );
}
