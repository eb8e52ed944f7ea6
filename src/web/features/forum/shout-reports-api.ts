import { useMutation, useQuery } from '@tanstack/react-query';
import type { ShoutReportView } from '../../../common/home-social.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import type { ReportFilter } from './moderation-api.ts';

const key = (filter: ReportFilter) => ['moderation-shout-reports', filter] as const;
const invalidate = () => void queryClient.invalidateQueries({ queryKey: ['moderation-shout-reports'] });

/** GET /api/moderation/shout_reports (issue 19 §1). */
export function useShoutReports(filter: ReportFilter) {
  return useQuery({
    queryKey: key(filter),
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ success: true; reports: ShoutReportView[] }>(
          `/api/moderation/shout_reports?status=${filter}`,
          signal,
        )
      ).reports,
    meta: { persist: false },
  });
}

export function useHandleShoutReport() {
  return useMutation({
    mutationFn: ({ report, action }: { report: ShoutReportView; action: 'resolve' | 'dismiss' }) =>
      apiPost<{ success: true }>(`/api/moderation/shout_reports/${report.id}/${action}`),
    onSettled: invalidate,
  });
}

/** Deletes the reported shout (moderators always may); the report keeps its text. */
export function useDeleteReportedShout() {
  return useMutation({
    mutationFn: (shoutId: number) =>
      apiPost<{ success: true; message: string }>(`/api/shouts/${shoutId}/delete`),
    onSettled: invalidate,
  });
}
