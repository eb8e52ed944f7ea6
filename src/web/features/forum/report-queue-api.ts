import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import type { ReportFilter } from './moderation-api.ts';

/** The queues of reports beside the forum's: private messages (issue 17 §8) and shouts (issue 19 §1). */
type Queue = 'message_reports' | 'shout_reports';

const queueKey = (queue: Queue) =>
  queue === 'message_reports' ? 'moderation-message-reports' : 'moderation-shout-reports';

/** Loads a queue's reports again, after one is handled or its shout deleted. */
export const invalidateQueue = (queue: Queue) =>
  void queryClient.invalidateQueries({ queryKey: [queueKey(queue)] });

/** GET /api/moderation/<queue>?status=…: never written to the browser's stored cache (private messages). */
export function useReportQueue<R>(queue: Queue, filter: ReportFilter) {
  const path = `/api/moderation/${queue}?status=${filter}`;
  return useQuery({
    queryKey: [queueKey(queue), filter],
    queryFn: async ({ signal }) => (await apiGet<{ success: true; reports: R[] }>(path, signal)).reports,
    ...fromPage<R[], { reports: R[] }>(path, (answer) => answer.reports),
    meta: { persist: false },
  });
}

/** POST /api/moderation/<queue>/:id/resolve or /dismiss. */
export function useHandleQueuedReport<R extends { id: number }>(queue: Queue) {
  return useMutation({
    mutationFn: ({ report, action }: { report: R; action: 'resolve' | 'dismiss' }) =>
      apiPost<{ success: true }>(`/api/moderation/${queue}/${report.id}/${action}`),
    onSettled: () => invalidateQueue(queue),
  });
}
