import { type ReactNode, useId } from 'react';
import { useModal } from '../../ui/use-modal.ts';
import '../../ui/modal-dialog.css';

interface AdminDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal <dialog>: the browser keeps focus inside and Escape closes it. */
export function AdminDialog({ open, title, onClose, children, wide = false }: AdminDialogProps) {
  const id = useId();
  const dialog = useModal(open);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog card admin-dialog${wide ? ' admin-dialog--wide' : ''}`}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {title}
      </h2>
      {open && children}
    </dialog>
  );
}
