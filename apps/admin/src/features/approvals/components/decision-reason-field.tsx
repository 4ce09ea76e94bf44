import { useTranslation } from 'react-i18next';

/** The reason an operator gives for approving or rejecting, kept in the audit log (3 to 200 characters). */
export function DecisionReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('members.approval.reason')}
      <input
        name="decision-reason"
        required
        minLength={3}
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}
