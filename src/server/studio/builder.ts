import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MSG } from '../../common/messages.ts';
import { BUILDER_IMAGE_MAX_BYTES, DESIGN_SHEET_MAX_BYTES, MAX_VARIANTS } from '../../common/studio-types.ts';
import type { Db } from '../db/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { checkImage, formatMegabytes } from './images.ts';

export interface StoredSprite {
  uuid: string;
  width: number;
  height: number;
}

async function store(db: Db, userId: number, kind: string, png: Buffer, width: number, height: number) {
  const uuid = randomUUID();
  const now = new Date();
  // Forgotten after a day by the uploads cleanup (uploads/cleanup.ts).
  await db
    .insertInto('sprite_uploads')
    .values({
      uuid,
      user_id: userId,
      kind,
      mime: 'image/png',
      width,
      height,
      data: png,
      created_at: now.toISOString(),
    })
    .execute();
  return { uuid, width, height };
}

/** POST /api/sprite-builder/upload-variant: one sprite, PNG or JPG, at most 0.5 MB (spec 2 §5). */
export async function uploadVariant(db: Db, userId: number, file: { filename: string; data: Buffer }) {
  const image = await checkImage(file.data, {
    kinds: ['png', 'jpeg'],
    maxBytes: BUILDER_IMAGE_MAX_BYTES,
    tooLarge: `${file.filename} is too large. Maximum size is 0.5MB.`,
    wrongType: `${file.filename} is not a valid image type. Please use PNG or JPG.`,
  });
  return store(db, userId, 'variant', image.png, image.width, image.height);
}

/** POST /api/sprite-builder/upload-sprite: a whole sheet, PNG, at most 5 MB. */
export async function uploadSheet(db: Db, userId: number, file: { filename: string; data: Buffer }) {
  const image = await checkImage(file.data, {
    kinds: ['png'],
    maxBytes: DESIGN_SHEET_MAX_BYTES,
    tooLarge: `File too large. Maximum size is ${formatMegabytes(DESIGN_SHEET_MAX_BYTES)}`,
    wrongType: 'Invalid file type. Please select a file matching: .png',
  });
  return store(db, userId, 'sheet', image.png, image.width, image.height);
}

/** One of the member's own builder images; anybody else's answers like a missing one. */
export async function ownSprite(db: Db, userId: number, uuid: string) {
  const row = await db
    .selectFrom('sprite_uploads')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Image not found');
  return row;
}

/** POST /api/sprite-builder/build: the variants stacked top to bottom into one PNG sheet. */
export async function buildSheet(db: Db, userId: number, uuids: string[]): Promise<StoredSprite> {
  if (uuids.length === 0 || uuids.length > MAX_VARIANTS)
    throw badRequest(`A sheet needs between 1 and ${MAX_VARIANTS} sprites.`);
  const sprites = [];
  for (const uuid of uuids) sprites.push(await ownSprite(db, userId, uuid));
  const [first] = sprites;
  if (sprites.some((s) => s.width !== first!.width || s.height !== first!.height))
    throw badRequest(MSG.builderMismatch);
  const { width, height } = first!;
  const png = await sharp({
    create: {
      width,
      height: height * sprites.length,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(sprites.map((sprite, i) => ({ input: sprite.data, left: 0, top: i * height })))
    .png()
    .toBuffer();
  return store(db, userId, 'built', png, width, height * sprites.length);
}

/** POST /api/sprite-builder/split-sheet: a sheet cut into `count` equal sprites, top to bottom or left to right. */
export async function splitSheet(
  db: Db,
  userId: number,
  input: { sheet_uuid: string; variant_count: number; layout_direction: 'vertical' | 'horizontal' },
) {
  const sheet = await ownSprite(db, userId, input.sheet_uuid);
  const count = input.variant_count;
  const vertical = input.layout_direction === 'vertical';
  const span = vertical ? sheet.height : sheet.width;
  if (span % count !== 0)
    throw badRequest(`A ${sheet.width}×${sheet.height} sheet does not divide into ${count} equal sprites.`);
  const width = vertical ? sheet.width : sheet.width / count;
  const height = vertical ? sheet.height / count : sheet.height;
  const variants: StoredSprite[] = [];
  for (let i = 0; i < count; i++) {
    const png = await sharp(sheet.data)
      .extract({ left: vertical ? 0 : i * width, top: vertical ? i * height : 0, width, height })
      .png()
      .toBuffer();
    variants.push(await store(db, userId, 'split', png, width, height));
  }
  return { success: true as const, variants, sprite_width: width, sprite_height: height };
}
