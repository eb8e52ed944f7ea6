import type { ReactNode } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

interface AdminDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal <dialog>: the browser keeps focus inside and Escape closes it. */
export function AdminDialog({ open, title, onClose, children, wide = false }: AdminDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      titleClassName="admin-dialog__title"
      className={`admin-dialog${wide ? ' admin-dialog--wide' : ''}`}
      onClose={onClose}
    >
      {open && children}
    </ModalDialog>
  );
}
