import { type ComponentProps, type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { ReportReason } from './form-field.tsx';
import './modal-dialog.css';
import './report-dialog.css';

interface ReportDialogFrameProps extends Omit<ComponentProps<typeof ReportReason>, 'onCancel'> {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Another class for the dialog, for what one kind of report shows differently. */
  className?: string;
  title: string;
  /** What is reported, in words, under the title; nothing while closed. */
  about: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** What the form asks before the reason (the forum's categories). */
  children?: ReactNode;
}

/** A report's modal <dialog>: its title, what is reported, then its questions, reason and buttons. */
export function ReportDialogFrame({
  dialogRef,
  className,
  title,
  about,
  onSubmit,
  onClose,
  children,
  ...reason
}: ReportDialogFrameProps) {
  const id = useId();
  return (
    <dialog
      ref={dialogRef}
      className={['modal-dialog card report-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <div>
          <h2 id={`${id}-title`} className="report-dialog__title">
            {title}
          </h2>
          {about && <p className="muted report-dialog__about">{about}</p>}
        </div>
        {children}
        <ReportReason {...reason} onCancel={onClose} />
      </form>
    </dialog>
  );
}
