import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';

/** How often each app server clears the view log of hours that have ended. */
export const VIEW_PRUNE_EVERY_MS = 5 * 60_000;

/** An hour's rows stay this long after it ends, for servers whose clocks run a little behind. */
const CLOCK_GRACE_MS = 60_000;

/**
 * Deletes `thread_views` rows of hours that have ended: the one-view-per-viewer-per-hour rule
 * (DECISIONS.md) only ever looks up the current hour, so without this the table would grow with every
 * view ever counted (issue 15 §4). Works in batches, each its own short statement, so it never holds
 * the table long; several servers may run it at once (on PostgreSQL each skips rows another is
 * deleting). Returns how many rows went; stops after `maxBatches` and picks up on the next run.
 */
export async function pruneThreadViews(
  db: Db,
  { now = Date.now(), batch = 1_000, maxBatches = 100 } = {},
): Promise<number> {
  const before = Math.floor((now - CLOCK_GRACE_MS) / 3_600_000);
  const skipLocked = isPostgres(db) ? sql` FOR UPDATE SKIP LOCKED` : sql``;
  let total = 0;
  for (let n = 0; n < maxBatches; n++) {
    const result = await sql`DELETE FROM thread_views WHERE (thread_id, viewer, hour) IN (
        SELECT thread_id, viewer, hour FROM thread_views WHERE hour < ${before} LIMIT ${batch}${skipLocked})`.execute(
      db,
    );
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}

/** Runs the prune every `everyMs` on a timer that does not keep the process alive; returns its stop. */
export function startViewPrune(db: Db, everyMs = VIEW_PRUNE_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // A failed run (the database away for a moment) is retried at the next tick.
    void pruneThreadViews(db)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
