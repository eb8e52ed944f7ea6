import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DesignCategory } from '../../src/common/shop-types.ts';
import type { DbHandle } from '../../src/server/db/index.ts';
import { createDesign, type NewVariant } from '../../src/server/shop/designs.ts';

export type Rgba = [number, number, number, number];

/** One sprite's art: a filled rectangle of one colour on transparency (the whole canvas by default). */
export interface Fill {
  color: Rgba;
  rect?: { x: number; y: number; width: number; height: number };
}

/** A vertical strip of 210×340 sprites, one per fill, as PNG. */
export async function sheetOf(fills: Fill[], width = 210, height = 340): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * fills.length * 4);
  fills.forEach((fill, i) => {
    const r = fill.rect ?? { x: 0, y: 0, width, height };
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) pixels.set(fill.color, ((i * height + y) * width + x) * 4);
  });
  return sharp(pixels, { raw: { width, height: height * fills.length, channels: 4 } })
    .png()
    .toBuffer();
}

/** A design of its own (unique name) with `variants`, each drawn as its fill (grey squares by default). */
export async function makeDesign(
  database: DbHandle,
  category: DesignCategory,
  variants: Array<NewVariant & { fill?: Fill }>,
  options: { status?: 'draft' | 'pending' | 'approved' | 'rejected'; creatorId?: number; name?: string } = {},
) {
  const fills = variants.map(
    (v) => v.fill ?? { color: [128, 128, 128, 255] as Rgba, rect: { x: 80, y: 80, width: 50, height: 50 } },
  );
  return createDesign(database.db, {
    name: options.name ?? `${category} ${randomBytes(4).toString('hex')}`,
    category,
    sheet: await sheetOf(fills),
    status: options.status ?? 'approved',
    creatorId: options.creatorId ?? null,
    variants: variants.map(({ fill: _fill, ...variant }) => variant),
  });
}

/** One purchasable variant of a fresh design; returns its id. */
export async function makeItem(
  database: DbHandle,
  variant: Partial<NewVariant> = {},
  category: DesignCategory = 'top',
) {
  const { variantIds } = await makeDesign(database, category, [{ variant_name: 'Plain', ...variant }]);
  return variantIds[0]!;
}

/** A member's coins and gems as stored. */
export const balanceOf = (database: DbHandle, userId: number) =>
  database.db
    .selectFrom('users')
    .select(['coins', 'gems'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A member's ledger rows, oldest first. */
export const ledgerOf = (database: DbHandle, userId: number) =>
  database.db
    .selectFrom('transactions')
    .select(['kind', 'coins', 'gems', 'ref_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
