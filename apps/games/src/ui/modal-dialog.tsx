import { type ReactNode, useEffect, useRef } from 'react';

type ModalDialogProps = {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, or a form with method="dialog". */
  onClose: () => void;
  /** Where the focus goes when the dialog opens (its heading, its first button), else the browser's choice. */
  focusOnOpen?: string;
  className?: string;
  labelledBy: string;
  role?: 'dialog' | 'alertdialog';
  /** Escape does nothing: a notice that has nowhere to go back to. */
  keepOnEscape?: boolean;
  testId?: string;
  id?: string;
  children: ReactNode;
};

/**
 * A modal <dialog> opened and closed by `open`: the browser makes the rest of the page inert, traps the focus and
 * closes it with Escape, and the focus goes back where it was.
 */
export function ModalDialog({
  open,
  onClose,
  focusOnOpen,
  className,
  labelledBy,
  role,
  keepOnEscape,
  testId,
  id,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (focusOnOpen) dialog.querySelector<HTMLElement>(focusOnOpen)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, focusOnOpen]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={className}
      role={role}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        if (keepOnEscape) event.preventDefault();
      }}
    >
      {children}
    </dialog>
  );
}
