import { type FormEvent, useEffect, useId, useState } from 'react';
import { SHOUT_REPORT_REASON_MAX, type ShoutView, SOCIAL } from '../../../common/home-social.ts';
import { failureMessage } from '../../api/client.ts';
import { ReportReason } from '../../ui/form-field.tsx';
import { useModal } from '../../ui/use-modal.ts';
import '../../ui/modal-dialog.css';
import { useReportShout } from './shouts-api.ts';
import { ShoutText } from './shouts-item.tsx';

interface ShoutReportDialogProps {
  shout: ShoutView | null;
  onClose: () => void;
  onReported: (message: string) => void;
}

/** A modal <dialog> to report a shout with a reason: focus stays inside, Escape closes it. */
export function ShoutReportDialog({ shout, onClose, onReported }: ShoutReportDialogProps) {
  const id = useId();
  const dialog = useModal(shout !== null);
  const report = useReportShout();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reset } = report;

  // A fresh form for every shout reported.
  useEffect(() => {
    if (!shout) return;
    setReason('');
    setError(null);
    reset();
  }, [shout, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shout) return;
    if (!reason.trim()) return setError(SOCIAL.shoutReportReasonRequired);
    setError(null);
    report.mutate(
      { id: shout.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          onReported(answer.message);
          onClose();
        },
        onError: (failure) => setError(failureMessage(failure, 'That did not work. Please try again.')),
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card shout-report"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="shout-report__title">
          Report shout
        </h2>
        {shout && (
          <blockquote className="shout-report__quote">
            <p className="shout-report__who">{shout.author.username} shouted:</p>
            <ShoutText text={shout.text} />
          </blockquote>
        )}
        <ReportReason
          label="What is wrong with it?"
          rows={3}
          maxLength={SHOUT_REPORT_REASON_MAX}
          reason={reason}
          onReason={setReason}
          error={error}
          busy={report.isPending}
          submit="Send report"
          onCancel={onClose}
        />
      </form>
    </dialog>
  );
}
