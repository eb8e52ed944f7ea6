import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** Suggestions shown after `@` in the editor (issue 17 §2). */
export const MENTION_SUGGESTIONS_MAX = 8;

/**
 * Members whose name starts with `prefix`, without regard to case, shortest names first (the exact
 * name typed comes first). Deleted and suspended members are left out: a mention would not reach them.
 */
export async function mentionSuggestions(
  db: Db,
  prefix: string,
): Promise<{ id: number; username: string }[]> {
  // `_` is a LIKE wildcard and may be in a name: escape it (and the escape character itself).
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const now = new Date().toISOString();
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(sql<boolean>`lower(username) like ${pattern} escape '\\'`)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<=', now)]))
    .orderBy(sql`length(username)`)
    .orderBy(sql`lower(username)`)
    .limit(MENTION_SUGGESTIONS_MAX)
    .execute();
}
