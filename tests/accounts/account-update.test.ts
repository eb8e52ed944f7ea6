import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeSent, MSG } from '../../src/common/messages.ts';
import { queuedMails } from '../support/account-mail.ts';
import { createTestApp, createUser, logIn, type TestApp, uniqueName } from '../support/app.ts';
import { postJson, whoami } from '../support/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The spec's path, trailing slash included (spec 1 §7). */
const URL = '/api/account_update/';
const update = (cookie: string | undefined, payload: object) => postJson(t.app, URL, payload, { cookie });
const login = (email: string, password: string) => postJson(t.app, '/api/login', { email, password });
const freshEmail = () => `${uniqueName('new')}@example.test`;

describe('POST /api/account_update/ access', () => {
  it('refuses a visitor with 401 and the login message', async () => {
    const res = await update(undefined, { email: freshEmail() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: MSG.loginRequired });
  });

  it('answers the same call without the trailing slash', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await postJson(
      t.app,
      '/api/account_update',
      { email: freshEmail(), current_password: user.password },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('refuses a body with neither e-mail nor password with 400', async () => {
    const cookie = await logIn(t.app, await createUser(t.database));
    const res = await update(cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.emailOrPasswordRequired });
  });

  it('refuses an unknown body field with 400', async () => {
    const cookie = await logIn(t.app, await createUser(t.database));
    const res = await update(cookie, { email: freshEmail(), username: 'renamed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown field "username" in body' });
  });
});

describe('changing the e-mail', () => {
  it('does not change the address at once but mails a link to the new one (issue 16 §2)', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const email = freshEmail();
    const res = await update(cookie, { email, current_password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: emailChangeSent(email) });

    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
    expect(await queuedMails(t.database, email, 'email_change')).toHaveLength(1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(email, user.password)).statusCode).toBe(401);
  });

  it("refuses another account's address, in any case, with 409 and changes nothing", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    for (const email of [other.email, other.email.toUpperCase()]) {
      const res = await update(cookie, { email, current_password: user.password });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: MSG.emailTaken });
    }
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
  });

  it('stores the own address in another case at once', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { email: user.email.toUpperCase(), current_password: user.password });
    expect(res.statusCode).toBe(200);
    // The same mailbox: nothing to confirm.
    expect(res.json()).toEqual({ success: true, message: MSG.emailUpdated });
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email.toUpperCase());
  });

  it('refuses a change without the current password with 400 and keeps the address', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    for (const payload of [{ email: freshEmail() }, { email: freshEmail(), current_password: '' }]) {
      const res = await update(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.currentPasswordRequired });
    }
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
  });

  it('refuses a wrong current password with 400 and keeps the address', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { email: freshEmail(), current_password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.oldPasswordWrong });
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('takes the current password as old_password too, the name spec 1 gives it', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const email = freshEmail();
    const res = await update(cookie, { email, old_password: user.password });
    expect(res.json()).toEqual({ success: true, message: emailChangeSent(email) });
    expect(await queuedMails(t.database, email, 'email_change')).toHaveLength(1);
  });

  it("does not tell a wrong password's holder whether another account uses the address", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { email: other.email, current_password: 'wrong-password' });
    expect(res.json()).toEqual({ success: false, message: MSG.oldPasswordWrong });
  });

  it('counts wrong current passwords like failed sign-ins of the account', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    for (let i = 0; i < 10; i++)
      await update(cookie, { email: freshEmail(), current_password: `wrong-${i}` });
    const res = await update(cookie, { email: freshEmail(), current_password: user.password });
    expect(res.statusCode).toBe(429);
    expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it.each([['not-an-email'], ['someone@localhost'], ['two words@example.test'], ['']])(
    'refuses the invalid address "%s" with 400 and changes nothing',
    async (email) => {
      const user = await createUser(t.database);
      const cookie = await logIn(t.app, user);
      const res = await update(cookie, { email, current_password: user.password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.emailInvalid });
      expect((await whoami(t.app, cookie)).json().email).toBe(user.email);
    },
  );
});

describe('changing the password', () => {
  it('refuses a wrong current password with 400 and keeps the old password', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { old_password: 'wrong-password', password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.oldPasswordWrong });

    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(401);
  });

  it('refuses a new password without the current one with 400', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.emailOrPasswordRequired });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['too short', '12345', MSG.passwordTooShort],
    ['too long', 'p'.repeat(257), MSG.passwordTooLong],
  ])(
    'refuses a new password that is %s with 400 and keeps the old one',
    async (_label, password, message) => {
      const user = await createUser(t.database);
      const cookie = await logIn(t.app, user);
      const res = await update(cookie, { old_password: user.password, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    },
  );

  it('stores the new password: login accepts it and refuses the old one', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await update(cookie, { old_password: user.password, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully!' });

    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, message: MSG.invalidLogin });
  });

  it("revokes the user's other sessions but keeps the current one", async () => {
    const user = await createUser(t.database);
    const current = await logIn(t.app, user);
    const otherDevice = await logIn(t.app, user, true);
    const someoneElse = await logIn(t.app, await createUser(t.database));

    const res = await update(current, { old_password: user.password, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);

    const revoked = await whoami(t.app, otherDevice);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ success: false, message: MSG.sessionExpired });
    const write = await update(otherDevice, { email: freshEmail() });
    expect(write.statusCode).toBe(401);
    expect(write.json().message).toBe(MSG.sessionExpired);

    expect((await whoami(t.app, current)).json().username).toBe(user.username);
    expect((await whoami(t.app, someoneElse)).statusCode).toBe(200);
  });

  it('revokes nothing when the current password is wrong', async () => {
    const user = await createUser(t.database);
    const current = await logIn(t.app, user);
    const otherDevice = await logIn(t.app, user);
    await update(current, { old_password: 'wrong-password', password: 'brand-new-pass' });
    expect((await whoami(t.app, otherDevice)).json().username).toBe(user.username);
  });
});
