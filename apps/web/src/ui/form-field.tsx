import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
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

/** What a labelled field adds to the attributes of its native control. */
type LabelledProps = {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  testId?: string;
  fieldClassName?: string;
};

type FieldProps<Attributes, Element> = Omit<Attributes, 'onChange' | 'value' | 'id'> & LabelledProps & { ref?: Ref<Element> };

/**
 * Splits a field's props into what its frame shows (label, hint, error, addon), the attributes that tie the control
 * to them (the same for inputs and selects), and the rest, for the native control.
 */
function useField<Props extends LabelledProps & { required?: boolean | undefined; addon?: ReactNode }>({
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
  ...rest
}: Props) {
  const id = useId();
  const { hintId, errorId } = fieldIds(id);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    frame: { id, label, error, hint, required, hideLabel, addon, className: fieldClassName },
    control: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onValueChange(event.target.value),
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'data-testid': testId,
    },
    rest,
  };
}

export type TextFieldProps = FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
  /** A button or text drawn beside the input (send code, captcha image). */
  addon?: ReactNode;
};

/** A labelled input with its hint and its error message, both read with the input by screen readers. */
export function TextField(props: TextFieldProps) {
  const {
    frame,
    control,
    rest: { ref, ...input },
  } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input ref={ref} className="field__input" {...control} {...input} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & {
  children: ReactNode;
};

/** A labelled native select with its hint and error message. */
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    control,
    rest: { ref, children, ...select },
  } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select ref={ref} className="field__input field__select" {...control} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** The props that tie a TextField to one entry of a form's state: its input, value and error. */
export type FieldBinding = Pick<TextFieldProps, 'ref' | 'value' | 'onValueChange' | 'error'>;

/** A form-level message (a refused login, a failed call), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'info' }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} hidden={!message}>
      {message ?? ''}
    </div>
  );
}
