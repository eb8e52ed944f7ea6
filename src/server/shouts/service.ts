import {
  normalizeShout,
  SHOUT_DELETE_WINDOW_MS,
  SHOUT_INTERVAL_SECONDS,
  SHOUT_RETENTION_DAYS,
  SHOUTS_PER_PAGE,
  type ShoutView,
  SOCIAL,
  shoutTextProblem,
} from '../../common/home-social.ts';
import { authorName } from '../../common/members.ts';
import { type Access, globalPermissions, isStaff } from '../accounts/permissions.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import { isSilenced } from '../accounts/standing.ts';
import { recordAudit } from '../admin/audit.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';

export interface ShoutDeps {
  db: Db;
  live: LiveHub;
}

const DAY_MS = 24 * 3_600_000;

/** The oldest moment a shout may be from and still be shown (issue 19 §1: removed after 30 days). */
export const retentionCutoff = (now: Date) =>
  new Date(now.getTime() - SHOUT_RETENTION_DAYS * DAY_MS).toISOString();

/** Shouts with their author and avatar version: the one query behind every shout the API shows. */
function selectShouts(db: Db) {
  return db
    .selectFrom('shouts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('avatars as a', 'a.user_id', 's.user_id')
    .select(['s.id', 's.text', 's.created_at', 's.user_id', 'u.username', 'a.version']);
}

type ShoutRow = {
  id: number;
  text: string;
  created_at: string;
  user_id: number;
  username: string;
  version: number | null;
};

/** A shout as GET /api/shouts lists it and `shout.new` carries it. */
export function presentShout(row: ShoutRow): ShoutView {
  return {
    id: row.id,
    text: row.text,
    created_at: row.created_at,
    author: {
      id: row.user_id,
      username: authorName(row.username),
      avatar_url: `/api/user/${row.user_id}/avatar.png?v=${row.version ?? 0}`,
    },
  };
}

/**
 * GET /api/shouts: newest first, a page before `before` (an id). Leaves out shouts the viewer
 * ignores the author of, shouts of deleted or suspended members (as the forum hides them), and
 * anything past retention that the hourly prune has not removed yet.
 */
export async function listShouts(
  db: Db,
  viewerId: number | null,
  before: number | undefined,
  now: Date,
): Promise<{ shouts: ShoutView[]; has_more: boolean }> {
  const at = now.toISOString();
  let query = selectShouts(db)
    .where('s.created_at', '>=', retentionCutoff(now))
    .where('u.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('u.suspended_until', 'is', null), eb('u.suspended_until', '<=', at)]));
  if (viewerId !== null)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_ignores as i')
            .select('i.user_id')
            .where('i.user_id', '=', viewerId)
            .whereRef('i.ignored_id', '=', 's.user_id'),
        ),
      ),
    );
  if (before !== undefined) query = query.where('s.id', '<', before);
  const rows = await query
    .orderBy('s.id', 'desc')
    .limit(SHOUTS_PER_PAGE + 1)
    .execute();
  return {
    shouts: rows.slice(0, SHOUTS_PER_PAGE).map(presentShout),
    has_more: rows.length > SHOUTS_PER_PAGE,
  };
}

/**
 * Takes the member's users row for the rest of the transaction, so their concurrent shouts take
 * turns and the interval and repeat checks see each other's result: FOR UPDATE on PostgreSQL; on
 * SQLite a write, which takes the database's write lock.
 */
async function lockMember(trx: Db, userId: number): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  } else {
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', userId)
      .execute();
  }
}

/**
 * POST /api/shouts (issue 19 §1). Silenced members, and unverified ones while the site requires
 * verification (staff excepted, as for posts), are refused; the text is one plain line of 1–280
 * characters without markdown images; one shout per SHOUT_INTERVAL_SECONDS and never the member's
 * previous text again. Publishes `shout.new` to everyone after commit.
 */
