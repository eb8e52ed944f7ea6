import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, MSG, RUNNING } from '../../src/common/messages.ts';
import { createUser as adminCreateUser } from '../../src/server/admin/commands.ts';
import { mailJourney, nextLink, queuedMails } from '../support/account-mail.ts';
import { logIn, TEST_HASH_COST, type TestApp, uniqueName } from '../support/app.ts';
import { freshCategory } from '../support/forum.ts';
import { postJson, whoami } from '../support/http.ts';
import { MAIL_ORIGIN } from '../support/mail.ts';
import type { SmtpCatcher } from '../support/smtp.ts';

// A database of its own with a sender delivering to a real SMTP server: the tests follow the links
// in the mail that arrived.
const journey = mailJourney();
let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(() => {
  ({ t, catcher } = journey);
});

const verify = (token: string, cookie?: string) =>
  postJson(t.app, '/api/account/verify_email', { token }, { cookie });
const resend = (cookie?: string) =>
  postJson(t.app, '/api/account/verify_email/resend', undefined, { cookie });

/** Signs up through the API, as a newcomer does, and signs in. */
async function signUp() {
  const username = uniqueName('v');
  const member = { username, email: `${username}@example.test`, password: 'password123' };
  const res = await postJson(t.app, '/api/register', member);
  expect(res.statusCode).toBe(201);
  const id = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
  return { ...member, id, cookie: await logIn(t.app, member) };
}

const verifyMails = (email: string) => queuedMails(t.database, email, 'verify_email');
/** Moves a member's tokens back in time, past the resend interval. */
const ageTokens = (userId: number, ms: number) =>
  t.database.db
    .updateTable('account_tokens')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('user_id', '=', userId)
    .execute();

describe('signing up', () => {
  it('mails a verification link valid for 48 hours; the member starts unverified', async () => {
    const member = await signUp();
    const { mail, token: link } = await nextLink(catcher, member.email, '/verify-email');
    expect(mail.subject).toBe('Please confirm your e-mail address · Cito');
    expect(mail.html).toContain(`${MAIL_ORIGIN}/verify-email?token=${link}`);
    const mails = await verifyMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.user_id).toBe(member.id);
    const me = (await whoami(t.app, member.cookie)).json();
    expect(me).toMatchObject({ email_verified: false, email_verification_required: true });
    const token = await t.database.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(token.kind).toBe('verify_email');
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(48 * 3_600_000);
  });

  it('makes accounts created by an administrator verified, with no mail', async () => {
    const username = uniqueName('a');
    const email = `${username}@example.test`;
    await adminCreateUser(t.database.db, { username, email, password: 'password123' }, TEST_HASH_COST);
    expect(await verifyMails(email)).toHaveLength(0);
    const cookie = await logIn(t.app, { email, password: 'password123' });
    expect((await whoami(t.app, cookie)).json().email_verified).toBe(true);
  });
});

describe('following the link', () => {
  it('verifies the address, signed in or not, and whoami says so at once', async () => {
    const member = await signUp();
    const token = (await nextLink(catcher, member.email, '/verify-email')).token;
    expect((await whoami(t.app, member.cookie)).json().email_verified).toBe(false);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_LINKS.emailVerified });
    expect((await whoami(t.app, member.cookie)).json().email_verified).toBe(true);
  });

  it('works once, and refuses expired and wrong links with 400 and the reason', async () => {
    const member = await signUp();
    const token = (await nextLink(catcher, member.email, '/verify-email')).token;
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    expect((await verify(token)).json()).toEqual({
      success: false,
      message: ACCOUNT_LINKS.verifyTokenExpired,
    });
    expect((await verify('nonsense')).json()).toEqual({
      success: false,
      message: ACCOUNT_LINKS.verifyTokenInvalid,
    });
    expect((await whoami(t.app, member.cookie)).json().email_verified).toBe(false);

    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    expect((await verify(token, member.cookie)).statusCode).toBe(200);
    const again = await verify(token, member.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: ACCOUNT_LINKS.verifyTokenUsed });
  });

  it('does not verify an address the member has since left', async () => {
    const member = await signUp();
    const token = (await nextLink(catcher, member.email, '/verify-email')).token;
    await t.database.db
      .updateTable('users')
      .set({ email: `${uniqueName('moved')}@example.test` })
      .where('id', '=', member.id)
      .execute();
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_LINKS.verifyTokenInvalid });
  });
});

describe('while the site requires verification (the default)', () => {
  it('an unverified member may not start a thread until the link is followed', async () => {
    const member = await signUp();
    const category = await freshCategory(t.database);
    const post = () =>
      postJson(
        t.app,
        `/api/category/${category.id}/post`,
        { title: 'Hello there', text: 'My first thread' },
        { cookie: member.cookie },
      );
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: RUNNING.verifyEmailFirst });

    await verify((await nextLink(catcher, member.email, '/verify-email')).token);
    expect((await post()).statusCode).toBe(201);
  });
});

describe('asking for the mail again', () => {
  it('sends a new link once the last one is a minute old; the older link stops working', async () => {
    const member = await signUp();
    const first = (await nextLink(catcher, member.email, '/verify-email')).token;
    const soon = await resend(member.cookie);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ success: false, message: ACCOUNT_LINKS.tooManyMails });

    await ageTokens(member.id, 61_000);
    const res = await resend(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_LINKS.verificationSent });
    const second = (await nextLink(catcher, member.email, '/verify-email')).token;
    expect(await verifyMails(member.email)).toHaveLength(2);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('sends at most five an hour', async () => {
    const member = await signUp();
    for (let i = 0; i < 4; i++) {
      await ageTokens(member.id, 61_000);
      expect((await resend(member.cookie)).statusCode).toBe(200);
    }
    await ageTokens(member.id, 61_000);
    expect((await resend(member.cookie)).statusCode).toBe(429);
    expect(await verifyMails(member.email)).toHaveLength(5);
  });

  it('refuses a verified member with 409 and a visitor with 401', async () => {
    const member = await signUp();
    await verify((await nextLink(catcher, member.email, '/verify-email')).token);
    const verified = await resend(member.cookie);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ success: false, message: ACCOUNT_LINKS.alreadyVerified });
    const visitor = await resend();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: MSG.loginRequired });
  });
});
