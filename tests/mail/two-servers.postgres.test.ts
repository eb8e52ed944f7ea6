import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/server/mail/queue.ts';
import type { TestApp } from '../support/app.ts';
import type { FreshDatabase } from '../support/databases.ts';
import { freshCategory, postAs, replyTo, signIn, startThread } from '../support/forum.ts';
import { eventually } from '../support/http.ts';
import { createMailApp, createMailDatabase } from '../support/mail.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp.ts';

// issue 16 §1, §2: several app servers on PostgreSQL send each job once (FOR UPDATE SKIP LOCKED),
// and batch each follower's notifications into one mail, not one per server.

let fresh: FreshDatabase;
let catcher: SmtpCatcher;
const servers: TestApp[] = [];
beforeAll(async () => {
  fresh = await createMailDatabase();
  catcher = await startSmtpCatcher();
  // Small batches and quick polls, so both servers are claiming while the other sends.
  for (let i = 0; i < 2; i++)
    servers.push(
      await createMailApp(fresh.url, catcher.url, {
        mail: { pollMs: 20, batchSize: 3, notifications: { delayMs: 1_000, pollMs: 50 } },
      }),
    );
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await catcher?.close();
  await fresh?.drop();
});

describe('two app servers on one mail queue', () => {
  it('send each of 12 followers one mail for two replies', async () => {
    const [a, b] = servers as [TestApp, TestApp];
    const category = await freshCategory(a.database);
    const author = await signIn(a);
    const thread = await startThread(a.app, author, category.id);
    const followers = [];
    for (let i = 0; i < 12; i++) {
      const follower = await signIn(i % 2 ? a : b);
      await postAs((i % 2 ? a : b).app, follower.cookie, `/api/thread/${thread.id}/subscribe`);
      followers.push(follower);
    }
    const replier = await signIn(b);
    await replyTo(b.app, replier, thread.id, 'One');
    await replyTo(b.app, replier, thread.id, 'Two');

    const emails = new Set(followers.map((f) => f.user.email));
    const ours = () => catcher.messages.filter((m) => emails.has(m.to));
    await eventually(30_000, async () => ours().length >= 12);
    // Both servers keep polling: wait until neither has anything left to do now, then count (the
    // notifications of the second reply, if scanned after the mail, wait for the 15-minute window).
    await eventually(30_000, async () => {
      const due = await a.database.db
        .selectFrom('notification_digests')
        .select('user_id')
        .where('due_at', '<=', new Date().toISOString())
        .execute();
      const pending = await a.database.db
        .selectFrom('mail_jobs')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      return due.length === 0 && pending.length === 0;
    });
    expect(ours()).toHaveLength(12);
    expect(new Set(ours().map((m) => m.to)).size).toBe(12);
    for (const mail of ours()) expect(mail.subject).toContain('2 new replies');
  });

  it('send each of 40 jobs exactly once', async () => {
    const run = Date.now();
    const db = servers[0]!.database.db;
    // One transaction: all 40 become due at the same moment, for both servers at once.
    const ids = await db.transaction().execute(async (trx) => {
      const queued: number[] = [];
      for (let i = 0; i < 40; i++)
        queued.push(
          await queueMail(trx, {
            to: `pair_${run}_${i}@example.test`,
            userId: null,
            kind: 'test',
            subject: `Job ${i}`,
            text: `Job ${i}`,
            html: `<p>Job ${i}</p>`,
          }),
        );
      return queued;
    });
    const ours = () => catcher.messages.filter((m) => m.to.startsWith(`pair_${run}_`));
    await eventually(30_000, async () => ours().length >= 40);
    await eventually(30_000, async () => {
      const sent = await db
        .selectFrom('mail_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', ids)
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow();
      return Number(sent.n) === 40;
    });
    expect(ours()).toHaveLength(40);
    expect(new Set(ours().map((m) => m.to)).size).toBe(40);
    const attempts = await db.selectFrom('mail_jobs').select('attempts').where('id', 'in', ids).execute();
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });
});
