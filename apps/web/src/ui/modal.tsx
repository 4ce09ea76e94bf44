import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';

type ModalProps = {
  title: string;
  /** Closes the dialog (Escape, the close button, a click beside it). Without it the dialog cannot be dismissed. */
  onClose?: (() => void) | undefined;
  closeLabel?: string;
  size?: ModalSize;
  testId?: string;
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Shown under the title, and read as the dialog's description. */
  description?: ReactNode;
  /** Receives focus when the dialog opens; by default the first field or button inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost one reacts to Escape and keeps the focus. */
const stack: string[] = [];
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

/**
 * A modal dialog: drawn above the page, labelled by its title, keeping the keyboard focus inside while open and
 * handing it back to where it was when closed.
 */
export function Modal({
  title,
  onClose,
  closeLabel = 'Close',
  size = 'md',
  testId,
  role = 'dialog',
  description,
  initialFocus,
  className,
  children,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The dialog is set up once when it opens; later changes of the focus target do not move the focus again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    lockScroll();
    const root = dialog.current;
    const target =
      initialFocus?.current ??
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      root?.querySelector<HTMLElement>('input:not([disabled]):not([readonly]), select:not([disabled])') ??
      root;
    target?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !root) return;
      if (event.key === 'Escape' && onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.lastIndexOf(id);
      if (index >= 0) stack.splice(index, 1);
      unlockScroll();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [id]);

  // The role comes from the caller; both dialog roles support aria-modal.
  const dialogRole = {
    role,
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': description ? descriptionId : undefined,
  } as const;

  return createPortal(
    // A click beside the dialog is a pointer shortcut; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && onClose) onClose();
      }}
    >
      <div
        ref={dialog}
        {...dialogRole}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        data-testid={testId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
                />
              </svg>
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
