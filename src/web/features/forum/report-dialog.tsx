import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { REPORT_CATEGORIES, type ReportCategory } from '../../../common/forum-types.ts';
import { REPORT_REASON_MAX } from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { ReportDialogFrame } from '../../ui/report-dialog.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useFileReport } from './thread-mutations.ts';
import './report-dialog.css';

export interface ReportTarget {
  type: 'post' | 'thread';
  id: number;
  /** What is reported, in words: "the post by alice". */
  label: string;
}

const CATEGORY_LABELS: Record<ReportCategory, [title: string, hint: string]> = {
  SPAM: ['Spam', 'Advertising, scams or repeated junk'],
  ABUSE: ['Abuse', 'Harassment, hate or threats'],
  RULE_VIOLATION: ['Rule violation', 'Breaks the community rules'],
  OTHER: ['Other', 'Something else: tell us below'],
};

interface ReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
  onReported: (message: string) => void;
}

/** A modal <dialog>: the browser traps focus inside it, Escape closes it (spec 1 §4: reset on open). */
export function ReportDialog({ target, onClose, onReported }: ReportDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const report = useFileReport();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reset } = report;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target && !element.open) {
      setCategory('');
      setReason('');
      setError(null);
      reset();
      element.showModal();
    } else if (!target && element.open) {
      element.close();
    }
  }, [target, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!category) return setError(MSG.reportCategoryRequired);
    if (category === 'OTHER' && !reason.trim()) return setError(MSG.reportDetailsRequired);
    setError(null);
    report.mutate(
      { type: target.type, id: target.id, category, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          onReported(answer.message ?? MSG.reportReceived);
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? failureMessage(failure, FORUM_MSG.reportFailed)
              : FORUM_MSG.reportError,
          ),
      },
    );
  };

  return (
    <ReportDialogFrame
      dialogRef={dialog}
      title={`Report ${target?.type ?? 'post'}`}
      about={target && `You are reporting ${target.label}.`}
      onSubmit={submit}
      onClose={onClose}
      label={`Details${category === 'OTHER' ? '' : ' (optional)'}`}
      maxLength={REPORT_REASON_MAX}
      reason={reason}
      onReason={setReason}
      error={error}
      busy={report.isPending}
    >
      <fieldset className="report-dialog__choices">
        <legend className="field__label">Why are you reporting it?</legend>
        {REPORT_CATEGORIES.map((value) => (
          <label key={value} className="report-choice">
            <input
              type="radio"
              name={`${id}-category`}
              value={value}
              checked={category === value}
              onChange={() => setCategory(value)}
            />
            <span>
              <strong>{CATEGORY_LABELS[value][0]}</strong>
              <span className="muted"> — {CATEGORY_LABELS[value][1]}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ReportDialogFrame>
  );
}
