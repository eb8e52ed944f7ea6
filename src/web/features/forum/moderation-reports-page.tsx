import { Link, useSearchParams } from 'react-router';
import { parseReportFilter, type Report } from '../../../common/forum-types.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { MessageReportsSection } from './message-reports-section.tsx';
import {
  REPORT_FILTERS,
  type ReportAction,
  type ReportFilter,
  useHandleReport,
  useReports,
} from './moderation-api.ts';
import { ModerationReportCard } from './moderation-report-card.tsx';
import { ShoutReportsSection } from './shout-reports-section.tsx';
import './moderation-reports-page.css';

const TAB_LABELS: Record<ReportFilter, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  all: 'All',
};

const EMPTY_TEXT: Record<ReportFilter, string> = {
  open: 'No open reports. The forum is in good shape!',
  resolved: 'No resolved reports yet.',
  dismissed: 'No dismissed reports yet.',
  all: 'Nobody has reported anything yet.',
};

const DONE: Record<ReportAction, string> = { resolve: 'Report resolved', dismiss: 'Report dismissed' };
const FAILED: Record<ReportAction, string> = {
  resolve: 'Failed to resolve report',
  dismiss: 'Failed to dismiss report',
};

export function ModerationReportsPage() {
  const filter = parseReportFilter(useSearchParams()[0].get('status'));
  const reports = useReports(filter);
  const handle = useHandleReport();
  const [status, showStatus] = useStatus();

  function act(report: Report, action: ReportAction) {
    handle.mutate(
      { report, action },
      {
        onSuccess: () => showStatus(DONE[action], 'success'),
        onError: (error) => showStatus(failureMessage(error, FAILED[action]), 'error'),
      },
    );
  }

  const busyFor = (report: Report): ReportAction | null =>
    handle.isPending && handle.variables.report.id === report.id ? handle.variables.action : null;
  const forbidden = reports.error instanceof ApiError && reports.error.status === 403;

  return (
    <div className="page page--reading">
      <PageHeader
        title="Moderation Reports"
        subtitle="Reports from members about posts and threads in the categories you moderate."
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: 'Moderation Reports' },
        ]}
      />
      {forbidden ? (
        <Card tone="muted" className="moderation-denied">
          <p className="moderation-denied__title">{failureMessage(reports.error, 'Access denied')}</p>
          <p>Moderators see the reports of their categories here.</p>
          <ButtonLink to="/forum" variant="secondary" size="sm">
            Back to Forum
          </ButtonLink>
        </Card>
      ) : (
        <>
          <nav className="moderation-tabs" aria-label="Report status">
            {REPORT_FILTERS.map((tab) => (
              <Link
                key={tab}
                to={{ search: tab === 'open' ? '' : `?status=${tab}` }}
                className="tab-link moderation-tabs__tab"
                aria-current={tab === filter ? 'page' : undefined}
              >
                {TAB_LABELS[tab]}
              </Link>
            ))}
          </nav>
          <Status status={status} className="moderation-status" />
          {reports.isPending ? (
            <Skeleton lines={8} label="Loading reports…" />
          ) : reports.isError ? (
            <LoadFailed
              className="moderation-error"
              message="Failed to load reports"
              onRetry={() => void reports.refetch()}
            />
          ) : reports.data.length === 0 ? (
            <EmptyState title="All clear">{EMPTY_TEXT[filter]}</EmptyState>
          ) : (
            <ul className="moderation-list" aria-label={`${TAB_LABELS[filter]} reports`}>
              {reports.data.map((report) => (
                <ModerationReportCard key={report.id} report={report} busy={busyFor(report)} onAction={act} />
              ))}
            </ul>
          )}
          <MessageReportsSection filter={filter} />
          <ShoutReportsSection filter={filter} />
        </>
      )}
    </div>
  );
}
