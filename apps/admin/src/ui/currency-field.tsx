import { CURRENCY_CODES } from '@casino/contract/currencies.ts';

/** A labelled choice among the platform's currencies; `anyLabel` adds an empty first choice ("any currency"). */
export function CurrencyField({
  label,
  value,
  onChange,
  anyLabel,
  ariaLabel,
  name,
  className,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  anyLabel?: string;
  ariaLabel?: string;
  name?: string;
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select name={name} aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
