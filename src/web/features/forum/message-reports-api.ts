import type { MessageReportView } from '../../../common/conversations.ts';
import type { ReportFilter } from './moderation-api.ts';
import { useHandleQueuedReport, useReportQueue } from './report-queue-api.ts';

/** A reported private message with the few messages around it (issue 17 §8). */
export type MessageReport = MessageReportView;

/** GET /api/moderation/message_reports. */
export const useMessageReports = (filter: ReportFilter) =>
  useReportQueue<MessageReport>('message_reports', filter);

export const useHandleMessageReport = () => useHandleQueuedReport<MessageReport>('message_reports');
