import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_LAYERS, type DesignCategory, SPRITE_HEIGHT, SPRITE_WIDTH } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';

export interface NewVariant {
  variant_name: string;
  hex_color?: string;
  price_coins?: number;
  price_gems?: number;
  max_owned?: number;
  remaining_stock?: number | null;
  expires_at?: string | null;
  offset?: { x: number; y: number };
  is_starter?: boolean;
  /** The category's default layer (spec 2 §9) unless given. */
  default_layer?: number;
}

export interface NewDesign {
  name: string;
  category: DesignCategory;
  /** PNG holding the variants in a vertical strip, each sprite_width × sprite_height. */
  sheet: Buffer;
  creatorId?: number | null;
  status?: 'draft' | 'pending' | 'approved' | 'rejected';
  /** Put the variants on sale (approved designs only; starters and skins never are). */
  onSale?: boolean;
  spriteWidth?: number;
  spriteHeight?: number;
  bodyModTags?: string[];
  variants: NewVariant[];
}

/**
 * Stores a design, its sheet and its variants in one transaction; variant i is the i-th sprite of
 * the vertical strip. Returns the design id and the variant ids in order. The sheet must decode as
 * a PNG tall enough for every variant.
 */
export async function createDesign(
  db: Db,
  input: NewDesign,
): Promise<{ designId: number; variantIds: number[] }> {
  const width = input.spriteWidth ?? SPRITE_WIDTH;
  const height = input.spriteHeight ?? SPRITE_HEIGHT;
  const meta = await sharp(input.sheet).metadata();
  if (meta.format !== 'png') throw new Error(`${input.name}: the sprite sheet must be a PNG`);
  if ((meta.width ?? 0) < width || (meta.height ?? 0) < height * input.variants.length)
    throw new Error(
      `${input.name}: the sheet is smaller than ${input.variants.length} sprites of ${width}×${height}`,
    );
  const now = new Date().toISOString();
  const layer = DEFAULT_LAYERS[input.category];
  const status = input.status ?? 'approved';
  return db.transaction().execute(async (trx) => {
    const { id: designId } = await trx
      .insertInto('designs')
      .values({
        name: input.name,
        category: input.category,
        status,
        creator_id: input.creatorId ?? null,
        is_body_mod: input.category === 'body_mod' ? 1 : 0,
        body_mod_tags: JSON.stringify(input.bodyModTags ?? []),
        sprite_width: width,
        sprite_height: height,
        default_layer: layer,
        sheet: input.sheet,
        sheet_sha256: createHash('sha256').update(input.sheet).digest('hex'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const variantIds: number[] = [];
    for (const [i, variant] of input.variants.entries()) {
      const starter = variant.is_starter ?? false;
      const { id } = await trx
        .insertInto('item_variants')
        .values({
          design_id: designId,
          variant_name: variant.variant_name,
          hex_color: variant.hex_color ?? '#888888',
          price_coins: variant.price_coins ?? 100,
          price_gems: variant.price_gems ?? 0,
          max_owned: variant.max_owned ?? 1,
          remaining_stock: variant.remaining_stock ?? null,
          expires_at: variant.expires_at ?? null,
          sprite_x: 0,
          sprite_y: i * height,
          sprite_width: width,
          sprite_height: height,
          offset_x: variant.offset?.x ?? 0,
          offset_y: variant.offset?.y ?? 0,
          default_layer: variant.default_layer ?? layer,
          is_starter: starter ? 1 : 0,
          on_sale:
            (input.onSale ?? true) && status === 'approved' && !starter && input.category !== 'skin' ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      variantIds.push(id);
    }
    return { designId, variantIds };
  });
}
