import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDING } from '../../src/common/messages.ts';
import { createTestApp, type TestApp, uniqueName } from '../support/app.ts';
import { expectRefusal } from '../support/forum.ts';
import { postJson } from '../support/http.ts';

// issue 16 §3–4: sign-ups refused while registration is closed or by invitation, and from blocked
// e-mail domains and client addresses (site settings, held fixed for these apps).
let blocking: TestApp;

beforeAll(async () => {
  blocking = await createTestApp({
    settings: { blocked_email_domains: ['spam.example'], blocked_addresses: ['198.51.100.7', '203.0.113.'] },
  });
});
afterAll(async () => {
  await blocking.close();
});

function register(t: TestApp, email: string, remoteAddress = '192.0.2.10') {
  const username = uniqueName('r');
  return postJson(t.app, '/api/register', { username, email, password: 'password123' }, { remoteAddress });
}

async function accountsWith(t: TestApp, email: string): Promise<number> {
  const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
  return rows.length;
}

describe('registration refusals', () => {
  it('refuses an e-mail address of a blocked domain or a domain under it, and stores nothing', async () => {
    for (const email of [`${uniqueName()}@spam.example`, `${uniqueName()}@mail.SPAM.example`]) {
      expectRefusal(await register(blocking, email), 403, STANDING.registrationBlocked);
      expect(await accountsWith(blocking, email)).toBe(0);
    }
    expect((await register(blocking, `${uniqueName()}@notspam.example`)).statusCode).toBe(201);
  });

  it('refuses a blocked client address, exactly or by prefix', async () => {
    expectRefusal(
      await register(blocking, `${uniqueName()}@ok.example`, '198.51.100.7'),
      403,
      STANDING.registrationBlocked,
    );
    expectRefusal(
      await register(blocking, `${uniqueName()}@ok.example`, '203.0.113.99'),
      403,
      STANDING.registrationBlocked,
    );
    expect((await register(blocking, `${uniqueName()}@ok.example`, '198.51.100.70')).statusCode).toBe(201);
  });

  it('refuses every sign-up while registration is closed, or by invitation', async () => {
    for (const [registration, message] of [
      ['closed', STANDING.registrationClosed],
      ['invitation', STANDING.registrationByInvitation],
    ] as const) {
      const t = await createTestApp({ settings: { registration } });
      try {
        const email = `${uniqueName()}@ok.example`;
        expectRefusal(await register(t, email), 403, message);
        expect(await accountsWith(t, email)).toBe(0);
      } finally {
        await t.close();
      }
    }
  });
});