export async function postShout(
  { db, live }: ShoutDeps,
  user: SessionUser,
  access: Access,
  rawText: string,
  now: Date,
): Promise<ShoutView> {
  if (isSilenced(user, now)) throw forbidden(SOCIAL.shoutSilenced);
  if (
    user.email_verified_at === null &&
    !isStaff(access) &&
    (await getSettings(db)).email_verification_required
  )
    throw forbidden(SOCIAL.shoutUnverified);
  const text = normalizeShout(rawText);
  const problem = shoutTextProblem(text);
  if (problem) throw badRequest(problem);

  const id = await db.transaction().execute(async (trx) => {
    await lockMember(trx, user.id);
    const previous = await trx
      .selectFrom('shouts')
      .select(['text', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (previous) {
      const waitMs = Date.parse(previous.created_at) + SHOUT_INTERVAL_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw new HttpError(429, SOCIAL.shoutTooSoon(Math.ceil(waitMs / 1000)));
      if (previous.text === text) throw conflict(SOCIAL.shoutRepeated);
    }
    const inserted = await trx
      .insertInto('shouts')
      .values({ user_id: user.id, text, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  const shout = presentShout(await selectShouts(db).where('s.id', '=', id).executeTakeFirstOrThrow());
  await live.afterCommit(() => live.publish({ kind: 'everyone' }, 'shout.new', { shout }));
  return shout;
}

/** Moderators (of any category) and administrators may delete any shout, at any time. */
export function isShoutModerator(access: Access): boolean {
  return access.isAdmin || globalPermissions(access).includes('moderate');
}

/**
 * POST /api/shouts/{id}/delete: the author within SHOUT_DELETE_WINDOW_MS, moderators and
 * administrators always; a moderator's deletion of someone else's shout is audited with its text.
 * Reports keep the text (shout_reports.text) and lose only the link. Publishes `shout.delete`.
 */
export async function deleteShout({ db, live }: ShoutDeps, access: Access, shoutId: number, now: Date) {
  const actorId = access.userId!;
  const shout = await db
    .selectFrom('shouts')
    .select(['id', 'user_id', 'text', 'created_at'])
    .where('id', '=', shoutId)
    .executeTakeFirst();
  if (!shout) throw notFound(SOCIAL.shoutNotFound);
  const moderator = isShoutModerator(access);
  if (shout.user_id !== actorId && !moderator) throw forbidden();
  if (!moderator && now.getTime() - Date.parse(shout.created_at) > SHOUT_DELETE_WINDOW_MS)
    throw forbidden(SOCIAL.shoutDeleteExpired);

  await db.transaction().execute(async (trx) => {
    await trx.updateTable('shout_reports').set({ shout_id: null }).where('shout_id', '=', shoutId).execute();
    const deleted = await trx.deleteFrom('shouts').where('id', '=', shoutId).executeTakeFirst();
    // Another request deleted it a moment ago: the same answer as if it had been gone before.
    if (Number(deleted.numDeletedRows) === 0) throw notFound(SOCIAL.shoutNotFound);
    if (shout.user_id !== actorId)
      await recordAudit(trx, {
        actorId,
        action: 'shout.delete',
        targetType: 'shout',
        targetId: shoutId,
        before: { user_id: shout.user_id, text: shout.text, created_at: shout.created_at },
      });
  });
  await live.afterCommit(() => live.publish({ kind: 'everyone' }, 'shout.delete', { id: shoutId }));
}

/**
 * Removes shouts older than SHOUT_RETENTION_DAYS (their reports keep the text). Several servers may
 * run it at once: each delete is idempotent. Answers how many went.
 */
export async function pruneShouts(db: Db, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shout_reports')
      .set({ shout_id: null })
      .where('shout_id', 'in', (eb) => eb.selectFrom('shouts').select('id').where('created_at', '<', cutoff))
      .execute();
    const result = await trx.deleteFrom('shouts').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export const SHOUT_PRUNE_EVERY_MS = 3_600_000;

/**
 * Prunes now and then hourly, on a timer that does not keep the process alive. Answers its stop,
 * which waits for a run in progress so the database is never closed under it.
 */
export function startShoutPrune(
  db: Db,
  clock: () => Date,
  log?: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    // A failed run (the database away for a moment) is retried at the next tick.
    running = pruneShouts(db, clock())
      .then(() => undefined)
      .catch((error: unknown) => log?.(error))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, SHOUT_PRUNE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
