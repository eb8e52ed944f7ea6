import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers whoami for a signed-in user', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await t.app.inject({ url: '/api/whoami', headers: { cookie } });
    expect(res.json()).toMatchObject({ success: true, username: user.username });
  });
});
