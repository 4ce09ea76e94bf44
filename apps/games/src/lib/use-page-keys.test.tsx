import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isControlKey, usePageKeys } from './use-page-keys.ts';

function Keys({ onKey }: { onKey: (key: string) => void }) {
  usePageKeys((event) => onKey(event.key));
  return (
    <div>
      <button type="button">a button</button>
      <input aria-label="a field" />
    </div>
  );
}

describe('the game pages’ keys', () => {
  it('hears a key with its latest handler, but none with a modifier, already handled, or under an open dialog', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Keys onKey={first} />);
    rerender(<Keys onKey={latest} />);
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('r');

    fireEvent.keyDown(document.body, { key: 'i', ctrlKey: true });
    const handled = new KeyboardEvent('keydown', { key: 'h', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'x' });
    dialog.remove();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter and Space on a button, and every key in a field, to that control', () => {
    const { getByRole } = render(<Keys onKey={() => undefined} />);
    const onButton = (key: string) => {
      const event = new KeyboardEvent('keydown', { key });
      Object.defineProperty(event, 'target', { value: getByRole('button') });
      return isControlKey(event);
    };
    expect(onButton('Enter')).toBe(true);
    expect(onButton(' ')).toBe(true);
    expect(onButton('r')).toBe(false);
    const inField = new KeyboardEvent('keydown', { key: 'r' });
    Object.defineProperty(inField, 'target', { value: getByRole('textbox') });
    expect(isControlKey(inField)).toBe(true);
  });
});
