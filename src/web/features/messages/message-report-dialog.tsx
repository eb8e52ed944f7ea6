import { type FormEvent, useState } from 'react';
import { MESSAGE_REPORT_REASON_MAX } from '../../../common/conversations.ts';
import { failureMessage } from '../../api/client.ts';
import { ReportDialogFrame } from '../../ui/report-dialog.tsx';
import { useModal } from '../../ui/use-modal.ts';
import { useReportMessage } from './api.ts';

interface MessageReportDialogProps {
  conversationId: number;
  /** The message being reported, or null while closed. */
  target: { id: number; author: string } | null;
  onClose: () => void;
  onReported: (message: string) => void;
}

/** Reports one message: moderators then see it and the few around it, and nothing else. */
export function MessageReportDialog({
  conversationId,
  target,
  onClose,
  onReported,
}: MessageReportDialogProps) {
  const dialog = useModal(target !== null);
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!reason.trim()) return setError('Please say why you are reporting this message.');
    setError(null);
    report.mutate(
      { message_id: target.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setReason('');
          onReported(answer.message);
          onClose();
        },
        onError: (failure) =>
          setError(failureMessage(failure, 'Failed to send the report. Please try again.')),
      },
    );
  };

  return (
    <ReportDialogFrame
      dialogRef={dialog}
      className="message-report-dialog"
      title="Report message"
      about={
        target &&
        `You are reporting the message by ${target.author}. Moderators will see it and the messages around it.`
      }
      onSubmit={submit}
      onClose={onClose}
      label="Why are you reporting it?"
      maxLength={MESSAGE_REPORT_REASON_MAX}
      reason={reason}
      onReason={setReason}
      error={error}
      busy={report.isPending}
    />
  );
}
