import { type ReactNode, useId } from 'react';
import { useModal } from './use-modal.ts';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** The title's class: .modal-dialog__title unless said ('' for a plain heading). */
  titleClassName?: string;
  /** More classes for the dialog, after 'modal-dialog card'. */
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal <dialog> card that opens with its title first while `open`: the browser keeps focus inside
 * it and Escape closes it.
 */
export function ModalDialog({
  open,
  title,
  titleClassName = 'modal-dialog__title',
  className,
  onClose,
  children,
}: ModalDialogProps) {
  const id = useId();
  const dialog = useModal(open);
  return (
    <dialog
      ref={dialog}
      className={['modal-dialog card', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className={titleClassName || undefined}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
