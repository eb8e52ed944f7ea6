import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/app.ts';
import type { TestApp } from '../support/app.ts';
import type { FreshDatabase } from '../support/databases.ts';
import { type Actor, freshCategory, postAs, replyTo, signIn, startThread } from '../support/forum.ts';
import { eventually } from '../support/http.ts';
import { createMailApp, createMailDatabase, MAIL_ORIGIN } from '../support/mail.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp.ts';

// issue 16 §2: notification mails honour the member's preferences, are batched (at most one per
// member and thread per window) and never tell of what the member already read on the site; each
// has a one-click unsubscribe link (RFC 8058).

let fresh: FreshDatabase;
let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  fresh = await createMailDatabase();
  catcher = await startSmtpCatcher();
});
afterEach(async () => {
  await t?.close();
});
afterAll(async () => {
  await catcher?.close();
  await fresh?.drop();
});

/** An app whose notifications wait `delayMs` to be mailed, at most one mail per thread per `windowMs`. */
async function start(notifications: NonNullable<AppDeps['mail']>['notifications']) {
  t = await createMailApp(fresh.url, catcher.url, {
    mail: { notifications: { pollMs: 50, ...notifications } },
  });
}

/** A thread by a member of its own, followed by `follower`, and a third member who replies. */
async function followedThread() {
  const category = await freshCategory(t.database);
  const [author, follower, replier] = [await signIn(t), await signIn(t), await signIn(t)];
  const thread = await startThread(t.app, author, category.id);
  await postAs(t.app, follower.cookie, `/api/thread/${thread.id}/subscribe`);
  return { category, thread, author, follower, replier };
}

const mailsTo = (actor: Actor) => catcher.messages.filter((m) => m.to === actor.user.email);

/** The notification mails queued for `actor` (in the transaction that deals with the notifications). */
async function queuedFor(actor: Actor): Promise<number> {
  const row = await t.database.db
    .selectFrom('mail_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', actor.user.id)
    .where('kind', '=', 'notification')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waits until the mailer has dealt with every notification of `actor` about `threadId` (mailed or not). */
async function dealtWith(actor: Actor, threadId: number) {
  const db = t.database.db;
  await eventually(20_000, async () => {
    const newest = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', actor.user.id)
      .where('thread_id', '=', threadId)
      .executeTakeFirst();
    const digest = await db
      .selectFrom('notification_digests')
      .selectAll()
      .where('user_id', '=', actor.user.id)
      .where('topic', '=', `thread:${threadId}`)
      .executeTakeFirst();
    return newest?.id != null && digest !== undefined && digest.last_notification_id >= Number(newest.id);
  });
}

const preferences = (actor: Actor) =>
  t.app.inject({ method: 'GET', url: '/api/account/email_preferences', headers: { cookie: actor.cookie } });

describe('notification mails', () => {
  it('sum up two replies in one mail, with a link to the thread and one-click unsubscribe headers', async () => {
    await start({ delayMs: 1_000, windowMs: 15 * 60_000 });
    const { thread, follower, replier } = await followedThread();
    await replyTo(t.app, replier, thread.id, 'First answer: fish & chips <3');
    await replyTo(t.app, replier, thread.id, 'Second answer');

    const mail = await catcher.waitFor((m) => m.to === follower.user.email);
    expect(mail.subject).toContain('2 new replies in');
    expect(mail.subject).toContain('Cito');
    expect(mail.text).toContain(`${replier.user.username} replied: First answer: fish & chips <3`);
    expect(mail.text).toContain('Second answer');
    expect(mail.text).toContain(`${MAIL_ORIGIN}/thread/`);
    expect(mail.html).toContain('First answer: fish &#38; chips &#60;3');
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${MAIL_ORIGIN}/api/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A third reply within the window waits for the window's end: no second mail now.
    await replyTo(t.app, replier, thread.id, 'Third answer');
    await eventually(20_000, async () => {
      const digest = await t.database.db
        .selectFrom('notification_digests')
        .select('due_at')
        .where('user_id', '=', follower.user.id)
        .where('topic', '=', `thread:${thread.id}`)
        .executeTakeFirstOrThrow();
      return digest.due_at !== null && Date.parse(digest.due_at) > Date.now() + 10 * 60_000;
    });
    expect(await queuedFor(follower)).toBe(1);
    expect(mailsTo(follower)).toHaveLength(1);
  });

  it('send the replies that came after the window in a mail of their own', async () => {
    await start({ delayMs: 300, windowMs: 1_500 });
    const { thread, follower, replier } = await followedThread();
    await replyTo(t.app, replier, thread.id, 'Before the window');
    await catcher.waitFor((m) => m.to === follower.user.email);
    await replyTo(t.app, replier, thread.id, 'After the first mail');
    await eventually(20_000, async () => mailsTo(follower).length === 2);
    const second = mailsTo(follower)[1]!;
    expect(second.subject).toContain('A new reply in');
    expect(second.text).toContain('After the first mail');
    expect(second.text).not.toContain('Before the window');
  });

  it('never tell of replies the member read on the site meanwhile', async () => {
    await start({ delayMs: 1_500 });
    const { thread, follower, replier } = await followedThread();
    await replyTo(t.app, replier, thread.id, 'Read on the site');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/thread/${thread.id}`,
      headers: { cookie: follower.cookie },
    });
    expect(page.statusCode).toBe(200);
    await dealtWith(follower, thread.id);
    expect(await queuedFor(follower)).toBe(0);
  });

  it('follow the preferences: replies in followed threads, and replies in the member’s own thread', async () => {
    await start({ delayMs: 300 });
    const { thread, author, follower, replier } = await followedThread();
    await postAs(t.app, author.cookie, `/api/thread/${thread.id}/subscribe`);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/email_preferences',
      headers: { cookie: follower.cookie },
      payload: { email_on_subscribed: false },
    });
    expect(off.json()).toEqual({
      success: true,
      email_on_reply: true,
      email_on_subscribed: false,
      email_on_mention: true,
      email_on_message: true,
    });
    expect((await preferences(follower)).json().email_on_subscribed).toBe(false);

    await replyTo(t.app, replier, thread.id, 'Answer for both');
    const toAuthor = await catcher.waitFor((m) => m.to === author.user.email);
    expect(toAuthor.text).toContain('replies to your threads');
    await dealtWith(follower, thread.id);
    expect(await queuedFor(follower)).toBe(0);
  });

  it('unsubscribe with one click, without signing in, from the link in the mail', async () => {
    await start({ delayMs: 300 });
    const { thread, follower, replier } = await followedThread();
    await replyTo(t.app, replier, thread.id, 'Something to unsubscribe from');
    const mail = await catcher.waitFor((m) => m.to === follower.user.email);
    const link = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(mail.text).toContain(link);
    const path = link.slice(MAIL_ORIGIN.length);

    const browser = await t.app.inject({ method: 'GET', url: path });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toMatch(/^\/unsubscribe\?token=/);
    expect((await preferences(follower)).json().email_on_subscribed).toBe(true);

    // As a mail provider sends it (RFC 8058): a form POST from its own servers, another origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ success: true, preference: 'email_on_subscribed' });
    expect((await preferences(follower)).json()).toMatchObject({
      email_on_subscribed: false,
      email_on_reply: true,
    });

    const forged = path.replace(/token=(\d+)/, (_m, id) => `token=${Number(id) + 1}`);
    const refused = await t.app.inject({ method: 'POST', url: forged });
    expect(refused.statusCode).toBe(400);
  });
});
