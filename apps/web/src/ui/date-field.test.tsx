import { formatDate } from '@casino/browser/date-format.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field.tsx';

describe('DateField', () => {
  it("shows the picked day in the site's date format of the page language, and the browser's parts while typing", () => {
    render(<DateField label="From" value="2026-11-21" onValueChange={() => undefined} testId="from" />);
    const input = screen.getByTestId('from') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-11-21');
    expect(screen.getByTestId('from-shown').textContent).toBe(formatDate('2026-11-21', 'en_US'));
    expect(input.closest('.field')?.classList.contains('date-field--typing')).toBe(false);
    fireEvent.keyDown(input, { key: '2' });
    expect(input.closest('.field')?.classList.contains('date-field--typing')).toBe(true);
    fireEvent.blur(input);
    expect(input.closest('.field')?.classList.contains('date-field--typing')).toBe(false);
  });

  it('writes Thai days day first, as the records beside it do', () => {
    expect(formatDate('2026-11-21', 'th_TH')).toBe('21/11/2026');
  });
});
