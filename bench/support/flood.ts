import { updateSettings } from '../../src/server/admin/settings.ts';
import type { Db } from '../../src/server/db/index.ts';

/**
 * Lets the bench's members post as fast as the server answers. Flood control (issue 16 §6) allows a
 * member one post per interval, which a bench measuring how fast replies are written would run into
 * at once (429 "You are posting too quickly"). The servers read settings through a cache of
 * SETTINGS_TTL_MS: call this before the server starts, or wait that long.
 */
export async function allowFastPosting(db: Db): Promise<void> {
  await updateSettings(
    db,
    {
      post_interval_seconds: 0,
      new_member_post_interval_seconds: 0,
      new_member_threads_per_day: 1_000,
      duplicate_post_window_seconds: 0,
    },
    null,
  );
}
