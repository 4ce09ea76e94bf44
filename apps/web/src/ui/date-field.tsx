import { formatDate } from '@casino/browser/date-format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './form-field.tsx';
import './date-field.css';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/**
 * A calendar day (YYYY-MM-DD) picked with the browser's own date picker, shown in the site's date format of the page
 * language (docs/decisions/0021: 27/11/2026 in Thai, 2026/11/27 in Chinese) beside the tables that write days that
 * way, rather than in the browser's own order (11/27/2026 on an English browser). While the player types a day with
 * the keys, the field shows the browser's own parts, which the keys move through.
 */
export function DateField({ fieldClassName, onKeyDown, onBlur, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  const [typing, setTyping] = useState(false);
  const shown = props.value ? formatDate(props.value, i18n.language) : '';
  return (
    <TextField
      {...props}
      type="date"
      fieldClassName={['date-field', typing ? 'date-field--typing' : '', fieldClassName].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (!['Tab', 'Enter', 'Escape', 'Shift'].includes(event.key)) setTyping(true);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
      addon={
        shown ? (
          <span className="date-field__shown" aria-hidden="true" data-testid={props.testId ? `${props.testId}-shown` : undefined}>
            {shown}
          </span>
        ) : null
      }
    />
  );
}
