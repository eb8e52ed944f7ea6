import { tooManySignIns } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

/** issue 15 §2: this many failed sign-ins for one account within the window, and it must wait. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** The key failures are counted under: the e-mail as typed, so unknown accounts count like known ones. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Refuses with 429 while the account has had LOGIN_FAILURE_LIMIT failures within the window,
 * saying in how many minutes the oldest of them drops out of it (the window slides, so the owner
 * is never locked out for good). Counted in the database, so it holds across app servers.
 * Returns how many failures the window holds.
 */
export async function checkLoginThrottle(db: Db, account: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('account', '=', account)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_FAILURE_LIMIT)
    .execute();
  if (recent.length < LOGIN_FAILURE_LIMIT) return recent.length;
  // Free again once the LIMIT-th newest failure is older than the window.
  const freeAt = Date.parse(recent[LOGIN_FAILURE_LIMIT - 1]!.failed_at) + LOGIN_FAILURE_WINDOW_MS;
  const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  throw new HttpError(429, tooManySignIns(minutes));
}

/** Counts one failed sign-in for the account, and forgets its failures older than the window. */
export async function recordLoginFailure(db: Db, account: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('account', '=', account)
      .where('failed_at', '<=', since)
      .execute();
    await trx.insertInto('login_failures').values({ account, failed_at: now.toISOString() }).execute();
  });
}

/** A successful sign-in starts the account's count afresh. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}

/** Forgets failures older than the window (run with the hourly session pruning). */
export async function pruneLoginFailures(db: Db, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  await db.deleteFrom('login_failures').where('failed_at', '<=', since).execute();
}
