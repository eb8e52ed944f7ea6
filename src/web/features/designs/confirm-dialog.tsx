import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

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
  return (
    <ModalDialog
      open={open}
      title={title}
      titleClassName="studio-dialog__title"
      className="studio-dialog"
      onClose={onClose}
    >
      <div className="studio-dialog__body">{children}</div>
      <div className="button-row">
        <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel="Working…">
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}
