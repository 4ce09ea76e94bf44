import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import './form-field.css';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  hideLabel?: boolean | undefined;
  addon?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
};

function fieldIds(id: string) {
  return { hintId: `${id}-hint`, errorId: `${id}-error` };
}

function FieldFrame({ id, label, error, hint, required, hideLabel, addon, className, children }: FieldFrameProps) {
  const { hintId, errorId } = fieldIds(id);
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control">
        {children}
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The attributes that tie a control to its label, hint and error (the same for inputs and selects). */
function controlAttributes(
  id: string,
  {
    hint,
    error,
    required,
    testId,
  }: { hint: ReactNode; error: string | null | undefined; required: boolean | undefined; testId: string | undefined },
) {
  const { hintId, errorId } = fieldIds(id);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'data-testid': testId,
  };
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** A button or text drawn beside the input (send code, captcha image). */
  addon?: ReactNode;
  hideLabel?: boolean;
  testId?: string;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and its error message, both read with the input by screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  addon,
  hideLabel,
  testId,
  required,
  fieldClassName,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
      addon={addon}
      className={fieldClassName}
    >
      <input
        ref={ref}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...controlAttributes(id, { hint, error, required, testId })}
        {...input}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  testId?: string;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled native select with its hint and error message. */
export function SelectField({
  label,
  value,
  onValueChange,
  error,
  hint,
  hideLabel,
  testId,
  required,
  fieldClassName,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      <select
        ref={ref}
        className="field__input field__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...controlAttributes(id, { hint, error, required, testId })}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A form-level message (a refused login, a failed call), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'info' }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} hidden={!message}>
      {message ?? ''}
    </div>
  );
}
