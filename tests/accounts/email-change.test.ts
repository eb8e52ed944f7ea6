import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, emailChanged, emailChangeSent, MSG } from '../../src/common/messages.ts';
import { createUnverifiedUser, mailJourney, nextLink, queuedMails } from '../support/account-mail.ts';
import { createUser, logIn, type TestApp, type TestUser, uniqueName } from '../support/app.ts';
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

const freshEmail = () => `${uniqueName('new')}@example.test`;
const login = (email: string, password: string) => postJson(t.app, '/api/login', { email, password });
const confirm = (token: string) => postJson(t.app, '/api/account/confirm_email_change', { token });

/** Asks to move `user` to `email` and answers the token from the mail sent to the new address. */
async function askChange(user: TestUser, cookie: string, email: string): Promise<string> {
  const res = await postJson(
    t.app,
    '/api/account_update/',
    { email, current_password: user.password },
    { cookie },
  );
  expect(res.json()).toEqual({ success: true, message: emailChangeSent(email) });
  const { mail, token } = await nextLink(catcher, email, '/confirm-email');
  expect(mail.text).toContain(`${MAIL_ORIGIN}/confirm-email?token=`);
  return token;
}

describe('confirming a new e-mail address', () => {
  it('changes it only through the link, marks it verified and tells the old address', async () => {
    const user = await createUnverifiedUser(t.database);
    const cookie = await logIn(t.app, user);
    const email = freshEmail();
    const token = await askChange(user, cookie, email);
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);

    // Followed in another browser, signed out: the link itself is the proof.
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: emailChanged(email) });
    expect((await whoami(t.app, cookie)).json()).toMatchObject({ email, email_verified: true });
    expect((await login(email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    const told = await catcher.waitFor(
      (m) => m.to === user.email && m.subject.startsWith('Your e-mail address was changed'),
    );
    expect(told.text).toContain('If you did not make this change');
    expect(told.text).not.toContain('?token=');
    expect(await queuedMails(t.database, user.email, 'email_changed')).toHaveLength(1);
  });

  it('refuses with 409 when another account took the address meanwhile, and changes nothing', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const email = freshEmail();
    const token = await askChange(user, cookie, email);
    await createUser(t.database, { email });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: MSG.emailTaken });
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
    expect(await queuedMails(t.database, user.email, 'email_changed')).toHaveLength(0);
  });

  it('works once, and refuses expired and wrong links with 400 and the reason', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const token = await askChange(user, cookie, freshEmail());
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await confirm(token)).json()).toEqual({
      success: false,
      message: ACCOUNT_LINKS.changeTokenExpired,
    });
    expect((await confirm('nonsense')).json()).toEqual({
      success: false,
      message: ACCOUNT_LINKS.changeTokenInvalid,
    });

    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: ACCOUNT_LINKS.changeTokenUsed });
  });

  it('keeps only the newest link working, and asks a member to wait a minute between requests', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const first = await askChange(user, cookie, freshEmail());
    const tooSoon = await postJson(
      t.app,
      '/api/account_update/',
      { email: freshEmail(), current_password: user.password },
      { cookie },
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ success: false, message: ACCOUNT_LINKS.tooManyMails });

    await t.database.db
      .updateTable('account_tokens')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const newest = freshEmail();
    const second = await askChange(user, cookie, newest);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).json()).toEqual({ success: true, message: emailChanged(newest) });
  });
});
