/** The field of a one-time code: the authenticator's six digits, or a recovery code (letters and digits). */
export function CodeField({
  label,
  value,
  onChange,
  recovery = false,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <label>
      {label}
      <input
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        // biome-ignore lint/a11y/noAutofocus: a code step shows one field, the one to fill
        autoFocus={autoFocus}
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}
