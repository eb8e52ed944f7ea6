import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Report, ReportFilter } from '../../../common/forum-types.ts';
import { ApiError, apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';

export { REPORT_FILTERS, type ReportFilter } from '../../../common/forum-types.ts';
export type ReportAction = 'resolve' | 'dismiss';

const reportsKey = (filter: ReportFilter) => ['moderation-reports', filter] as const;

interface ReportsAnswer {
  success: true;
  reports: Report[];
}

const reportsPath = (filter: ReportFilter) => `/api/moderation/reports?status=${filter}`;

export async function fetchReports(filter: ReportFilter, signal?: AbortSignal): Promise<Report[]> {
  return (await apiGet<ReportsAnswer>(reportsPath(filter), signal)).reports;
}

export const reportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: reportsKey(filter),
    queryFn: ({ signal }) => fetchReports(filter, signal),
    // the page's own answer (page-reads.ts), so the queues below do not move as the list arrives
    ...fromPage<Report[], ReportsAnswer>(reportsPath(filter), (answer) => answer.reports),
    // switching tabs shows the cached list; our own actions keep it current (applyOutcome)
    staleTime: 30_000,
  });

export function useReports(filter: ReportFilter) {
  return useQuery(reportsQuery(filter));
}

function handleReport(id: number, action: ReportAction) {
  return apiPost<{ success: true; status: Report['status'] }>(`/api/moderation/reports/${id}/${action}`);
}

/** The server lists reports newest first (by id); a moved report keeps that order. */
function insertById(reports: Report[], report: Report): Report[] {
  return [...reports.filter((r) => r.id !== report.id), report].sort((a, b) => b.id - a.id);
}

/** Moves a handled report between the cached lists instead of refetching them all. */
function applyOutcome(report: Report, status: Report['status']) {
  const handled = { ...report, status };
  queryClient.setQueryData<Report[]>(reportsKey('open'), (list) => list?.filter((r) => r.id !== report.id));
  queryClient.setQueryData<Report[]>(reportsKey('all'), (list) =>
    list?.map((r) => (r.id === report.id ? handled : r)),
  );
  if (status !== 'open') {
    queryClient.setQueryData<Report[]>(reportsKey(status), (list) => list && insertById(list, handled));
  }
}

export function useHandleReport() {
  return useMutation({
    mutationFn: ({ report, action }: { report: Report; action: ReportAction }) =>
      handleReport(report.id, action),
    onSuccess: (answer, { report }) => applyOutcome(report, answer.status),
    onError: (error, { report }) => {
      // 409: another moderator got there first; we do not know their outcome, so the handled
      // lists are marked stale and fetched when next shown
      if (error instanceof ApiError && error.status === 409) {
        queryClient.setQueryData<Report[]>(reportsKey('open'), (list) =>
          list?.filter((r) => r.id !== report.id),
        );
        for (const filter of ['resolved', 'dismissed', 'all'] as const) {
          void queryClient.invalidateQueries({ queryKey: reportsKey(filter), refetchType: 'none' });
        }
      }
    },
  });
}
