import type { ShoutReportView } from '../../../common/home-social.ts';
import { failureMessage } from '../../api/client.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Button } from '../../ui/button.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import type { ReportFilter } from './moderation-api.ts';
import { useDeleteReportedShout, useHandleShoutReport, useShoutReports } from './shout-reports-api.ts';

const RETRY = 'That did not work. Please try again.';

/** Reports of shouts (issue 19 §1): the text as reported, and the shout's deletion from here. */
export function ShoutReportsSection({ filter }: { filter: ReportFilter }) {
  const reports = useShoutReports(filter);
  const handle = useHandleShoutReport();
  const remove = useDeleteReportedShout();
  const [status, showStatus] = useStatus();
  const busy = handle.isPending || remove.isPending;

  const act = (report: ShoutReportView, action: 'resolve' | 'dismiss') =>
    handle.mutate(
      { report, action },
      {
        onSuccess: () => showStatus(action === 'resolve' ? 'Report resolved' : 'Report dismissed', 'success'),
        onError: (error) => showStatus(failureMessage(error, RETRY), 'error'),
      },
    );
  const deleteShout = (shoutId: number) => {
    if (!window.confirm('Delete this shout for everyone?')) return;
    remove.mutate(shoutId, {
      onSuccess: (answer) => showStatus(answer.message, 'success'),
      onError: (error) => showStatus(failureMessage(error, RETRY), 'error'),
    });
  };

  if (reports.isError) return null;
  return (
    <section className="message-reports" aria-labelledby="shout-reports-title">
      <h2 id="shout-reports-title" className="message-reports__title">
        Reported shouts
      </h2>
      <Status status={status} className="moderation-status" />
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.data.length === 0 ? (
        <Notice tone="info">No reported shouts here.</Notice>
      ) : (
        <ul className="moderation-list">
          {reports.data.map((report) => (
            <li key={report.id} className={`card moderation-report moderation-report--${report.status}`}>
              <h3 className="moderation-report__title">
                Shout by {report.author ? <AuthorLink name={report.author.username} /> : 'a deleted member'}
              </h3>
              <p className="moderation-report__meta">
                reported by {report.reporter?.username ?? 'a deleted member'}{' '}
                <RelativeTime date={report.created_at} />
                {report.status !== 'open' && ` · ${report.status}`}
                {report.shout === null && ' · the shout is gone'}
              </p>
              <p className="moderation-report__reason">{report.reason}</p>
              <p className="moderation-report__excerpt">{report.text}</p>
              {(report.status === 'open' || report.shout) && (
                <div className="button-row moderation-report__actions">
                  {report.status === 'open' && (
                    <>
                      <Button size="sm" disabled={busy} onClick={() => act(report, 'resolve')}>
                        Resolve
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => act(report, 'dismiss')}
                      >
                        Dismiss
                      </Button>
                    </>
                  )}
                  {report.shout && (
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      onClick={() => deleteShout(report.shout!.id)}
                    >
                      Delete shout
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
