import { useMutation } from '@tanstack/react-query';
import type { ShoutReportView } from '../../../common/home-social.ts';
import { apiPost } from '../../api/client.ts';
import type { ReportFilter } from './moderation-api.ts';
import { invalidateQueue, useHandleQueuedReport, useReportQueue } from './report-queue-api.ts';

/** GET /api/moderation/shout_reports (issue 19 §1). */
export const useShoutReports = (filter: ReportFilter) =>
  useReportQueue<ShoutReportView>('shout_reports', filter);

export const useHandleShoutReport = () => useHandleQueuedReport<ShoutReportView>('shout_reports');

/** Deletes the reported shout (moderators always may); the report keeps its text. */
export function useDeleteReportedShout() {
  return useMutation({
    mutationFn: (shoutId: number) =>
      apiPost<{ success: true; message: string }>(`/api/shouts/${shoutId}/delete`),
    onSettled: () => invalidateQueue('shout_reports'),
  });
}
