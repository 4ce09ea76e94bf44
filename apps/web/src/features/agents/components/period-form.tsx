import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../lib/site-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { FormAlert } from '../../../ui/form-field.tsx';
import { OPERATION_MAX_DAYS } from '../api/operation.ts';
import { periodError } from '../period.ts';

/**
 * The period of the agent centre's reports: two site days, checked before asking the server (the end after the
 * start, at most OPERATION_MAX_DAYS). `testIdPrefix` names its fields for the page it is on.
 */
export function PeriodForm({
  initial,
  onPeriod,
  testIdPrefix,
}: {
  initial: DayRange;
  onPeriod: (period: DayRange) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>(initial);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = periodError(draft);
    if (problem) {
      setError(t(`agents.err_period_${problem}`, { days: OPERATION_MAX_DAYS }));
      return;
    }
    setError(null);
    onPeriod(draft);
  };

  return (
    <form className="agent-filters agent-filters--period" aria-label={t('agents.period_label')} onSubmit={onSubmit} noValidate>
      <DateField
        label={t('wallet.tx.start')}
        value={draft.start}
        onValueChange={(start) => setDraft((d) => ({ ...d, start }))}
        max={draft.end || undefined}
        testId={`${testIdPrefix}-start`}
      />
      <DateField
        label={t('wallet.tx.end')}
        value={draft.end}
        onValueChange={(end) => setDraft((d) => ({ ...d, end }))}
        min={draft.start || undefined}
        testId={`${testIdPrefix}-end`}
      />
      <Button type="submit" className="agent-filters__search" data-testid={`${testIdPrefix}-search`}>
        {t('agents.search')}
      </Button>
      <div className="agent-filters__wide">
        <FormAlert message={error} />
      </div>
      <p className="agent-filters__note agent-filters__wide">{t('wallet.tx.time_zone_note', { zone: DEFAULT_TIMEZONE })}</p>
    </form>
  );
}
