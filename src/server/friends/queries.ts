import type { Db } from '../db/index.ts';

/** A friendship's row key: the lower id first (migration 0026-home-social). */
export function friendPair(a: number, b: number): { user_low: number; user_high: number } {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

/** The ids of the member's friends (accepted friendships only). */
export async function friendIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user_low', 'user_high'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .execute();
  return rows.map((row) => (row.user_low === userId ? row.user_high : row.user_low));
}
