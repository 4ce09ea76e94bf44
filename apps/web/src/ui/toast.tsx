import { TOAST_DURATION_MS, TOAST_OFFSET } from '@casino/contract/constants.ts';
import { useEffect } from 'react';
import { createStore, useStore } from '../lib/create-store.ts';
import './toast.css';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone; durationMs: number };

const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

/** Shows a short message; it leaves by itself after 3000 ms unless told otherwise (SPEC section 9). */
export function showToast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  const toast: Toast = {
    id: nextId++,
    message,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  toasts.set([...toasts.get(), toast]);
  return toast.id;
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

export function clearToasts(): void {
  toasts.set([]);
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  return (
    <li className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
          />
        </svg>
      </button>
    </li>
  );
}

/** The place where toasts appear, top centre, announced politely (errors assertively). */
export function ToastArea({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const items = useStore(toasts);
  return (
    <section className="toast-area" aria-label={label} style={{ top: TOAST_OFFSET }}>
      <ol className="toast-area__list">
        {items.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  );
}
