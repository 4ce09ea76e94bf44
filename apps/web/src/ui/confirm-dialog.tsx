import { useRef } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/** A question with a confirm and a cancel button; Escape cancels. The confirm button has the focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      closeLabel={closeLabel}
      size="sm"
      role="alertdialog"
      testId={testId}
      description={message}
      initialFocus={confirm}
    >
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} data-testid={testId ? `${testId}-cancel` : undefined}>
          {cancelLabel}
        </Button>
        <Button ref={confirm} onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
