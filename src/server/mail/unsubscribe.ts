import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { MAIL_PREFERENCES, type MailPreference, PREFERENCE_TOPICS } from './preferences.ts';

// One-click unsubscribe links (RFC 8058) carry the member and the kind of mail, signed with a secret
// every app server reads from the database (made by migration 0020): nothing to store per mail, and
// nobody can make a link for another member.

const signature = (secret: string, userId: number, preference: MailPreference) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${preference}`).digest('base64url').slice(0, 32);

/** The token of an unsubscribe link: `<user id>.<preference>.<signature>`. */
export function signUnsubscribe(secret: string, userId: number, preference: MailPreference): string {
  return `${userId}.${preference}.${signature(secret, userId, preference)}`;
}

/** The member and preference a token turns off; null for a token that is malformed or not ours. */
export function readUnsubscribe(
  secret: string,
  token: string,
): { userId: number; preference: MailPreference } | null {
  const match = /^(\d{1,10})\.([a-z_]{1,32})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const preference = match[2] as MailPreference;
  if (!MAIL_PREFERENCES.includes(preference)) return null;
  const expected = Buffer.from(signature(secret, userId, preference));
  const given = Buffer.from(match[3]!);
  return timingSafeEqual(expected, given) ? { userId, preference } : null;
}

const secrets = new WeakMap<Db, Promise<string>>();

/** The shared signing secret, read once per database. */
function unsubscribeSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'unsubscribe')
      .executeTakeFirstOrThrow()
      .then((row) => row.value);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export type UnsubscribeLinks = (userId: number, preference: MailPreference) => string;

/**
 * Makes unsubscribe links: the API address that turns `preference` off for the member
 * (List-Unsubscribe; a browser's GET lands on the web page that confirms it).
 */
export async function unsubscribeLinks(db: Db, origin: string): Promise<UnsubscribeLinks> {
  const secret = await unsubscribeSecret(db);
  return (userId, preference) =>
    `${origin}/api/unsubscribe?token=${encodeURIComponent(signUnsubscribe(secret, userId, preference))}`;
}

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. You can choose your mails on your account page.';

/** Turns off the kind of mail a token names, without signing in; answers what the member will no longer get. */
export async function unsubscribe(
  db: Db,
  token: string,
): Promise<{ preference: MailPreference; message: string }> {
  const found = readUnsubscribe(await unsubscribeSecret(db), token);
  if (!found) throw badRequest(INVALID_UNSUBSCRIBE);
  const updated = await db
    .updateTable('users')
    .set({ [found.preference]: 0 })
    .where('id', '=', found.userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw badRequest(INVALID_UNSUBSCRIBE);
  return {
    preference: found.preference,
    message: `You will no longer get mails about ${PREFERENCE_TOPICS[found.preference]}.`,
  };
}
