import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Refuse images that would decode to more pixels than this (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
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
    metadata = await sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
  } catch {
    throw badRequest(MSG.notAnImage);
  }
  const output = metadata.format ? OUTPUT[metadata.format] : undefined;
  if (!output) throw badRequest(MSG.notAnImage);

  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false })
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
