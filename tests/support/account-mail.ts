import { afterAll, beforeAll, expect } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.ts';
import { createUser, type TestApp, type TestUser } from './app.ts';
import type { FreshDatabase } from './databases.ts';
import { createMailApp, createMailDatabase } from './mail.ts';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp.ts';

export interface MailJourney {
  /** The app, sending its mail to `catcher`. */
  readonly t: TestApp;
  readonly catcher: SmtpCatcher;
  /** The database of this file's tests alone (a second app may open it too). */
  readonly databaseUrl: string;
}

/**
 * For a file of account-mail tests: a database of its own, a real SMTP server, and an app whose
 * sender delivers to it, made before the file's tests and taken down after.
 */
export function mailJourney(): MailJourney {
  let fresh: FreshDatabase;
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    fresh = await createMailDatabase();
    catcher = await startSmtpCatcher();
    t = await createMailApp(fresh.url, catcher.url);
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
    await fresh?.drop();
  });
  return {
    get t() {
      return t;
    },
    get catcher() {
      return catcher;
    },
    get databaseUrl() {
      return fresh.url;
    },
  };
}

/**
 * The mails queued for an address, oldest first. Tests that something was *not* sent look here: the
 * queue is where a mail would be, and waiting on SMTP for a mail that never comes proves nothing.
 */
export function queuedMails(database: DbHandle, to: string, kind?: string) {
  let query = database.db
    .selectFrom('mail_jobs')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}

/** A member whose address is not verified yet (createUser makes verified ones, as administrators do). */
export async function createUnverifiedUser(database: DbHandle): Promise<TestUser> {
  const user = await createUser(database);
  await database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
  return user;
}

/** The token of the link to `path` in a mail's text, as a member would follow it. */
export function tokenIn(text: string, path: string): string {
  const url = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  expect(url, `a link to ${path} in:\n${text}`).toBeDefined();
  return new URL(url as string).searchParams.get('token') as string;
}

const taken = new WeakSet<CaughtMail>();

/**
 * Waits for the next mail that arrived over SMTP for `to` with a link to `path`, one not taken by
 * an earlier call, and answers it with the link's token.
 */
export async function nextLink(
  catcher: SmtpCatcher,
  to: string,
  path: string,
): Promise<{ mail: CaughtMail; token: string }> {
  const mail = await catcher.waitFor(
    (m) => !taken.has(m) && m.to.toLowerCase() === to.toLowerCase() && m.text.includes(`${path}?token=`),
  );
  taken.add(mail);
  return { mail, token: tokenIn(mail.text, path) };
}
