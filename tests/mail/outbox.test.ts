import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/server/mail/queue.ts';
import { createUser, logIn, type TestApp } from '../support/app.ts';
import type { FreshDatabase } from '../support/databases.ts';
import { createMailApp, createMailDatabase, waitForJob } from '../support/mail.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp.ts';

let fresh: FreshDatabase;
let catcher: SmtpCatcher;
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  fresh = await createMailDatabase();
  catcher = await startSmtpCatcher();
  t = await createMailApp(fresh.url, catcher.url, { mail: { retryDelaysMs: [50] } });
  admin = await logIn(t.app, await createUser(t.database, { groups: ['Administrators'] }));
  member = await logIn(t.app, await createUser(t.database));
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
  await fresh?.drop();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the admin outbox', () => {
  it('shows a failed mail with its error, and sends it again on retry', async () => {
    catcher.refuseNext(2);
    const to = `outbox_${Date.now()}@example.test`;
    const id = await queueMail(t.database.db, {
      to,
      userId: null,
      kind: 'test',
      subject: 'Outbox test',
      text: 'Plain words',
      html: '<p>Plain words</p>',
      headers: { 'X-Test': 'yes' },
    });
    await waitForJob(t.database.db, id, 'failed');
    const failed = (await get('/api/admin/mail?status=failed')).json();
    expect(failed.success).toBe(true);
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    expect(failed.total).toBe(failed.counts.failed);
    expect(failed.jobs.find((j: { id: number }) => j.id === id)).toMatchObject({
      to_address: to,
      kind: 'test',
      subject: 'Outbox test',
      status: 'failed',
      attempts: 2,
      sent_at: null,
      last_error: expect.stringContaining('451'),
    });

    const detail = await get(`/api/admin/mail/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().job).toMatchObject({
      id,
      text_body: 'Plain words',
      html_body: '<p>Plain words</p>',
      headers: { 'X-Test': 'yes' },
    });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(retry.json()).toEqual({ success: true });
    const mail = await catcher.waitFor((m) => m.to === to);
    expect(mail.headers['x-test']).toBe('yes');
    await waitForJob(t.database.db, id, 'sent');
    const sent = (await get(`/api/admin/mail/${id}`)).json().job;
    expect(sent.attempts).toBe(1);
    expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(1);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/admin/mail', member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    expect((await get('/api/admin/mail/999999')).statusCode).toBe(404);
  });
});
