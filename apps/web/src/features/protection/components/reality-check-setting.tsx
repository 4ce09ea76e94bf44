import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import { FormAlert, SelectField } from '../../../ui/form-field.tsx';
import {
  REALITY_CHECK_INTERVALS,
  type RealityCheckInterval,
  realityCheckKeys,
  setRealityCheckInterval,
  useRealityCheck,
} from '../api/reality-check.ts';

const isInterval = (value: number): value is RealityCheckInterval =>
  (REALITY_CHECK_INTERVALS as readonly number[]).includes(value);

/**
 * The member's choice of how often the game pages show the reality check (docs/decisions/0080): time played and net
 * result since sign-in. It holds at once: it changes only when a reminder shows, never what the member may stake.
 */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const queryClient = useQueryClient();
  const current = useRealityCheck();
  const save = useMutation({
    mutationFn: setRealityCheckInterval,
    onSuccess: (next) => queryClient.setQueryData(realityCheckKeys.one(session?.memberId ?? 0), next),
  });

  const interval = save.isPending && save.variables ? save.variables : current.data?.interval_minutes;
  const message = save.isError ? errorText(save.error) : current.isError ? errorText(current.error) : null;
  return (
    <section className="reality-check-setting" aria-labelledby="reality-check-setting-title" data-testid="reality-check-setting">
      <h2 id="reality-check-setting-title">{t('reality_check.title')}</h2>
      <p>{t('reality_check.description')}</p>
      <SelectField
        label={t('reality_check.interval_label')}
        value={interval === undefined ? '' : String(interval)}
        disabled={current.data === undefined || save.isPending}
        testId="reality-check-interval"
        onValueChange={(value) => {
          const minutes = Number(value);
          if (isInterval(minutes)) save.mutate(minutes);
        }}
      >
        {interval === undefined ? <option value="">{t('reality_check.loading')}</option> : null}
        {REALITY_CHECK_INTERVALS.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t('reality_check.interval_option', { minutes })}
          </option>
        ))}
      </SelectField>
      <FormAlert message={message} />
      <FormAlert tone="info" message={save.isSuccess ? t('reality_check.saved') : null} />
    </section>
  );
}
