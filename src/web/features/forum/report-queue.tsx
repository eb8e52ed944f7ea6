import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Notice, Status, type StatusMessage, useStatus } from '../../ui/status.tsx';

type Handling = 'resolve' | 'dismiss';
const RETRY = 'That did not work. Please try again.';

/** What the private-message and shout report queues share of a report. */
interface QueuedReport {
  id: number;
  status: 'open' | 'resolved' | 'dismissed';
  reason: string;
  created_at: string;
  reporter: { username: string } | null;
}

/** Resolving and dismissing a queue's reports, and the status line that says how it went. */
export function useReportHandling<R>(
  handle: UseMutationResult<unknown, Error, { report: R; action: Handling }>,
) {
  const [status, showStatus] = useStatus();
  const act = (report: R, action: Handling) =>
    handle.mutate(
      { report, action },
      {
        onSuccess: () => showStatus(action === 'resolve' ? 'Report resolved' : 'Report dismissed', 'success'),
        onError: (error) => showStatus(failureMessage(error, RETRY), 'error'),
      },
    );
  return { status, showStatus, act, retry: RETRY };
}

interface ReportsSectionProps<R extends QueuedReport> {
  /** The section's name: its heading's id is `${name}-title`. */
  name: string;
  title: string;
  /** What an empty queue says. */
  empty: string;
  reports: UseQueryResult<R[]>;
  status: StatusMessage | null;
  children: (report: R) => ReactNode;
}

/** A queue of reports under the forum's: nothing if it fails to load (the page's own reports stay). */
export function ReportsSection<R extends QueuedReport>({
  name,
  title,
  empty,
  reports,
  status,
  children,
}: ReportsSectionProps<R>) {
  if (reports.isError) return null;
  return (
    <section className="message-reports" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="message-reports__title">
        {title}
      </h2>
      <Status status={status} className="moderation-status" />
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.data.length === 0 ? (
        <Notice tone="info">{empty}</Notice>
      ) : (
        <ul className="moderation-list">{reports.data.map(children)}</ul>
      )}
    </section>
  );
}

interface ReportItemProps {
  report: QueuedReport;
  title: ReactNode;
  /** Said after the report's status in its line (" · the shout is gone"). */
  note?: ReactNode;
  /** What was reported, and the actions. */
  children: ReactNode;
}

/** One queued report: what, who reported it and when, and why. */
export function ReportItem({ report, title, note, children }: ReportItemProps) {
  return (
    <li className={`card moderation-report moderation-report--${report.status}`}>
      <h3 className="moderation-report__title">{title}</h3>
      <p className="moderation-report__meta">
        reported by {report.reporter?.username ?? 'a deleted member'}{' '}
        <RelativeTime date={report.created_at} />
        {report.status !== 'open' && ` · ${report.status}`}
        {note}
      </p>
      <p className="moderation-report__reason">{report.reason}</p>
      {children}
    </li>
  );
}

interface ReportActionsProps {
  /** An open report can be resolved or dismissed. */
  open: boolean;
  busy: boolean;
  onAct: (action: Handling) => void;
  /** More actions after those (delete the shout). */
  children?: ReactNode;
}

/** Resolve and Dismiss for an open report, then any more actions; nothing when none apply. */
export function ReportActions({ open, busy, onAct, children }: ReportActionsProps) {
  if (!open && !children) return null;
  return (
    <div className="button-row moderation-report__actions">
      {open && (
        <>
          <Button size="sm" disabled={busy} onClick={() => onAct('resolve')}>
            Resolve
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct('dismiss')}>
            Dismiss
          </Button>
        </>
      )}
      {children}
    </div>
  );
}
