import { sql } from 'kysely';
import { utcDay } from '../../common/daily-reward.ts';
import {
  type AdminSpotlightAnswer,
  SOCIAL,
  SPOTLIGHT_ADMIN_SPAN_DAYS,
  SPOTLIGHT_PICK_AHEAD_DAYS,
  type SpotlightPick,
} from '../../common/home-social.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { avatarUrl } from '../shop/avatar.ts';
import { addDays } from './rule.ts';
import { resolveToday } from './service.ts';

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
};

/** The picks between two days (inclusive), oldest first, in one query. */
async function picksBetween(db: Db, from: string, to: string): Promise<SpotlightPick[]> {
  const rows = await db
    .selectFrom('spotlights as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('avatars as a', 'a.user_id', 's.user_id')
    .leftJoin('users as picker', 'picker.id', 's.picked_by')
    .select([
      's.day',
      's.user_id',
      'u.username',
      'a.version',
      's.picked_by',
      'picker.username as picker_name',
    ])
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .orderBy('s.day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    member:
      row.user_id === null || row.username === null
        ? null
        : { id: row.user_id, username: row.username, avatar_url: avatarUrl(row.user_id, row.version ?? 0) },
    picked_by: row.picked_by === null ? null : (row.picker_name ?? null),
  }));
}

/** GET /api/admin/spotlight: today's pick (made now if the day has none) and the last and next 14 days'. */
export async function listSpotlightPicks(db: Db, now: Date): Promise<AdminSpotlightAnswer> {
  await resolveToday(db, now);
  const today = utcDay(now);
  const picks = await picksBetween(
    db,
    addDays(today, -SPOTLIGHT_ADMIN_SPAN_DAYS),
    addDays(today, SPOTLIGHT_ADMIN_SPAN_DAYS),
  );
  return { success: true as const, today, picks };
}

/**
 * POST /api/admin/spotlight: an administrator puts a member in the spotlight for today or a day up to
 * SPOTLIGHT_PICK_AHEAD_DAYS ahead, replacing the rule's pick (or an earlier administrator's), audited
 * in the same transaction. The member must be there, not suspended and not opted out; a saved avatar is
 * not needed (their default look shows).
 */
export async function pickSpotlightMember(
  db: Db,
  adminId: number,
  input: { day: string; username: string },
  now: Date,
): Promise<SpotlightPick> {
  const today = utcDay(now);
  const { day } = input;
  if (!isCalendarDay(day) || day < today || day > addDays(today, SPOTLIGHT_PICK_AHEAD_DAYS))
    throw badRequest(SOCIAL.spotlightDayOutOfRange);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where(sql`lower(username)`, '=', input.username.trim().toLowerCase())
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<=', at)]))
      .where('spotlight_opt_out', '=', 0)
      .executeTakeFirst();
    if (!member) throw badRequest(SOCIAL.spotlightNotEligible);
    const before = await trx
      .selectFrom('spotlights')
      .select(['user_id', 'picked_by'])
      .where('day', '=', day)
      .executeTakeFirst();
    await trx
      .insertInto('spotlights')
      .values({ day, user_id: member.id, picked_by: adminId, created_at: at })
      .onConflict((oc) =>
        oc.column('day').doUpdateSet({ user_id: member.id, picked_by: adminId, created_at: at }),
      )
      .execute();
    await recordAudit(trx, {
      actorId: adminId,
      action: 'spotlight.pick',
      targetType: 'spotlight',
      targetId: day,
      before: before ? { user_id: before.user_id, picked_by: before.picked_by } : undefined,
      after: { user_id: member.id, username: member.username },
    });
  });
  const [pick] = await picksBetween(db, day, day);
  return pick!;
}
