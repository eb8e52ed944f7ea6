import type { MessageReport } from '../../../common/conversations.ts';
import { failureMessage } from '../../api/client.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Button } from '../../ui/button.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { useHandleMessageReport, useMessageReports } from './message-reports-api.ts';
import type { ReportFilter } from './moderation-api.ts';

function ReportedMessage({ report }: { report: MessageReport }) {
  return (
    <ol className="message-report__context" aria-label="The reported message and its context">
      {report.context.map((message) => {
        const reported = message.id === report.message.id;
        return (
          <li
            key={message.id}
            className={reported ? 'message-report__line is-reported' : 'message-report__line'}
          >
            <span className="message-report__who">
              <AuthorLink name={message.author?.username ?? 'Deleted member'} />{' '}
              <RelativeTime date={message.created_at} />
              {reported && <span className="badge message-report__flag">Reported</span>}
            </span>
            <Markdown text={message.content} className="message-report__text" />
          </li>
        );
      })}
    </ol>
  );
}

/** Reports of private messages (issue 17 §8): the only part of a conversation moderators see. */
export function MessageReportsSection({ filter }: { filter: ReportFilter }) {
  const reports = useMessageReports(filter);
  const handle = useHandleMessageReport();
  const [status, showStatus] = useStatus();
  const act = (report: MessageReport, action: 'resolve' | 'dismiss') =>
    handle.mutate(
      { report, action },
      {
        onSuccess: () => showStatus(action === 'resolve' ? 'Report resolved' : 'Report dismissed', 'success'),
        onError: (error) =>
          showStatus(failureMessage(error, 'That did not work. Please try again.'), 'error'),
      },
    );
  if (reports.isError) return null;
  return (
    <section className="message-reports" aria-labelledby="message-reports-title">
      <h2 id="message-reports-title" className="message-reports__title">
        Reported private messages
      </h2>
      <Status status={status} className="moderation-status" />
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.data.length === 0 ? (
        <Notice tone="info">No reported messages here.</Notice>
      ) : (
        <ul className="moderation-list">
          {reports.data.map((report) => (
            <li key={report.id} className={`card moderation-report moderation-report--${report.status}`}>
              <h3 className="moderation-report__title">Message in “{report.conversation.title}”</h3>
              <p className="moderation-report__meta">
                reported by {report.reporter?.username ?? 'a deleted member'}{' '}
                <RelativeTime date={report.created_at} />
                {report.status !== 'open' && ` · ${report.status}`}
              </p>
              <p className="moderation-report__reason">{report.reason}</p>
              <ReportedMessage report={report} />
              {report.status === 'open' && (
                <div className="button-row moderation-report__actions">
                  <Button size="sm" disabled={handle.isPending} onClick={() => act(report, 'resolve')}>
                    Resolve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={handle.isPending}
                    onClick={() => act(report, 'dismiss')}
                  >
                    Dismiss
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
