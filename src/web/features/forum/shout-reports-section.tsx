import { failureMessage } from '../../api/client.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Button } from '../../ui/button.tsx';
import type { ReportFilter } from './moderation-api.ts';
import { ReportActions, ReportItem, ReportsSection, useReportHandling } from './report-queue.tsx';
import { useDeleteReportedShout, useHandleShoutReport, useShoutReports } from './shout-reports-api.ts';

/** Reports of shouts (issue 19 §1): the text as reported, and the shout's deletion from here. */
export function ShoutReportsSection({ filter }: { filter: ReportFilter }) {
  const reports = useShoutReports(filter);
  const handle = useHandleShoutReport();
  const remove = useDeleteReportedShout();
  const { status, showStatus, act, retry } = useReportHandling(handle);
  const busy = handle.isPending || remove.isPending;

  const deleteShout = (shoutId: number) => {
    if (!window.confirm('Delete this shout for everyone?')) return;
    remove.mutate(shoutId, {
      onSuccess: (answer) => showStatus(answer.message, 'success'),
      onError: (error) => showStatus(failureMessage(error, retry), 'error'),
    });
  };

  return (
    <ReportsSection
      name="shout-reports"
      title="Reported shouts"
      empty="No reported shouts here."
      reports={reports}
      status={status}
    >
      {(report) => (
        <ReportItem
          key={report.id}
          report={report}
          title={
            <>Shout by {report.author ? <AuthorLink name={report.author.username} /> : 'a deleted member'}</>
          }
          note={report.shout === null && ' · the shout is gone'}
        >
          <p className="moderation-report__excerpt">{report.text}</p>
          <ReportActions open={report.status === 'open'} busy={busy} onAct={(action) => act(report, action)}>
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
          </ReportActions>
        </ReportItem>
      )}
    </ReportsSection>
  );
}
