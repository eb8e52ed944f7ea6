import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { type Db, openDatabase } from '../../src/server/db/index.ts';
import { composeMail } from '../../src/server/mail/compose.ts';
import { queueMail } from '../../src/server/mail/queue.ts';
import type { FreshDatabase } from '../support/databases.ts';
import { eventually } from '../support/http.ts';
import { createMailApp, createMailDatabase, MAIL_ORIGIN, waitForJob } from '../support/mail.ts';
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

describe('the mail sender over real SMTP', () => {
  it('delivers a plain-text and an HTML part with the site name and a link to PUBLIC_ORIGIN', async () => {
    const t = await createMailApp(fresh.url, catcher.url);
    try {
      const { id, to, subject } = await queueOne(t.database.db);
      const mail = await catcher.waitFor((m) => m.to === to);
      expect(mail.subject).toBe(subject);
      expect(mail.subject).toContain('Cito');
      expect(mail.fromHeader).toContain('no-reply@localhost');
      expect(mail.tls).toBe(false);
      expect(mail.text).toContain(`${MAIL_ORIGIN}/thread/general/x`);
      expect(mail.text).toContain('First paragraph with <b>markup</b> & more.');
      expect(mail.html).toContain(`href="${MAIL_ORIGIN}/"`);
      expect(mail.html).toContain('&#60;b&#62;markup&#60;/b&#62;');
      const job = await waitForJob(t.database.db, id, 'sent');
      expect(job).toMatchObject({ attempts: 1, claimed_until: null });
      expect(job.sent_at).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('upgrades to TLS when the SMTP server offers STARTTLS', async () => {
    const tlsCatcher = await startSmtpCatcher({ startTls: true });
    // The catcher's certificate is self-signed: the URL says to accept it (nodemailer's tls.* options).
    const t = await createMailApp(fresh.url, `${tlsCatcher.url}/?tls.rejectUnauthorized=false`);
    try {
      const { to } = await queueOne(t.database.db, 'Secret');
      const mail = await tlsCatcher.waitFor((m) => m.to === to);
      expect(mail.tls).toBe(true);
    } finally {
      await t.close();
      await tlsCatcher.close();
    }
  });

  it('retries with back-off when the SMTP server refuses, then sends once', async () => {
    const t = await createMailApp(fresh.url, catcher.url, { mail: { retryDelaysMs: [200, 200, 200] } });
    try {
      catcher.refuseNext(2);
      const { id, to } = await queueOne(t.database.db, 'Retried');
      const job = await waitForJob(t.database.db, id, 'sent');
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
      const job = await waitForJob(t.database.db, id, 'failed');
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
      const job = await waitForJob(t.database.db, id, 'failed');
      expect(job.attempts).toBe(1);
      expect(job.last_error).toMatch(/554/);
    } finally {
      catcher.refuseNext(0);
      await t.close();
    }
  });

  it('gives back the jobs it claimed but had not begun when it stops, and leaves a hung send to its lease', async () => {
    catcher.stallNext(1);
    const stalledBefore = catcher.stalled;
    const first = await createMailApp(fresh.url, catcher.url, {
      mail: { batchSize: 5, leaseMs: 1_500, stopGraceMs: 100 },
    });
    const jobs = await first.database.db.transaction().execute(async (trx) => {
      const queued = [];
      for (let i = 0; i < 3; i++) queued.push(await queueOne(trx, 'Stopped'));
      return queued;
    });
    await eventually(20_000, async () => catcher.stalled > stalledBefore);
    await first.close();
    const database = openDatabase(parseDatabaseUrl(fresh.url));
    try {
      const rows = await database.db
        .selectFrom('mail_jobs')
        .select(['status', 'claimed_until'])
        .where(
          'id',
          'in',
          jobs.map((j) => j.id),
        )
        .orderBy('id')
        .execute();
      // The first was under way (the SMTP server never answered); the other two are free at once.
      expect(rows.map((r) => [r.status, r.claimed_until === null])).toEqual([
        ['pending', false],
        ['pending', true],
        ['pending', true],
      ]);
    } finally {
      await database.close();
    }

    const second = await createMailApp(fresh.url, catcher.url);
    try {
      for (const { id, to } of jobs) {
        await waitForJob(second.database.db, id, 'sent');
        expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('keeps mail in the outbox without SMTP_URL, and prints it to the log outside production', async () => {
    const log: string[] = [];
    const t = await createMailApp(fresh.url, null, {
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });
    try {
      const { id, to } = await queueOne(t.database.db, 'Kept');
      const job = await waitForJob(t.database.db, id, 'kept');
      expect(job.sent_at).toBeNull();
      expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(0);
      // A newcomer without SMTP can still follow the link of a password reset.
      const printed = log.map((line) => JSON.parse(line).msg as string).find((msg) => msg.includes(to));
      expect(printed).toContain(`Open the site: ${MAIL_ORIGIN}/thread/general/x`);
    } finally {
      await t.close();
    }
  });
});
