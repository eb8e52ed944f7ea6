import { authorName } from '../../common/members.ts';
import { PRIVATE } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { isStaff, loadAccess } from './permissions.ts';

/**
 * Of `candidates`, those who ignore `actorId` (issue 17 §9): they get no mention, quote, reaction
 * or message notification from the actor, and no message or friend request.
 */
export async function ignoringActor(db: Db, actorId: number, candidates: number[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_ignores')
    .select('user_id')
    .where('ignored_id', '=', actorId)
    .where('user_id', 'in', candidates)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Whether `userId` ignores `otherId`. */
export async function isIgnoring(db: Db, userId: number, otherId: number): Promise<boolean> {
  return (await ignoringActor(db, otherId, [userId])).has(userId);
}

/** Whom `userId` ignores. */
export async function ignoredBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_ignores')
    .select('ignored_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.ignored_id);
}

/** Whom `userId` ignores, with names, newest first (the account page's list). */
export async function listIgnored(db: Db, userId: number) {
  const rows = await db
    .selectFrom('user_ignores as i')
    .innerJoin('users as u', 'u.id', 'i.ignored_id')
    .select(['u.id', 'u.username', 'i.created_at'])
    .where('i.user_id', '=', userId)
    .orderBy('i.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, username: authorName(row.username), since: row.created_at }));
}

/**
 * `userId` ignores `otherId` (issue 17 §9). Not oneself (422), not staff (403: moderators,
 * administrators and the Design Team must be able to reach everyone), not a member who is not there (404).
 */
export async function ignoreMember(db: Db, userId: number, otherId: number): Promise<void> {
  if (otherId === userId) throw new HttpError(422, PRIVATE.notIgnoreYourself);
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', otherId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!other) throw notFound(PRIVATE.userNotFound);
  if (isStaff(await loadAccess(db, otherId))) throw forbidden(PRIVATE.staffNotIgnorable);
  await db
    .insertInto('user_ignores')
    .values({ user_id: userId, ignored_id: otherId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'ignored_id']).doNothing())
    .execute();
}

/** Stops ignoring (unignoring someone not ignored is fine). */
export async function unignoreMember(db: Db, userId: number, otherId: number): Promise<void> {
  const other = await db.selectFrom('users').select('id').where('id', '=', otherId).executeTakeFirst();
  if (!other) throw notFound(PRIVATE.userNotFound);
  await db
    .deleteFrom('user_ignores')
    .where('user_id', '=', userId)
    .where('ignored_id', '=', otherId)
    .execute();
}
