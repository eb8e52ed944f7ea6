import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  signIn,
} from '../support/forum.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ignored = async (cookie: string) =>
  (await getJson(t.app, '/api/account/ignored', { cookie })).json().ignored as Array<{
    id: number;
    username: string;
  }>;

describe('ignoring members (issue 17 §9)', () => {
  it('ignores and unignores a member, listed on the account page', async () => {
    const me = await signIn(t);
    const pest = await signIn(t);
    const res = await postAs(t.app, me.cookie, `/api/user/${pest.user.id}/ignore`);
    expect(res.json()).toEqual({ success: true, ignored: true });
    // Twice is fine and lists them once.
    expect((await postAs(t.app, me.cookie, `/api/user/${pest.user.id}/ignore`)).statusCode).toBe(200);
    expect(await ignored(me.cookie)).toEqual([
      { id: pest.user.id, username: pest.user.username, since: expect.any(String) },
    ]);
    // Only my list.
    expect(await ignored(pest.cookie)).toEqual([]);
    const un = await postAs(t.app, me.cookie, `/api/user/${pest.user.id}/unignore`);
    expect(un.json()).toEqual({ success: true, ignored: false });
    expect(await ignored(me.cookie)).toEqual([]);
  });

  it('refuses ignoring staff with 403 and oneself with 422', async () => {
    const me = await signIn(t);
    const category = await freshCategory(t.database);
    const staff = [
      await signIn(t, ['Administrators']),
      await signIn(t, ['Moderators', await moderatorGroupFor(t.database, category)]),
      await signIn(t, ['Design Team']),
    ];
    for (const member of staff)
      expectRefusal(
        await postAs(t.app, me.cookie, `/api/user/${member.user.id}/ignore`),
        403,
        PRIVATE.staffNotIgnorable,
      );
    expectRefusal(
      await postAs(t.app, me.cookie, `/api/user/${me.user.id}/ignore`),
      422,
      PRIVATE.notIgnoreYourself,
    );
    expectRefusal(await postAs(t.app, me.cookie, '/api/user/2147483000/ignore'), 404, PRIVATE.userNotFound);
    expect(await ignored(me.cookie)).toEqual([]);
    expect((await postAs(t.app, undefined, `/api/user/${me.user.id}/ignore`)).statusCode).toBe(401);
  });

  it('an ignored member cannot message you, and hears nothing of it elsewhere', async () => {
    const me = await signIn(t);
    const pest = await signIn(t);
    const friend = await signIn(t);
    await postAs(t.app, me.cookie, `/api/user/${pest.user.id}/ignore`);
    expectRefusal(
      await postAs(t.app, pest.cookie, '/api/messages', { to: [me.user.username], title: 'Hi', text: 'Hi' }),
      403,
      'This member is not accepting messages from you',
    );
    // Not in a group conversation either: the whole message is refused, nothing is stored.
    expectRefusal(
      await postAs(t.app, pest.cookie, '/api/messages', {
        to: [friend.user.username, me.user.username],
        title: 'Hi all',
        text: 'Hi',
      }),
      403,
      PRIVATE.notAcceptingMessages,
    );
    expect((await getJson(t.app, '/api/messages', { cookie: friend.cookie })).json().conversations).toEqual(
      [],
    );
    // I may still write to them.
    expect(
      (
        await postAs(t.app, me.cookie, '/api/messages', {
          to: [pest.user.username],
          title: 'Stop',
          text: 'Please stop',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a reply from an ignored member in a shared conversation does not notify', async () => {
    const me = await signIn(t);
    const pest = await signIn(t);
    const host = await signIn(t);
    const started = await postAs(t.app, host.cookie, '/api/messages', {
      to: [me.user.username, pest.user.username],
      title: 'Group',
      text: 'Welcome',
    });
    const id = started.json().conversation_id;
    await getJson(t.app, `/api/messages/${id}`, { cookie: me.cookie });
    await postAs(t.app, me.cookie, '/api/notifications/read', { all: true });
    await postAs(t.app, me.cookie, `/api/user/${pest.user.id}/ignore`);
    expect(
      (await postAs(t.app, pest.cookie, `/api/messages/${id}/reply`, { text: 'noise' })).statusCode,
    ).toBe(201);
    const notes = (await getJson(t.app, '/api/notifications', { cookie: me.cookie })).json();
    expect(notes.unread).toBe(0);
  });
});
