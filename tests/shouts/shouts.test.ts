import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOUT_INTERVAL_SECONDS,
  SHOUT_MAX_LENGTH,
  SHOUT_RETENTION_DAYS,
  SHOUTS_PER_PAGE,
  type ShoutView,
  SOCIAL,
} from '../../src/common/home-social.ts';
import { MSG } from '../../src/common/messages.ts';
import { pruneShouts } from '../../src/server/shouts/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  signIn,
} from '../support/forum.ts';

// issue 19 §1: the shoutbox, on a clock the test moves (the interval, the delete window, retention).
let now = new Date();
let t: TestApp;
let moderator: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, settings: { email_verification_required: true } });
  moderator = await signIn(t, [await moderatorGroupFor(t.database, await freshCategory(t.database))]);
  admin = await signIn(t, ['Administrators']);
});
afterAll(() => t.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const shout = (actor: Actor | undefined, text: string) =>
  postAs(t.app, actor?.cookie, '/api/shouts', { text });
/** Shouts, then moves the clock past the interval so the next shout of the test is allowed. */
async function shoutOk(actor: Actor, text: string): Promise<ShoutView> {
  const res = await shout(actor, text);
  expect(res.statusCode, res.body).toBe(201);
  later(SHOUT_INTERVAL_SECONDS);
  return res.json().shout;
}
const wall = async (actor?: Actor, query = '') => {
  const res = await getJson(t.app, `/api/shouts${query}`, { cookie: actor?.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; shouts: ShoutView[]; has_more: boolean };
};
const wallIds = async (actor?: Actor) => (await wall(actor)).shouts.map((s) => s.id);
const deleteAs = (actor: Actor | undefined, id: number) =>
  postAs(t.app, actor?.cookie, `/api/shouts/${id}/delete`);
const setUser = async (actor: Actor, values: Record<string, string | null>) => {
  await t.database.db.updateTable('users').set(values).where('id', '=', actor.user.id).execute();
  t.app.auth.forgetUser(actor.user.id);
};

describe('POST /api/shouts', () => {
  it('stores the trimmed text, answers 201 with the shout, and lists it first for everyone', async () => {
    const member = await signIn(t);
    const res = await shout(member, '   Hello, wall! 👋  ');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().shout as ShoutView;
    expect(created).toEqual({
      id: expect.any(Number),
      text: 'Hello, wall! 👋',
      created_at: now.toISOString(),
      author: {
        id: member.user.id,
        username: member.user.username,
        avatar_url: expect.stringMatching(new RegExp(`^/api/user/${member.user.id}/avatar\\.png\\?v=\\d+$`)),
      },
    });
    expect((await wall()).shouts.find((s) => s.id === created.id)).toEqual(created);
  });

  it('keeps text plain: HTML is stored as typed, and line breaks become spaces', async () => {
    const member = await signIn(t);
    const text = '<b>bold</b> <script>alert(1)</script>\nsee https://example.com';
    const created = await shoutOk(member, text);
    expect(created.text).toBe('<b>bold</b> <script>alert(1)</script> see https://example.com');
  });

  it('counts characters as members do: 280 emoji fit, 281 characters do not', async () => {
    const member = await signIn(t);
    const emoji = '😀'.repeat(SHOUT_MAX_LENGTH);
    expect((await shoutOk(member, emoji)).text).toBe(emoji);
    expectRefusal(await shout(member, 'x'.repeat(SHOUT_MAX_LENGTH + 1)), 400, SOCIAL.shoutTooLong);
  });

  it('refuses an empty shout, markdown images, and unknown fields with a clear 400', async () => {
    const member = await signIn(t);
    expectRefusal(await shout(member, '   '), 400, SOCIAL.shoutEmpty);
    expectRefusal(await shout(member, 'look ![cat](https://example.com/cat.png)'), 400, SOCIAL.shoutNoImages);
    expectRefusal(await shout(member, 'look ![cat][1]'), 400, SOCIAL.shoutNoImages);
    const extra = await postAs(t.app, member.cookie, '/api/shouts', { text: 'hi', html: '<b>' });
    expectRefusal(extra, 400, 'Unknown field "html" in body');
    const mine = (await wall()).shouts.filter((s) => s.author.id === member.user.id);
    expect(mine).toEqual([]);
  });

  it('allows one shout per 15 seconds and says how long to wait', async () => {
    const member = await signIn(t);
    expect((await shout(member, 'first')).statusCode).toBe(201);
    later(4);
    expectRefusal(await shout(member, 'second'), 429, SOCIAL.shoutTooSoon(SHOUT_INTERVAL_SECONDS - 4));
    later(SHOUT_INTERVAL_SECONDS - 5);
    expectRefusal(await shout(member, 'second'), 429, SOCIAL.shoutTooSoon(1));
    later(1);
    expect((await shout(member, 'second')).statusCode).toBe(201);
  });

  it('refuses the same text twice in a row, but allows it again after another shout', async () => {
    const member = await signIn(t);
    await shoutOk(member, 'Same again');
    expectRefusal(await shout(member, '  Same again '), 409, SOCIAL.shoutRepeated);
    await shoutOk(member, 'Something else');
    await shoutOk(member, 'Same again');
  });

  it('lets only one of many concurrent shouts of a member in', async () => {
    const member = await signIn(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => shout(member, `race ${i}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(429)]);
    const rows = await t.database.db
      .selectFrom('shouts')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses visitors, silenced members and unverified members, each with its message', async () => {
    expectRefusal(await shout(undefined, 'hi'), 401, MSG.loginRequired);
    const silenced = await signIn(t);
    await setUser(silenced, { silenced_until: new Date(now.getTime() + 3_600_000).toISOString() });
    expectRefusal(await shout(silenced, 'hi'), 403, SOCIAL.shoutSilenced);
    const unverified = await signIn(t);
    await setUser(unverified, { email_verified_at: null });
    expectRefusal(await shout(unverified, 'hi'), 403, SOCIAL.shoutUnverified);
    const rows = await t.database.db
      .selectFrom('shouts')
      .select('id')
      .where('user_id', 'in', [silenced.user.id, unverified.user.id])
      .execute();
    expect(rows).toEqual([]);
    // Staff are never held back by verification, as for posts.
    await setUser(moderator, { email_verified_at: null });
    expect((await shout(moderator, `staff ${Date.now()}`)).statusCode).toBe(201);
    later(SHOUT_INTERVAL_SECONDS);
  });
});

describe('GET /api/shouts', () => {
  it('pages back newest first with before and has_more', async () => {
    const member = await signIn(t);
    const ids: number[] = [];
    for (let i = 0; i < SHOUTS_PER_PAGE + 2; i++) ids.push((await shoutOk(member, `page ${i}`)).id);
    // Other test files shout on the same wall meanwhile: follow the pages and keep this member's.
    const mine: number[] = [];
    let before = ids.at(-1)! + 1;
    for (let page = 0; page < 10 && mine.length < ids.length; page++) {
      const answer = await wall(undefined, `?before=${before}`);
      const pageIds = answer.shouts.map((s) => s.id);
      expect(pageIds).toEqual([...pageIds].sort((x, y) => y - x));
      expect(pageIds.length).toBeLessThanOrEqual(SHOUTS_PER_PAGE);
      if (page === 0) {
        expect(pageIds).toHaveLength(SHOUTS_PER_PAGE);
        expect(answer.has_more).toBe(true);
      }
      mine.push(...answer.shouts.filter((s) => s.author.id === member.user.id).map((s) => s.id));
      before = pageIds.at(-1)!;
    }
    expect(mine).toEqual([...ids].reverse());
    expectRefusal(
      await getJson(t.app, '/api/shouts?before=x'),
      400,
      'Invalid querystring field "before": must be integer',
    );
  });

  it('leaves out shouts of members the viewer ignores, of suspended and of deleted members', async () => {
    const viewer = await signIn(t);
    const ignored = await signIn(t);
    const suspended = await signIn(t);
    const deleted = await signIn(t);
    const fine = await signIn(t);
    const ignoredShout = await shoutOk(ignored, 'ignored');
    const suspendedShout = await shoutOk(suspended, 'suspended');
    const deletedShout = await shoutOk(deleted, 'deleted');
    const fineShout = await shoutOk(fine, 'fine');
    expect((await postAs(t.app, viewer.cookie, `/api/user/${ignored.user.id}/ignore`)).statusCode).toBe(200);
    await setUser(suspended, { suspended_until: new Date(now.getTime() + 3_600_000).toISOString() });
    await setUser(deleted, { deleted_at: now.toISOString() });

    const seen = await wallIds(viewer);
    expect(seen).toContain(fineShout.id);
    for (const hidden of [ignoredShout, suspendedShout, deletedShout]) expect(seen).not.toContain(hidden.id);
    // Others still see the ignored member's shout.
    expect(await wallIds()).toContain(ignoredShout.id);
  });
});

describe('POST /api/shouts/:id/delete', () => {
  it('lets the author delete within 5 minutes, not after; nobody else but moderators', async () => {
    const author = await signIn(t);
    const other = await signIn(t);
    const early = await shoutOk(author, 'delete me soon');
    expectRefusal(await deleteAs(other, early.id), 403, MSG.forbidden);
    expectRefusal(await deleteAs(undefined, early.id), 401, MSG.loginRequired);
    const res = await deleteAs(author, early.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SOCIAL.shoutDeleted });
    expect(await wallIds()).not.toContain(early.id);
    expectRefusal(await deleteAs(author, early.id), 404, SOCIAL.shoutNotFound);

    const late = await shoutOk(author, 'too late to delete');
    later(5 * 60);
    expectRefusal(await deleteAs(author, late.id), 403, SOCIAL.shoutDeleteExpired);
    expect(await wallIds()).toContain(late.id);
  });

  it('lets moderators and administrators delete any shout at any time, audited with its text', async () => {
    const author = await signIn(t);
    const first = await shoutOk(author, 'rude words');
    const second = await shoutOk(author, 'more rude words');
    later(3_600);
    for (const [staff, target] of [
      [moderator, first],
      [admin, second],
    ] as const) {
      const res = await deleteAs(staff, target.id);
      expect(res.statusCode, res.body).toBe(200);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'shout')
        .where('target_id', '=', String(target.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: staff.user.id, action: 'shout.delete' });
      expect(JSON.parse(audit[0]!.before!)).toMatchObject({ user_id: author.user.id, text: target.text });
    }
    expect(await wallIds()).not.toContain(first.id);
  });

  it('does not audit an author deleting their own shout', async () => {
    const own = await shoutOk(moderator, `own ${Date.now()}`);
    expect((await deleteAs(moderator, own.id)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'shout')
      .where('target_id', '=', String(own.id))
      .execute();
    expect(audit).toEqual([]);
  });
});

describe('shout reports', () => {
  const report = (actor: Actor | undefined, id: number, reason: string) =>
    postAs(t.app, actor?.cookie, `/api/shouts/${id}/report`, { reason });
  const reportsOf = async (actor: Actor, status = 'all') => {
    const res = await getJson(t.app, `/api/moderation/shout_reports?status=${status}`, {
      cookie: actor.cookie,
    });
    return res;
  };

  it('files one open report per member, keeps the text after deletion, and lets moderators handle it once', async () => {
    const author = await signIn(t);
    const reporter = await signIn(t);
    const target = await shoutOk(author, 'buy cheap coins at example.com');
    expectRefusal(await report(reporter, target.id, '  '), 400, SOCIAL.shoutReportReasonRequired);
    expectRefusal(await report(author, target.id, 'me'), 400, SOCIAL.shoutReportOwn);
    expectRefusal(await report(reporter, 999_999_999, 'Spam'), 404, SOCIAL.shoutNotFound);
    const filed = await report(reporter, target.id, 'Spam');
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toEqual({ success: true, message: SOCIAL.shoutReported });
    expect((await report(reporter, target.id, 'Spam again')).statusCode).toBe(201);

    expectRefusal(await reportsOf(reporter), 403, MSG.forbidden);
    const open = (await reportsOf(moderator, 'open'))
      .json()
      .reports.filter((r: { shout: { id: number } | null }) => r.shout?.id === target.id);
    expect(open).toEqual([
      {
        id: expect.any(Number),
        status: 'open',
        reason: 'Spam',
        created_at: expect.any(String),
        reporter: { id: reporter.user.id, username: reporter.user.username },
        author: expect.objectContaining({ id: author.user.id, username: author.user.username }),
        text: target.text,
        shout: { id: target.id, created_at: target.created_at },
      },
    ]);
    const reportId = open[0].id as number;

    // The moderator deletes the shout from the report: the report keeps its text.
    expect((await deleteAs(moderator, target.id)).statusCode).toBe(200);
    const after = (await reportsOf(admin)).json().reports.find((r: { id: number }) => r.id === reportId);
    expect(after).toMatchObject({ text: target.text, shout: null, status: 'open' });

    const resolved = await postAs(
      t.app,
      moderator.cookie,
      `/api/moderation/shout_reports/${reportId}/resolve`,
    );
    expect(resolved.json()).toEqual({ success: true, status: 'resolved' });
    expectRefusal(
      await postAs(t.app, admin.cookie, `/api/moderation/shout_reports/${reportId}/dismiss`),
      409,
      SOCIAL.shoutReportHandled,
    );
    expectRefusal(
      await postAs(t.app, reporter.cookie, `/api/moderation/shout_reports/${reportId}/dismiss`),
      403,
      MSG.forbidden,
    );
    const listed = (await reportsOf(moderator, 'resolved')).json().reports.map((r: { id: number }) => r.id);
    expect(listed).toContain(reportId);
  });
});

describe('removal after 30 days', () => {
  const DAY = 24 * 3_600_000;
  async function plant(userId: number, ageMs: number, at = now) {
    const row = await t.database.db
      .insertInto('shouts')
      .values({
        user_id: userId,
        text: `aged ${ageMs}`,
        created_at: new Date(at.getTime() - ageMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('removes shouts older than 30 days and keeps newer ones (and reports keep their text)', async () => {
    const member = await signIn(t);
    const reporter = await signIn(t);
    const old = await plant(member.user.id, (SHOUT_RETENTION_DAYS + 1) * DAY);
    const recent = await plant(member.user.id, (SHOUT_RETENTION_DAYS - 1) * DAY);
    expect(
      (await postAs(t.app, reporter.cookie, `/api/shouts/${old}/report`, { reason: 'Old' })).statusCode,
    ).toBe(201);
    // Past retention it is hidden even before the prune runs.
    expect(await wallIds()).not.toContain(old);
    expect(await pruneShouts(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .selectFrom('shouts')
      .select('id')
      .where('id', 'in', [old, recent])
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
    const kept = await t.database.db
      .selectFrom('shout_reports')
      .select(['shout_id', 'text'])
      .where('reporter_id', '=', reporter.user.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ shout_id: null, text: `aged ${(SHOUT_RETENTION_DAYS + 1) * DAY}` });

    // The same shout is removed once the clock passes its 30 days.
    now = new Date(now.getTime() + 2 * DAY);
    await pruneShouts(t.database.db, now);
    expect(await t.database.db.selectFrom('shouts').select('id').where('id', '=', recent).execute()).toEqual(
      [],
    );
  });

  it('prunes when an app server starts', async () => {
    const member = await signIn(t);
    const old = await plant(member.user.id, (SHOUT_RETENTION_DAYS + 2) * DAY, new Date());
    const second = await createTestApp();
    try {
      for (let i = 0; i < 100; i++) {
        const rows = await t.database.db.selectFrom('shouts').select('id').where('id', '=', old).execute();
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await t.database.db.selectFrom('shouts').select('id').where('id', '=', old).execute()).toEqual(
        [],
      );
    } finally {
      await second.close();
    }
  });
});
