import { EventEmitter } from 'node:events';
import type { Db } from '../db/index.ts';
import type { ComposedMail } from './compose.ts';

export interface QueuedMail extends ComposedMail {
  to: string;
  /** The member it is for, when there is one (the admin panel lists a member's mail). */
  userId: number | null;
  /** password_reset, verify_email, email_change, email_changed, notification ... */
  kind: string;
  headers?: Record<string, string>;
}

/**
 * Puts a mail on the durable queue. Call it with the transaction that makes the change the mail
 * tells of, so the two land together: a server that dies right after still sends it, and a change
 * rolled back sends nothing. The sender (mail/sender.ts) delivers it later, retrying with back-off.
 * Answers the job's id.
 */
export async function queueMail(db: Db, mail: QueuedMail): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('mail_jobs')
    .values({
      to_address: mail.to,
      user_id: mail.userId,
      kind: mail.kind,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  queued.emit('queued');
  return id;
}

// This process's senders hear of a new job at once; other servers' senders find it when they poll.
const queued = new EventEmitter().setMaxListeners(0);

/** Calls `listener` whenever this process queues a mail; answers the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
