import { sql } from 'kysely';
import { ACTIVITY_PER_PAGE, ACTIVITY_RETENTION_DAYS, type ActivityEntry } from '../../common/home-social.ts';
import { ignoredBy } from '../accounts/ignores.ts';
import { type Access, can, viewableCategoryIds } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { presentActivity, selectActivity, shownMembers } from './activity-query.ts';
import { friendIds } from './queries.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * GET /api/friends/activity: what the viewer's friends did, newest first, a page before `before`.
 * Three queries whatever the page holds (friends, ignores, the page). A forum entry shows only
 * where the forum would show its post to this viewer: a viewable category (where the thread is
 * now), and outside the categories they moderate neither thread nor post archived.
 */
export async function listActivity(
  db: Db,
  access: Access,
  { before, now = new Date() }: { before?: number | undefined; now?: Date },
): Promise<{ entries: ActivityEntry[]; has_more: boolean }> {
  const viewerId = access.userId!;
  const [friends, ignored] = await Promise.all([friendIds(db, viewerId), ignoredBy(db, viewerId)]);
  const shown = friends.filter((id) => !ignored.includes(id));
  if (shown.length === 0) return { entries: [], has_more: false };
  const viewable = viewableCategoryIds(access);
  const moderated = viewable.filter((id) => can(access, id, 'moderate'));
  let query = shownMembers(selectActivity(db), now)
    .where('a.user_id', 'in', shown)
    .where('a.created_at', '>=', new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString())
    .where((eb) =>
      eb.or([
        eb('a.thread_id', 'is', null),
        viewable.length
          ? eb.and([
              eb('t.category_id', 'in', viewable),
              eb.or([eb('a.post_id', 'is', null), eb('p.id', 'is not', null)]),
              eb.or([
                moderated.length ? eb('t.category_id', 'in', moderated) : sql<boolean>`false`,
                eb.and([
                  eb('t.archived', '=', 0),
                  eb.or([eb('a.post_id', 'is', null), eb('p.archived', '=', 0)]),
                ]),
              ]),
            ])
          : sql<boolean>`false`,
      ]),
    );
  if (before !== undefined) query = query.where('a.id', '<', before);
  const rows = await query
    .orderBy('a.id', 'desc')
    .limit(ACTIVITY_PER_PAGE + 1)
    .execute();
  return {
    entries: rows.slice(0, ACTIVITY_PER_PAGE).map(presentActivity),
    has_more: rows.length > ACTIVITY_PER_PAGE,
  };
}

/** How often each app server removes activity past its retention. */
export const ACTIVITY_PRUNE_EVERY_MS = 60 * 60_000;

/** Removes activity older than ACTIVITY_RETENTION_DAYS (§2); several servers may run it at once. */
export async function pruneActivity(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('activity')
    .where('created_at', '<', new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the prune on a timer that does not keep the process alive; returns its stop. */
export function startActivityPrune(db: Db, clock: () => Date, everyMs = ACTIVITY_PRUNE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    // A failed run (the database away for a moment) is retried at the next tick.
    void pruneActivity(db, clock()).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
