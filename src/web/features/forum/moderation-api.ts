import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Report } from '../../../common/forum-types.ts';
import { ApiError, apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';

export const REPORT_FILTERS = ['open', 'resolved', 'dismissed', 'all'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
export type ReportAction = 'resolve' | 'dismiss';

const reportsKey = (filter: ReportFilter) => ['moderation-reports', filter] as const;

export async function fetchReports(filter: ReportFilter, signal?: AbortSignal): Promise<Report[]> {
  const answer = await apiGet<{ success: true; reports: Report[] }>(
    `/api/moderation/reports?status=${filter}`,
    signal,
  );
  return answer.reports;
}

export const reportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: reportsKey(filter),
    queryFn: ({ signal }) => fetchReports(filter, signal),
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
