import { Link } from 'react-router';
import type { Report } from '../../../common/forum-types.ts';
import { Button } from '../../ui/button.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import type { ReportAction } from './moderation-api.ts';

function reportUrl(report: Report): string {
  const thread = `/thread/${report.category_slug}/${report.thread_slug}`;
  return report.type === 'post' ? `${thread}#post-${report.target_id}` : thread;
}

interface ReportCardProps {
  report: Report;
  /** The action under way for this report, if any. */
  busy: ReportAction | null;
  onAction: (report: Report, action: ReportAction) => void;
}

/** One report of the moderation queue: what was reported, why, by whom, and the actions. */
export function ModerationReportCard({ report, busy, onAction }: ReportCardProps) {
  const open = report.status === 'open';
  return (
    <li className={`card moderation-report moderation-report--${report.status}`}>
      <div className="moderation-report__badges">
        <span className="badge moderation-report__type">{report.type === 'post' ? 'Post' : 'Thread'}</span>
        <span className={`badge moderation-category moderation-category--${report.category.toLowerCase()}`}>
          {report.category.replace('_', ' ')}
        </span>
        {!open && (
          <span className={`badge moderation-report__status moderation-report__status--${report.status}`}>
            {report.status}
          </span>
        )}
      </div>
      <h2 className="moderation-report__title">
        <Link to={reportUrl(report)}>
          {report.type === 'post' ? `Post in “${report.thread_title}”` : report.thread_title}
        </Link>
      </h2>
      <p className="moderation-report__meta">
        in <Link to={`/category/${report.category_slug}`}>{report.category_name}</Link> · reported by{' '}
        <Link to={`/profile/${encodeURIComponent(report.reporter)}`}>{report.reporter}</Link>{' '}
        <RelativeTime date={report.created} />
      </p>
      <p className="moderation-report__reason">
        {report.reason ? report.reason : <span className="muted">No details given.</span>}
      </p>
      {/* a thread report's excerpt is only the title again */}
      {report.excerpt && report.excerpt !== report.thread_title && (
        <blockquote className="moderation-report__excerpt" aria-label="Reported content">
          {report.excerpt}
        </blockquote>
      )}
      {open && (
        <div className="button-row moderation-report__actions">
          <Button
            size="sm"
            busy={busy === 'resolve'}
            busyLabel="Resolving…"
            disabled={busy !== null}
            onClick={() => onAction(report, 'resolve')}
          >
            Resolve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            busy={busy === 'dismiss'}
            busyLabel="Dismissing…"
            disabled={busy !== null}
            onClick={() => onAction(report, 'dismiss')}
          >
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}
