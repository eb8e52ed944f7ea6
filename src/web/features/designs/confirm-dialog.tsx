import { type ReactNode, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { useModal } from '../../ui/use-modal.ts';
import '../../ui/modal-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal yes/no question (spec 2 §4: Approve and Reset to Draft ask first). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  tone = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useModal(open);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card studio-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="studio-dialog__title">
        {title}
      </h2>
      <div className="studio-dialog__body">{children}</div>
      <div className="button-row">
        <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel="Working…">
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </dialog>
  );
}
