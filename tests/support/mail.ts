import type { AppDeps } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createFreshDatabase, type FreshDatabase, testDialect } from './databases.ts';

/** The PUBLIC_ORIGIN of mail tests: every link in a mail points here. */
export const MAIL_ORIGIN = 'https://cito.example';

/**
 * A database of its own for a file of mail tests. A sender takes every due job of its database, so
 * on the run's shared database one file's app would send (or keep) another file's mail.
 */
export const createMailDatabase = (): Promise<FreshDatabase> => createFreshDatabase(testDialect(), 'mail');

/**
 * The app of a mail test on `databaseUrl`: sends over `smtpUrl` (null keeps mail in the outbox), links
 * to MAIL_ORIGIN, and looks at the queue every 100 ms.
 */
export function createMailApp(
  databaseUrl: string,
  smtpUrl: string | null,
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env = {}, mail = {}, ...deps } = overrides;
  return createTestApp({
    databaseUrl,
    env: { PUBLIC_ORIGIN: MAIL_ORIGIN, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}), ...env },
    mail: { pollMs: 100, ...mail },
    ...deps,
  });
}
