import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

// issue 16 §3: the admin dashboard, for staff.

let t: TestApp;
let admin: Actor;
let moderator: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, ['Administrators']);
  moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
});
afterAll(() => t.close());

const dashboard = (actor?: Actor) => getJson(t.app, '/api/admin/dashboard', { cookie: actor?.cookie });

describe('GET /api/admin/dashboard', () => {
  it('is for staff: visitors 401, members and the Design Team 403', async () => {
    expectRefusal(await dashboard(), 401, 'You must be logged in');
    expectRefusal(await dashboard(await signIn(t)), 403, 'Only staff may use the admin panel');
    expectRefusal(
      await dashboard(await signIn(t, ['Design Team'])),
      403,
      'Only staff may use the admin panel',
    );
    expect((await dashboard(moderator)).statusCode).toBe(200);
  });

  it('shows 30 days of sign-ups and posts, every day present and today last, and the health', async () => {
    const body = (await dashboard(admin)).json();
    expect(body).toMatchObject({
      success: true,
      members: expect.any(Number),
      threads: expect.any(Number),
      posts: expect.any(Number),
      open_reports: expect.any(Number),
      failed_mail: expect.any(Number),
      health: { database: 'ok', redis: 'off' },
    });
    for (const series of [body.signups, body.posts_per_day]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
      for (let i = 1; i < series.length; i++)
        expect(Date.parse(series[i].date) - Date.parse(series[i - 1].date)).toBe(86_400_000);
    }
  });

  it("counts today's sign-ups and posts, and members, threads and posts", async () => {
    const today = (series: Array<{ count: number }>) => series.at(-1)!.count;
    const before = (await dashboard(admin)).json();
    const member = await signIn(t);
    const thread = await startThread(t.app, member, (await freshCategory(t.database)).id);
    await replyTo(t.app, member, thread.id);
    const after = (await dashboard(admin)).json();
    expect(after.members - before.members).toBeGreaterThanOrEqual(1);
    expect(after.threads - before.threads).toBeGreaterThanOrEqual(1);
    expect(after.posts - before.posts).toBeGreaterThanOrEqual(2);
    expect(today(after.signups) - today(before.signups)).toBeGreaterThanOrEqual(1);
    expect(today(after.posts_per_day) - today(before.posts_per_day)).toBeGreaterThanOrEqual(2);
  });

  it('counts failed mail jobs', async () => {
    const before = (await dashboard(admin)).json().failed_mail;
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('mail_jobs')
      .values({
        to_address: 'nobody@example.test',
        kind: 'test',
        subject: 'Failed',
        text_body: 'x',
        html_body: 'x',
        status: 'failed',
        next_attempt_at: now,
        created_at: now,
        last_error: '550 no such user',
      })
      .execute();
    expect((await dashboard(admin)).json().failed_mail - before).toBeGreaterThanOrEqual(1);
  });
});
