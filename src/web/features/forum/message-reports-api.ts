import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageReport } from '../../../common/conversations.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import type { ReportFilter } from './moderation-api.ts';

const key = (filter: ReportFilter) => ['moderation-message-reports', filter] as const;

export function useMessageReports(filter: ReportFilter) {
  return useQuery({
    queryKey: key(filter),
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ success: true; reports: MessageReport[] }>(
          `/api/moderation/message_reports?status=${filter}`,
          signal,
        )
      ).reports,
    // private conversations are never written to the browser's stored cache
    meta: { persist: false },
  });
}

export function useHandleMessageReport() {
  return useMutation({
    mutationFn: ({ report, action }: { report: MessageReport; action: 'resolve' | 'dismiss' }) =>
      apiPost<{ success: true }>(`/api/moderation/message_reports/${report.id}/${action}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['moderation-message-reports'] }),
  });
}
