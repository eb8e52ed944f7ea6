import type { MessageReport } from '../../../common/conversations.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { useHandleMessageReport, useMessageReports } from './message-reports-api.ts';
import type { ReportFilter } from './moderation-api.ts';
import { ReportActions, ReportItem, ReportsSection, useReportHandling } from './report-queue.tsx';

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
  const { status, act } = useReportHandling(handle);
  return (
    <ReportsSection
      name="message-reports"
      title="Reported private messages"
      empty="No reported messages here."
      reports={reports}
      status={status}
    >
      {(report) => (
        <ReportItem key={report.id} report={report} title={`Message in “${report.conversation.title}”`}>
          <ReportedMessage report={report} />
          <ReportActions
            open={report.status === 'open'}
            busy={handle.isPending}
            onAct={(action) => act(report, action)}
          />
        </ReportItem>
      )}
    </ReportsSection>
  );
}
