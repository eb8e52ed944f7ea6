import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STARTING_COINS,
  STARTING_GEMS,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../common/limits.ts';
import { MSG, suspendedMessage } from '../../common/messages.ts';
import { type Db, isUniqueViolation } from '../db/index.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.ts';
import { type MailSite, sendVerification } from './account-mail.ts';
import { GROUP } from './groups.ts';
import { accountKey, checkLoginThrottle, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { type HashCost, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, type NewSession, revokeOtherSessions } from './sessions.ts';
import { isSuspended, untilText } from './standing.ts';

const USERNAME_RE = new RegExp(`^[A-Za-z0-9_-]{${USERNAME_MIN},${USERNAME_MAX}}$`);
// Deliberately loose: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX || !EMAIL_RE.test(trimmed)) throw badRequest(MSG.emailInvalid);
  return trimmed;
}

export function validatePassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw badRequest(MSG.passwordTooShort);
  if (password.length > PASSWORD_MAX) throw badRequest(MSG.passwordTooLong);
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

async function findClash(db: Db, username: string, email: string): Promise<string | null> {
  const clash = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (!clash) return null;
  return clash.username.toLowerCase() === username.toLowerCase() ? MSG.usernameTaken : MSG.emailTaken;
}

/**
 * Creates an account in the Members group with the starting balances (DECISIONS.md). Returns the new
 * user's id. Duplicate usernames and e-mails, in any case, are a 409 with a clear message.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  cost: HashCost,
  extraGroups: readonly string[] = [],
  /** Accounts made by an administrator (command line, demo data) need no verification mail. */
  verified = false,
  /** Where the verification mail of an unverified account links to (issue 16 §2). */
  site?: MailSite,
): Promise<number> {
  const username = input.username.trim();
  if (!username || !input.email.trim() || !input.password) throw badRequest(MSG.allFieldsRequired);
  if (!USERNAME_RE.test(username)) throw badRequest(MSG.usernameRule);
  const email = validateEmail(input.email);
  validatePassword(input.password);

  const clash = await findClash(db, username, email);
  if (clash) throw conflict(clash);
  const passwordHash = await hashPassword(input.password, cost);
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          username,
          email,
          password_hash: passwordHash,
          coins: STARTING_COINS,
          gems: STARTING_GEMS,
          created_at: now,
          email_verified_at: verified ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groups = await trx
        .selectFrom('groups')
        .select('id')
        .where('name', 'in', [GROUP.members, ...extraGroups])
        .execute();
      if (groups.length > 0) {
        await trx
          .insertInto('memberships')
          .values(groups.map((g) => ({ user_id: id, group_id: g.id, created_at: now })))
          .execute();
      }
      if (!verified && site) await sendVerification(trx, site, { id, username, email });
      return id;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict((await findClash(db, username, email)) ?? MSG.usernameTaken);
    throw error;
  }
}

/**
 * Checks e-mail and password; any failure is the same 'Invalid email or password' (spec 1 §8).
 * An unknown address costs the same argon2 work and counts failures the same way as a known one,
 * so neither the answer nor its time tells whether an account exists.
 */
export async function logIn(
  db: Db,
  email: string,
  password: string,
  remember: boolean,
  cost: HashCost,
): Promise<{ userId: number; session: NewSession }> {
  const account = accountKey(email);
  const failures = await checkLoginThrottle(db, account);
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_until', 'suspend_reason'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
    .executeTakeFirst();
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(password, cost);
  if (!user || !valid) {
    await recordLoginFailure(db, account);
    throw unauthorized(MSG.invalidLogin);
  }
  if (failures > 0) await clearLoginFailures(db, account);
  // Told only to whoever knows the password (issue 16 §4): until when, and why.
  if (isSuspended(user))
    throw forbidden(suspendedMessage(untilText(user.suspended_until!), user.suspend_reason ?? ''));
  return { userId: user.id, session: await createSession(db, user.id, remember) };
}

/**
 * Changing the e-mail or the password needs the current password (issue 15: a stolen session
 * must not take the account over). Wrong guesses count like failed sign-ins of the account, so
 * a session can't be used to try passwords faster than the sign-in form allows.
 */
export async function checkCurrentPassword(db: Db, userId: number, password: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const account = accountKey(user.email);
  const failures = await checkLoginThrottle(db, account);
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordLoginFailure(db, account);
    throw badRequest(MSG.oldPasswordWrong);
  }
  if (failures > 0) await clearLoginFailures(db, account);
}

/** Checks the old password, stores the new one, and revokes every other session of the user. */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number | null,
  oldPassword: string,
  newPassword: string,
  cost: HashCost,
): Promise<void> {
  validatePassword(newPassword);
  await checkCurrentPassword(db, userId, oldPassword);
  const passwordHash = await hashPassword(newPassword, cost);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await revokeOtherSessions(trx, userId, sessionId);
  });
}
