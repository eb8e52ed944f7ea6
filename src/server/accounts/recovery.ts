import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_LINKS, RUNNING } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { type MailSite, sendPasswordReset, sendVerification } from './account-mail.ts';
import { accountKey, clearLoginFailures } from './login-throttle.ts';
import { type HashCost, hashPassword } from './passwords.ts';
import { validatePassword } from './service.ts';
import { createSession, type NewSession, revokeOtherSessions } from './sessions.ts';
import { checkMailAllowance, findLiveToken, recentTokens, retireTokens, useToken } from './tokens.ts';

/**
 * A reset request answers no sooner than this, known address or not, so the time it takes does not
 * tell whether an account uses the address (the database writes for a known one take a few ms).
 */
export const RESET_ANSWER_MIN_MS = 300;
/** issue 16 §2: one reset mail per account per this long; asking again sooner sends nothing. */
export const RESET_MAIL_INTERVAL_MS = 5 * 60_000;
/** A member may ask for a new verification mail once a minute (and MAILS_PER_HOUR an hour). */
export const VERIFY_RESEND_INTERVAL_MS = 60_000;

const RESET_TOKEN = {
  invalid: RUNNING.resetTokenInvalid,
  used: RUNNING.resetTokenUsed,
  expired: RUNNING.resetTokenExpired,
};
const VERIFY_TOKEN = {
  invalid: ACCOUNT_LINKS.verifyTokenInvalid,
  used: ACCOUNT_LINKS.verifyTokenUsed,
  expired: ACCOUNT_LINKS.verifyTokenExpired,
};

/** Suspended (until later) or deleted members get no mail and cannot use a link. */
const inGoodStanding = (user: { suspended_until: string | null; deleted_at: string | null }, now: Date) =>
  user.deleted_at === null && (user.suspended_until === null || user.suspended_until <= now.toISOString());

/** Records that a member's address is verified, unless it already was (keeping the first time). */
async function markVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * Mails a reset link to the account using `email`, if there is one in good standing and it had no
 * reset mail in the last RESET_MAIL_INTERVAL_MS; null (an address asked for too often) sends nothing.
 * Says nothing either way: the route always answers RUNNING.resetRequested, after RESET_ANSWER_MIN_MS.
 */
export async function requestPasswordReset(db: Db, email: string | null, site: MailSite): Promise<void> {
  const started = Date.now();
  const now = new Date();
  const user =
    email === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'username', 'email', 'suspended_until', 'deleted_at'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', accountKey(email)))
          .executeTakeFirst();
  if (user && inGoodStanding(user, now)) {
    const recent = await recentTokens(db, user.id, 'password_reset', RESET_MAIL_INTERVAL_MS, now);
    if (recent.count === 0) {
      await db.transaction().execute((trx) => sendPasswordReset(trx, site, user));
    }
  }
  await sleep(Math.max(0, RESET_ANSWER_MIN_MS - (Date.now() - started)));
}

/**
 * Sets a new password through a reset link: the link is used up with every other reset link of the
 * account, the address counts as verified, every session of the account ends (the caller forgets them in its AuthCache), the sign-in
 * throttle starts afresh, and a new session is made for the member. Answers who and that session.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  cost: HashCost,
): Promise<{ userId: number; session: NewSession }> {
  const now = new Date();
  const found = await findLiveToken(db, token, 'password_reset', RESET_TOKEN, now);
  validatePassword(password);
  const user = await db
    .selectFrom('users')
    .select(['email', 'suspended_until', 'deleted_at'])
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  if (!inGoodStanding(user, now)) throw badRequest(RUNNING.resetTokenInvalid);
  const passwordHash = await hashPassword(password, cost);
  await db.transaction().execute(async (trx) => {
    await useToken(trx, found.id, RESET_TOKEN, now);
    await retireTokens(trx, found.user_id, 'password_reset', now);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', found.user_id)
      .execute();
    // The link reached the address, which proves it as a verification link would.
    await markVerified(trx, found.user_id, now);
    await revokeOtherSessions(trx, found.user_id, null, now);
  });
  await clearLoginFailures(db, accountKey(user.email));
  return { userId: found.user_id, session: await createSession(db, found.user_id, false) };
}

/** Marks the address a verification link was sent to as verified, if it is still the member's. */
export async function verifyEmail(db: Db, token: string): Promise<number> {
  const now = new Date();
  const found = await findLiveToken(db, token, 'verify_email', VERIFY_TOKEN, now);
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  // A link sent to an address the member has since left verifies nothing.
  if (found.new_email !== null && found.new_email.toLowerCase() !== user.email.toLowerCase())
    throw badRequest(ACCOUNT_LINKS.verifyTokenInvalid);
  await db.transaction().execute(async (trx) => {
    await useToken(trx, found.id, VERIFY_TOKEN, now);
    await retireTokens(trx, found.user_id, 'verify_email', now);
    await markVerified(trx, found.user_id, now);
  });
  return found.user_id;
}

/** Sends a signed-in, unverified member a fresh verification link (older links stop working). */
export async function resendVerification(db: Db, userId: number, site: MailSite): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at !== null) throw new HttpError(409, ACCOUNT_LINKS.alreadyVerified);
  await checkMailAllowance(db, userId, 'verify_email', VERIFY_RESEND_INTERVAL_MS);
  await db.transaction().execute(async (trx) => {
    await retireTokens(trx, userId, 'verify_email');
    await sendVerification(trx, site, user);
  });
}
