import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/index.ts';
import { composeMail } from '../../src/server/mail/compose.ts';
import { queueMail } from '../../src/server/mail/queue.ts';
import type { FreshDatabase } from '../support/databases.ts';
import { createMailApp, createMailDatabase, MAIL_ORIGIN } from '../support/mail.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp.ts';

let fresh: FreshDatabase;
let catcher: SmtpCatcher;
beforeAll(async () => {
  fresh = await createMailDatabase();
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher?.close();
  await fresh?.drop();
});

let counter = 0;
/** Queues a mail of its own (a unique subject and address) and answers its subject and job id. */
async function queueOne(db: Db, label = 'Hello') {
  counter += 1;
  const to = `m${counter}_${Date.now()}@example.test`;
  const mail = composeMail({
    siteName: 'Cito',
    origin: MAIL_ORIGIN,
    subject: `${label} ${counter} ${Date.now()}`,
    heading: 'A heading',
    paragraphs: ['First paragraph with <b>markup</b> & more.'],
    action: { label: 'Open the site', url: `${MAIL_ORIGIN}/thread/general/x` },
  });
  const id = await queueMail(db, { ...mail, to, userId: null, kind: 'test' });
  return { id, to, subject: mail.subject };
}

async function jobOf(db: Db, id: number) {
  return db.selectFrom('mail_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Polls `read` until `done` accepts what it answers (no fixed sleeps). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the mail sender over real SMTP', () => {
  it('delivers a plain-text and an HTML part with the site name and a link to PUBLIC_ORIGIN', async () => {
    const t = await createMailApp(fresh.url, catcher.url);
    try {
      const { id, to, subject } = await queueOne(t.database.db);
      const mail = await catcher.waitFor((m) => m.to === to);
      expect(mail.subject).toBe(subject);
      expect(mail.subject).toContain('Cito');
      expect(mail.fromHeader).toContain('no-reply@localhost');
      expect(mail.text).toContain(`${MAIL_ORIGIN}/thread/general/x`);
      expect(mail.text).toContain('First paragraph with <b>markup</b> & more.');
      expect(mail.html).toContain(`href="${MAIL_ORIGIN}/"`);
      expect(mail.html).toContain('&#60;b&#62;markup&#60;/b&#62;');
      const job = await until(
        () => jobOf(t.database.db, id),
        (j) => j.status === 'sent',
      );
      expect(job).toMatchObject({ attempts: 1, claimed_until: null });
      expect(job.sent_at).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('retries with back-off when the SMTP server refuses, then sends once', async () => {
    const t = await createMailApp(fresh.url, catcher.url, { mail: { retryDelaysMs: [200, 200, 200] } });
    try {
      catcher.refuseNext(2);
      const { id, to } = await queueOne(t.database.db, 'Retried');
      const job = await until(
        () => jobOf(t.database.db, id),
        (j) => j.status === 'sent',
      );
      expect(job.attempts).toBe(3);
      expect(job.last_error).toContain('451');
      expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('gives up after the last retry: the job is failed with the SMTP error', async () => {
    const t = await createMailApp(fresh.url, catcher.url, { mail: { retryDelaysMs: [50, 50] } });
    try {
      catcher.refuseNext(3);
      const { id, to } = await queueOne(t.database.db, 'Refused');
      const job = await until(
        () => jobOf(t.database.db, id),
        (j) => j.status === 'failed',
      );
      expect(job.attempts).toBe(3);
      expect(job.last_error).toMatch(/451/);
      expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(0);
    } finally {
      catcher.refuseNext(0);
      await t.close();
    }
  });

  it('fails at once when the server refuses the message for good (5xx)', async () => {
    const t = await createMailApp(fresh.url, catcher.url, { mail: { retryDelaysMs: [50, 50] } });
    try {
      catcher.refuseNext(1, 554);
      const { id } = await queueOne(t.database.db, 'Rejected');
      const job = await until(
        () => jobOf(t.database.db, id),
        (j) => j.status === 'failed',
      );
      expect(job.attempts).toBe(1);
      expect(job.last_error).toMatch(/554/);
    } finally {
      catcher.refuseNext(0);
      await t.close();
    }
  });

  it('keeps mail in the outbox when there is no SMTP_URL', async () => {
    const t = await createMailApp(fresh.url, null);
    try {
      const { id, to } = await queueOne(t.database.db, 'Kept');
      const job = await until(
        () => jobOf(t.database.db, id),
        (j) => j.status === 'kept',
      );
      expect(job.sent_at).toBeNull();
      expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
