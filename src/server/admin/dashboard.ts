import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { DashboardFiguresSchema, DayCountSchema } from '../../common/schemas/admin.ts';
import type { Db } from '../db/index.ts';

/** Days the dashboard's charts cover, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

export type DayCount = Static<typeof DayCountSchema>;
export type DashboardFigures = Static<typeof DashboardFiguresSchema>;

const count = (row: { n: number | string | null } | undefined) => Number(row?.n ?? 0);

/** The last `days` dates (UTC, oldest first), ending with the day of `now`. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Rows of one table created per day since the first of `dates`, with every date present (zeros too). */
async function perDay(db: Db, table: 'users' | 'posts', dates: string[]): Promise<DayCount[]> {
  // created_at is an ISO string on both databases: its first ten characters are the UTC date.
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', `${dates[0]}T00:00:00.000Z`)
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return dates.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/**
 * The dashboard's figures (issue 16 §3). Threads and posts come from the category counters, the
 * per-day series from range reads of indexed dates (migration 0023-admin-panel); the rest are
 * counts over an index.
 */
export async function loadDashboardFigures(db: Db, now = new Date()): Promise<DashboardFigures> {
  const dates = lastDays(DASHBOARD_DAYS, now);
  const [members, totals, reports, failed, signups, posts] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('category_counters')
      .select((eb) => [eb.fn.sum<number>('threads').as('threads'), eb.fn.sum<number>('posts').as('posts')])
      .executeTakeFirst(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirst(),
    db
      .selectFrom('mail_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'failed')
      .executeTakeFirst(),
    perDay(db, 'users', dates),
    perDay(db, 'posts', dates),
  ]);
  return {
    members: count(members),
    threads: Number(totals?.threads ?? 0),
    posts: Number(totals?.posts ?? 0),
    open_reports: count(reports),
    failed_mail: count(failed),
    signups,
    posts_per_day: posts,
  };
}
