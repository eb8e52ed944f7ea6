import type { Db } from '../db/index.ts';

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
