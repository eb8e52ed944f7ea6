import { uploadQuotaReached, uploadRateReached } from '../../common/messages.ts';
import { type Access, isStaff } from '../accounts/permissions.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { forbidden, HttpError } from '../http/errors.ts';

/** issue 15: what a member may upload (UPLOAD_RATE_LIMIT, UPLOAD_QUOTA_MB); staff are exempt. */
export interface UploadLimits {
  /** Images per member in any hour. */
  perHour: number;
  /** Bytes a member's uploads may take in all. */
  quotaBytes: number;
}

export const MEGABYTE = 1024 * 1024;

const HOUR_MS = 60 * 60_000;

export interface UploadUsage {
  /** Images the member uploaded in the last hour: editor images, builder sprites and sheets, designs. */
  lastHour: number;
  /** Bytes the member's stored uploads take: those, and the sheets the builder made for them. */
  bytes: number;
}

/** Adds up a member's uploads, in one query over the three places images are kept. */
export async function uploadUsage(db: Db, userId: number, now = new Date()): Promise<UploadUsage> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('uploads')
        .select((q) => q.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .as('uploads_hour'),
      eb
        .selectFrom('sprite_uploads')
        .select((q) => q.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('kind', 'in', ['variant', 'sheet'])
        .where('created_at', '>', since)
        .as('sprites_hour'),
      eb
        .selectFrom('designs')
        .select((q) => q.fn.countAll<number>().as('n'))
        .where('creator_id', '=', userId)
        .where('created_at', '>', since)
        .as('designs_hour'),
      eb
        .selectFrom('uploads')
        .select((q) => q.fn.coalesce(q.fn.sum<number>('bytes'), q.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .as('uploads_bytes'),
      eb
        .selectFrom('sprite_uploads')
        .select((q) => q.fn.coalesce(q.fn.sum<number>(q.fn('length', ['data'])), q.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .as('sprites_bytes'),
      eb
        .selectFrom('designs')
        .select((q) => q.fn.coalesce(q.fn.sum<number>(q.fn('length', ['sheet'])), q.lit(0)).as('n'))
        .where('creator_id', '=', userId)
        .as('designs_bytes'),
    ])
    .executeTakeFirstOrThrow();
  const n = (value: unknown) => Number(value ?? 0);
  return {
    lastHour: n(row.uploads_hour) + n(row.sprites_hour) + n(row.designs_hour),
    bytes: n(row.uploads_bytes) + n(row.sprites_bytes) + n(row.designs_bytes),
  };
}

/** The site settings' upload limits (issue 16 §3) where set; the configured ones where null. */
export async function effectiveUploadLimits(db: Db, configured: UploadLimits): Promise<UploadLimits> {
  const settings = await getSettings(db);
  return {
    perHour: settings.upload_per_hour ?? configured.perHour,
    quotaBytes:
      settings.upload_quota_mb === null ? configured.quotaBytes : settings.upload_quota_mb * MEGABYTE,
  };
}

/**
 * Refuses a member's upload, before its bytes are read, once they uploaded `perHour` images in the
 * last hour (429) or their uploads take the whole quota (403). Counted in the database, so the
 * limits hold across app servers; the upload that crosses the quota is still taken.
 */
export async function assertMayUpload(db: Db, access: Access, configured: UploadLimits): Promise<void> {
  if (access.userId === null || isStaff(access)) return;
  const limits = await effectiveUploadLimits(db, configured);
  const usage = await uploadUsage(db, access.userId);
  if (usage.lastHour >= limits.perHour) throw new HttpError(429, uploadRateReached(usage.lastHour));
  if (usage.bytes >= limits.quotaBytes) {
    const used = Math.round((usage.bytes / MEGABYTE) * 10) / 10;
    throw forbidden(uploadQuotaReached(used, Math.round(limits.quotaBytes / MEGABYTE)));
  }
}
