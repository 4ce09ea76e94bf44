import {
  checkConfirmPassword,
  checkPassword,
  checkWithdrawPassword,
  type FieldSetting,
} from '@casino/contract/registration-rules.ts';

const REQUIRED: FieldSetting = { is_display: 1, is_required: 1, is_unique: 0, is_verification: 0 };

export type PasswordValues = { old: string; password: string; confirm: string };
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** Login password change: the old one, a new one by the registration rules, and its confirmation. */
export function validateLoginPasswordChange(values: PasswordValues, needsOld = true): PasswordErrors {
  const errors: PasswordErrors = {};
  if (needsOld && values.old === '') errors.old = 'member.err_old_password_blank';
  const password = checkPassword(values.password);
  if (password) errors.password = password;
  const confirm = checkConfirmPassword(values.password, values.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** Withdraw password: four digits; the old one is needed only to change an existing withdraw password. */
export function validateWithdrawPasswordChange(values: PasswordValues, needsOld: boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  if (needsOld) {
    const old = checkWithdrawPassword(values.old, REQUIRED);
    if (old) errors.old = old === 'signup.err_withdraw_password_blank' ? 'member.err_old_withdraw_blank' : old;
  }
  const password = checkWithdrawPassword(values.password, REQUIRED);
  if (password) errors.password = password;
  if (values.confirm === '') errors.confirm = 'signup.err_check_password_blank';
  else if (values.confirm !== values.password) errors.confirm = 'signup.err_check_password_diff';
  return errors;
}
