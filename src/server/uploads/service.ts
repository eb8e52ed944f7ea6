import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const LONGEST_SIDE = 2400;

const OUTPUT: Record<string, { mime: string; encode: (img: sharp.Sharp) => sharp.Sharp }> = {
  jpeg: { mime: 'image/jpeg', encode: (img) => img.jpeg({ quality: 85, mozjpeg: true }) },
  png: { mime: 'image/png', encode: (img) => img.png({ compressionLevel: 9 }) },
  webp: { mime: 'image/webp', encode: (img) => img.webp({ quality: 85 }) },
  gif: { mime: 'image/png', encode: (img) => img.png({ compressionLevel: 9 }) },
};

/**
 * Stores an editor image (DECISIONS.md 'Forum'): decoded by its content, not its name or declared type;
 * re-encoded, which drops metadata such as GPS position, after turning it upright by its EXIF
 * orientation. Returns the stored upload's id and size.
 */
export async function storeUpload(db: Db, userId: number, data: Buffer) {
  if (data.length > UPLOAD_MAX_BYTES) throw new HttpError(413, MSG.imageTooLarge);
  let metadata: sharp.Metadata;
  try {
    // The header only: no pixel is decoded yet.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(MSG.notAnImage);
  }
  const output = metadata.format ? OUTPUT[metadata.format] : undefined;
  if (!output) throw badRequest(MSG.notAnImage);
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > IMAGE_MAX_PIXELS)
    throw badRequest(MSG.imageTooManyPixels);

  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true });
    encoded = await output.encode(image).toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(MSG.notAnImage);
  }
  const sha256 = createHash('sha256').update(encoded.data).digest('hex');
  const { id } = await db
    .insertInto('uploads')
    .values({
      user_id: userId,
      mime: output.mime,
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.data.length,
      sha256,
      data: encoded.data,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, width: encoded.info.width, height: encoded.info.height, mime: output.mime, sha256 };
}

export async function findUpload(db: Db, id: number) {
  return db.selectFrom('uploads').select(['mime', 'data', 'sha256']).where('id', '=', id).executeTakeFirst();
}

/** Where a post shows an upload: the URL that storeUpload's answer gives (`/api/uploads/{id}`). */
const UPLOAD_URL = /\/api\/uploads\/(\d{1,10})/g;

/**
 * Marks the uploads a post's text shows as used, inside the post's own transaction, so the cleanup
 * never removes an image a post shows (uploads/cleanup.ts).
 */
export async function noteUploadsUsed(db: Db, content: string, now = new Date()): Promise<void> {
  const ids = [...new Set([...content.matchAll(UPLOAD_URL)].map((match) => Number(match[1])))].filter(
    (id) => id <= 2_147_483_647,
  );
  if (ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ used_at: now.toISOString() })
    .where('id', 'in', ids.slice(0, 500))
    .where('used_at', 'is', null)
    .execute();
}
