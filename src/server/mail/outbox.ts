import { type Access, requireAdmin } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import type { MailStatus } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { wakeMailSenders } from './queue.ts';

export const MAIL_JOBS_PER_PAGE = 50;

const LISTED = [
  'id',
  'to_address',
  'kind',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;

/** The admin outbox (issue 16 §1): mail of every status, newest first, with how many of each there are. */
export async function listMailJobs(db: Db, access: Access, status: MailStatus | undefined, page: number) {
  requireAdmin(access);
  let query = db.selectFrom('mail_jobs');
  if (status) query = query.where('status', '=', status);
  const [jobs, byStatus] = await Promise.all([
    query
      .select(LISTED)
      .orderBy('id', 'desc')
      .limit(MAIL_JOBS_PER_PAGE)
      .offset((page - 1) * MAIL_JOBS_PER_PAGE)
      .execute(),
    db
      .selectFrom('mail_jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const counts = { pending: 0, sent: 0, failed: 0, kept: 0 };
  for (const row of byStatus) if (row.status in counts) counts[row.status] = Number(row.n);
  const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { jobs, counts, total, page, per_page: MAIL_JOBS_PER_PAGE };
}

/** One mail with its bodies and headers, as the outbox shows it. */
export async function getMailJob(db: Db, access: Access, id: number) {
  requireAdmin(access);
  const row = await db
    .selectFrom('mail_jobs')
    .select([...LISTED, 'text_body', 'html_body', 'headers'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Mail not found');
  return { ...row, headers: JSON.parse(row.headers) as Record<string, string> };
}

/**
 * Puts a failed (or kept) mail back on the queue with its attempts reset: sent at once by the
 * sender, or kept again while there is no SMTP_URL.
 */
export async function retryMailJob(db: Db, access: Access, id: number): Promise<void> {
  requireAdmin(access);
  await db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom('mail_jobs').select('status').where('id', '=', id).executeTakeFirst();
    if (!job) throw notFound('Mail not found');
    const retried = await trx
      .updateTable('mail_jobs')
      .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), claimed_until: null })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'kept'])
      .executeTakeFirst();
    if (Number(retried.numUpdatedRows) === 0)
      throw conflict(`This mail is ${job.status}: only a failed or kept mail can be sent again`);
    await recordAudit(trx, {
      actorId: access.userId,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      before: { status: job.status },
      after: { status: 'pending' },
    });
  });
  wakeMailSenders();
}
