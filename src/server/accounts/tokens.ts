import { randomBytes } from 'node:crypto';
import { ACCOUNT_LINKS } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import type { AccountTokenKind } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { hashToken } from './sessions.ts';

/** Mails of one kind a member may cause in an hour (verification resends, e-mail changes). */
export const MAILS_PER_HOUR = 5;

/** issue 16 §2: how long each kind of link works. */
export const TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  password_reset: 60 * 60_000,
  verify_email: 48 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
};

/**
 * Makes a single-use token for a mailed link and stores only its SHA-256 (a leaked table opens
 * nothing). Call it in the transaction that queues the mail. Answers the token for the link.
 */
export async function issueToken(
  db: Db,
  userId: number,
  kind: AccountTokenKind,
  newEmail: string | null = null,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: hashToken(token),
      new_email: newEmail,
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[kind]).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export interface TokenMessages {
  invalid: string;
  used: string;
  expired: string;
}

export interface TokenRow {
  id: number;
  user_id: number;
  new_email: string | null;
}

/**
 * Finds a live token of `kind`, or refuses with 400 and the message saying why: unknown, already
 * used, or expired. Does not use it up: see useToken.
 */
export async function findLiveToken(
  db: Db,
  token: string,
  kind: AccountTokenKind,
  messages: TokenMessages,
  now = new Date(),
): Promise<TokenRow> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'new_email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw badRequest(messages.invalid);
  if (row.used_at !== null) throw badRequest(messages.used);
  if (row.expires_at <= now.toISOString()) throw badRequest(messages.expired);
  return { id: row.id, user_id: row.user_id, new_email: row.new_email };
}

/**
 * Marks a token used, if nobody did first: two clicks racing on two servers, one wins (the
 * conditional update decides) and the other gets `messages.used`.
 */
export async function useToken(db: Db, tokenId: number, messages: TokenMessages, now = new Date()) {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw badRequest(messages.used);
}

/** Marks every unused token of a kind of one member used (a newer link, or the job done). */
export async function retireTokens(db: Db, userId: number, kind: AccountTokenKind, now = new Date()) {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** How many tokens of a kind were made for a member since `sinceMs` ago, and when the last one was. */
export async function recentTokens(
  db: Db,
  userId: number,
  kind: AccountTokenKind,
  sinceMs: number,
  now = new Date(),
): Promise<{ count: number; last: string | null }> {
  const rows = await db
    .selectFrom('account_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', new Date(now.getTime() - sinceMs).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return { count: rows.length, last: rows[0]?.created_at ?? null };
}

/**
 * Refuses with 429 when a member had a mail of this kind within `intervalMs`, or MAILS_PER_HOUR of
 * them in the last hour (so a signed-in member cannot turn the site into a mail cannon).
 */
export async function checkMailAllowance(
  db: Db,
  userId: number,
  kind: 'verify_email' | 'email_change',
  intervalMs: number,
  now = new Date(),
): Promise<void> {
  const recent = await recentTokens(db, userId, kind, 60 * 60_000, now);
  const tooSoon = recent.last !== null && Date.parse(recent.last) > now.getTime() - intervalMs;
  if (tooSoon || recent.count >= MAILS_PER_HOUR) throw new HttpError(429, ACCOUNT_LINKS.tooManyMails);
}
