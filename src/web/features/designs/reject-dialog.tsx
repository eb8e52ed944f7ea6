import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { REJECT_REASONS, type RejectReason } from '../../../common/studio-types.ts';
import { FormFooter, SelectField, TextAreaField } from '../../ui/form-field.tsx';
import '../../ui/modal-dialog.css';

export interface Rejection {
  reason: RejectReason;
  feedback: string;
  internalNote: string;
}

const REASON_LABELS: Record<RejectReason, string> = {
  quality: 'Quality',
  inappropriate: 'Inappropriate content',
  copyright: 'Copyright',
  technical: 'Technical problem',
  other: 'Other',
};

/** The rejection's reason and feedback, if both are given (spec 2 §5); null otherwise. */
export function checkRejection(reason: string, feedback: string, internalNote: string): Rejection | null {
  if (!REJECT_REASONS.includes(reason as RejectReason) || !feedback.trim()) return null;
  return { reason: reason as RejectReason, feedback: feedback.trim(), internalNote: internalNote.trim() };
}

interface RejectDialogProps {
  open: boolean;
  designName: string;
  busy: boolean;
  onReject: (rejection: Rejection) => void;
  onClose: () => void;
}

export function RejectDialog({ open, designName, busy, onReject, onClose }: RejectDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setReason('');
      setFeedback('');
      setNote('');
      setError(null);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rejection = checkRejection(reason, feedback, note);
    if (!rejection) return setError(MSG.reasonAndFeedback);
    setError(null);
    onReject(rejection);
  };

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card studio-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="studio-dialog__title">
          Reject {designName}
        </h2>
        <SelectField
          label="Reason"
          options={REJECT_REASONS}
          labels={REASON_LABELS}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        >
          <option value="">Choose a reason…</option>
        </SelectField>
        <TextAreaField
          label="Feedback for the creator"
          hint="Posted to the design’s discussion thread."
          rows={4}
          maxLength={2000}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
        <TextAreaField
          label="Internal note (optional)"
          hint="Only the Design Team sees this."
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <FormFooter
          error={error}
          submit="Reject Design"
          busyLabel="Rejecting…"
          busy={busy}
          onCancel={onClose}
          variant="danger"
        />
      </form>
    </dialog>
  );
}
