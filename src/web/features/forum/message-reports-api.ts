import type { MessageReport } from '../../../common/conversations.ts';
import type { ReportFilter } from './moderation-api.ts';
import { useHandleQueuedReport, useReportQueue } from './report-queue-api.ts';

/** GET /api/moderation/message_reports. */
export const useMessageReports = (filter: ReportFilter) =>
  useReportQueue<MessageReport>('message_reports', filter);

export const useHandleMessageReport = () => useHandleQueuedReport<MessageReport>('message_reports');
