import { type CalendarDay, calendarDay, latestBirthYear } from '@casino/contract/registration-rules.ts';
import { type FocusEvent, type Ref, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type BirthdayPart = 'birth_year' | 'birth_month' | 'birth_day';

type BirthdayFieldsProps = {
  year: string;
  month: string;
  day: string;
  onChange: (part: BirthdayPart, value: string) => void;
  /** Called when the focus leaves the three selects. */
  onBlur: () => void;
  error?: string | null | undefined;
  required: boolean;
  yearRef?: Ref<HTMLSelectElement>;
  /** The site's minimum age: the year list starts at the latest year someone that old can be born in. */
  minimumAge: number;
  /** Today, on the device; the list goes back a hundred years from it. */
  today?: CalendarDay;
};

const YEARS_BACK = 100;

/** The years the list offers, latest first: from the latest allowed birth year back to a hundred years ago. */
export function birthYears(minimumAge: number, today: CalendarDay): string[] {
  const latest = latestBirthYear(minimumAge, today);
  const earliest = today.year - YEARS_BACK;
  return Array.from({ length: Math.max(0, latest - earliest + 1) }, (_, i) => String(latest - i));
}

export function daysInMonth(year: string, month: string): number {
  if (!month) return 31;
  // Without a year February may have its leap day.
  const y = year ? Number(year) : 2000;
  return new Date(Date.UTC(y, Number(month), 0)).getUTCDate();
}

/** The birthday as three selects (year, month, day), joined with hyphens when sent. */
export function BirthdayFields({
  year,
  month,
  day,
  onChange,
  onBlur,
  error,
  required,
  yearRef,
  minimumAge,
  today,
}: BirthdayFieldsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const { year: thisYear, month: thisMonth, day: thisDay } = today ?? calendarDay(new Date(), 'local');
  const years = useMemo(
    () => birthYears(minimumAge, { year: thisYear, month: thisMonth, day: thisDay }),
    [minimumAge, thisYear, thisMonth, thisDay],
  );
  const monthNames = useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { month: 'long', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
    }
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [i18n.language]);
  const days = daysInMonth(year, month);

  const change = (part: BirthdayPart, value: string) => {
    onChange(part, value);
    // A day the new month does not have is dropped.
    const nextYear = part === 'birth_year' ? value : year;
    const nextMonth = part === 'birth_month' ? value : month;
    if (part !== 'birth_day' && day && Number(day) > daysInMonth(nextYear, nextMonth)) onChange('birth_day', '');
  };

  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };

  const common = {
    className: 'field__input field__select',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  return (
    <fieldset
      className={error ? 'field-group field--invalid' : 'field-group'}
      onBlur={onGroupBlur}
      data-testid="register-member_birthday"
    >
      <legend className="field-group__legend">
        {t('signup.label_member_birthday')}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="field-group__row">
        <select
          ref={yearRef}
          {...common}
          aria-label={t('signup.birthday_year')}
          value={year}
          onChange={(e) => change('birth_year', e.target.value)}
          data-testid="register-member_birthday-year"
        >
          <option value="">{t('signup.birthday_year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('signup.birthday_month')}
          value={month}
          onChange={(e) => change('birth_month', e.target.value)}
          data-testid="register-member_birthday-month"
        >
          <option value="">{t('signup.birthday_month')}</option>
          {monthNames.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('signup.birthday_day')}
          value={day}
          onChange={(e) => change('birth_day', e.target.value)}
          data-testid="register-member_birthday-day"
        >
          <option value="">{t('signup.birthday_day')}</option>
          {Array.from({ length: days }, (_, i) => String(i + 1)).map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
