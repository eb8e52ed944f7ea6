import { createHash, randomBytes } from 'node:crypto';
import { REMEMBER_TTL_MS, SESSION_TTL_MS } from '../../common/limits.ts';
import type { Db } from '../db/index.ts';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  created_at: string;
  coins: number;
  gems: number;
  /** Null until the member confirms their address (issue 16 §2). */
  email_verified_at: string | null;
  /** A silenced member may read but not write, until then (issue 16 §4). */
  silenced_until: string | null;
  silence_reason: string | null;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

/** Sessions are stored by the SHA-256 of their token, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token; remember-me keeps it 30 days, otherwise the server forgets it after 24 h. */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      remember: remember ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt, remember };
}

export interface ActiveSession {
  sessionId: number;
  /** ISO time the session ends. */
  expiresAt: string;
  user: SessionUser;
}

/** The live session for a token, or null when it is unknown, expired or revoked. */
export function findSession(db: Db, token: string, now = new Date()): Promise<ActiveSession | null> {
  return findSessionByHash(db, hashToken(token), now);
}

/** The live session stored under a token's hash (see hashToken). */
export async function findSessionByHash(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'users.id',
      'users.username',
      'users.email',
      'users.created_at',
      'users.coins',
      'users.gems',
      'users.email_verified_at',
      'users.silenced_until',
      'users.silence_reason',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    // Suspension revokes sessions; this also stops one a sign-in racing the suspension created.
    .where((eb) =>
      eb.or([eb('users.suspended_until', 'is', null), eb('users.suspended_until', '<=', now.toISOString())]),
    )
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, ...user } = row;
  return { sessionId: session_id, expiresAt: session_expires_at, user };
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

/** Revokes every session of a user except `keepSessionId` (password change, DECISIONS.md). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number | null,
  now = new Date(),
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Deletes sessions that expired or were revoked more than a day ago; run now and then. */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - SESSION_TTL_MS).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .execute();
}
