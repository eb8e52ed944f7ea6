/** Schemas of the admin outbox's payloads (issue 16 §1); mail-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { MAIL_STATUSES } from '../mail-types.ts';
import { Nullable } from './shared.ts';

export const MailStatusSchema = Type.Union(MAIL_STATUSES.map((status) => Type.Literal(status)));

/** One job of the mail queue. */
export const MailJobSchema = Type.Object({
  id: Type.Integer(),
  to_address: Type.String(),
  kind: Type.String(),
  subject: Type.String(),
  status: MailStatusSchema,
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  next_attempt_at: Type.String({ format: 'date-time' }),
});

/** A job with the message it sends. */
export const MailJobDetailSchema = Type.Composite([
  MailJobSchema,
  Type.Object({
    text_body: Type.String(),
    html_body: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
  }),
]);

/** GET /api/admin/mail: a page of the queue, newest first, and the count of each status. */
export const MailListSchema = Type.Object({
  success: Type.Literal(true),
  jobs: Type.Array(MailJobSchema),
  counts: Type.Object({
    pending: Type.Integer(),
    sent: Type.Integer(),
    failed: Type.Integer(),
    kept: Type.Integer(),
  }),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});

/** GET /api/admin/mail/{id} */
export const MailJobAnswerSchema = Type.Object({ success: Type.Literal(true), job: MailJobDetailSchema });
