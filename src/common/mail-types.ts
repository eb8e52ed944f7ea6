/** The admin outbox's payloads (issue 16 §1), shared by the server that sends them and the admin panel. */
import type { Static } from '@sinclair/typebox';
import type {
  MailJobAnswerSchema,
  MailJobDetailSchema,
  MailJobSchema,
  MailListSchema,
} from './schemas/mail.ts';

/** A mail job's status: `kept` is mail held here because no SMTP_URL is set. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One job of the mail queue. */
export type MailJob = Static<typeof MailJobSchema>;
/** A job with the message it sends. */
export type MailJobDetail = Static<typeof MailJobDetailSchema>;
/** GET /api/admin/mail: a page of the queue and the count of each status. */
export type MailList = Static<typeof MailListSchema>;
/** GET /api/admin/mail/{id} */
export type MailJobAnswer = Static<typeof MailJobAnswerSchema>;
