import type { Db } from '../db/index.ts';

/** issue 15: an upload no post has shown within this long after it was made is removed. */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60_000;
/** How often each app server looks (removals are idempotent, so several servers may). */
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60_000;

/**
 * Removes the uploads never used within a day: editor images no post shows (a post marks the ones
 * it shows, noteUploadsUsed) and the sprite builder's images, which are working copies (a design
 * and an avatar keep their own sheet, never a builder image). Answers how many went.
 */
export async function removeUnusedUploads(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_MS).toISOString();
  const uploads = await db
    .deleteFrom('uploads')
    .where('used_at', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  const sprites = await db.deleteFrom('sprite_uploads').where('created_at', '<', before).executeTakeFirst();
  return { uploads: Number(uploads.numDeletedRows), sprites: Number(sprites.numDeletedRows) };
}
