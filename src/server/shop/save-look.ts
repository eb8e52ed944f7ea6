import type { AvatarEntry } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { publishActivity, recordActivity } from '../friends/activity.ts';
import type { LiveHub } from '../live/hub.ts';
import { type SavedAvatar, saveAvatar } from './avatar.ts';

/** POST /api/user/avatar: the new look is saved, and friends see it (issue 19 §2) after the commit. */
export async function saveLook(
  db: Db,
  live: LiveHub,
  userId: number,
  config: AvatarEntry[],
): Promise<SavedAvatar> {
  const { saved, activityId } = await db.transaction().execute(async (trx) => {
    const saved = await saveAvatar(trx, userId, config);
    return { saved, activityId: await recordActivity(trx, { kind: 'look', userId }) };
  });
  await live.afterCommit(() => publishActivity(live, db, [activityId]));
  return saved;
}
