import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  AVATAR_IMAGE_SIZES,
  type AvatarEntry,
  type AvatarImageSize,
  SPRITE_HEIGHT,
  SPRITE_WIDTH,
} from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { spriteRect, VARIANT_ART } from './catalog.ts';

/** A small least-recently-used map: the newest `limit` entries survive. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value!);
  }
}

interface Layer {
  variantId: number;
  designId: number;
  sha: string;
  rect: { x: number; y: number; width: number; height: number };
  left: number;
  top: number;
  layer: number;
}

/**
 * Cuts sprites from sheets and composes avatars, remembering both: a variant's sprite by its sheet's
 * content hash, and a composed avatar by its ETag (which covers the configuration, every sheet's
 * hash and the size), so a changed avatar or a re-uploaded sheet is a new entry, never a stale one.
 */
export class SpriteRenderer {
  private readonly sprites = new Lru<Buffer>(512);
  private readonly avatars = new Lru<Buffer>(2_000);

  constructor(private readonly db: Db) {}

  /** A variant's own sprite: its rectangle of the design's sheet, as PNG. Null if it has no art. */
  async variantSprite(variantId: number): Promise<{ png: Buffer; sha: string } | null> {
    const row = await this.spriteArt().where('v.id', '=', variantId).executeTakeFirst();
    if (!row?.sheet_sha256) return null;
    const png = await this.cut(row.design_id, row.sheet_sha256, variantId, spriteRect(row));
    return png && { png, sha: row.sheet_sha256 };
  }

  /** The ETag of an avatar image: the same configuration, art and size give the same tag. */
  async avatarTag(config: AvatarEntry[], size: AvatarImageSize): Promise<{ etag: string; layers: Layer[] }> {
    const layers = await this.layers(config);
    const hash = createHash('sha256')
      .update(size)
      .update(JSON.stringify(layers.map((l) => [l.variantId, l.sha, l.rect, l.left, l.top, l.layer])))
      .digest('base64url')
      .slice(0, 27);
    return { etag: `"av-${hash}"`, layers };
  }

  /** Composes the avatar: sprites bottom to top by layer at their offsets, 210×340, then scaled. */
  async avatarPng(etag: string, layers: Layer[], size: AvatarImageSize): Promise<Buffer> {
    const cached = this.avatars.get(etag);
    if (cached) return cached;
    const inputs: sharp.OverlayOptions[] = [];
    for (const layer of layers) {
      const sprite = await this.cut(layer.designId, layer.sha, layer.variantId, layer.rect);
      if (!sprite) continue;
      const placed = await placeOnCanvas(sprite, layer.rect, layer.left, layer.top);
      if (placed) inputs.push(placed);
    }
    let image = sharp({
      create: {
        width: SPRITE_WIDTH,
        height: SPRITE_HEIGHT,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    }).composite(inputs);
    const { width, height } = AVATAR_IMAGE_SIZES[size];
    if (size !== 'full') {
      image = sharp(await image.png().toBuffer()).resize(width, height, { kernel: sharp.kernel.nearest });
    }
    const png = await image.png({ compressionLevel: 6 }).toBuffer();
    this.avatars.set(etag, png);
    return png;
  }

  private async layers(config: AvatarEntry[]): Promise<Layer[]> {
    if (config.length === 0) return [];
    const rows = await this.spriteArt()
      .where(
        'v.id',
        'in',
        config.map((entry) => entry.item_variant),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Bottom to top; equal layers keep the order they were listed in.
    return config
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => a.entry.layer - b.entry.layer || a.index - b.index)
      .flatMap(({ entry }) => {
        const row = byId.get(entry.item_variant);
        if (!row?.sheet_sha256) return [];
        return [
          {
            variantId: row.id,
            designId: row.design_id,
            sha: row.sheet_sha256,
            rect: spriteRect(row),
            left: row.offset_x + entry.custom_offset.x,
            top: row.offset_y + entry.custom_offset.y,
            layer: entry.layer,
          },
        ];
      });
  }

  /** Variants with what drawing them takes: their design's sheet (by hash), rectangle and offset. */
  private spriteArt() {
    return this.db
      .selectFrom('item_variants as v')
      .innerJoin('designs as d', 'd.id', 'v.design_id')
      .select(['v.id', 'v.design_id', 'd.sheet_sha256', ...VARIANT_ART]);
  }

  private async cut(
    designId: number,
    sha: string,
    variantId: number,
    rect: Layer['rect'],
  ): Promise<Buffer | null> {
    const key = `${variantId}:${sha}`;
    const cached = this.sprites.get(key);
    if (cached) return cached;
    const design = await this.db
      .selectFrom('designs')
      .select('sheet')
      .where('id', '=', designId)
      .executeTakeFirst();
    if (!design?.sheet) return null;
    const sheet = sharp(design.sheet);
    const meta = await sheet.metadata();
    const width = Math.min(rect.width, (meta.width ?? 0) - rect.x);
    const height = Math.min(rect.height, (meta.height ?? 0) - rect.y);
    if (width <= 0 || height <= 0) return null;
    const png = await sheet.extract({ left: rect.x, top: rect.y, width, height }).png().toBuffer();
    this.sprites.set(key, png);
    return png;
  }
}

/**
 * A sprite placed at (left, top) on the 210×340 canvas, cropped to it: sharp refuses overlays that
 * stick out of the image, and a nudged item may.
 */
async function placeOnCanvas(
  sprite: Buffer,
  rect: Layer['rect'],
  left: number,
  top: number,
): Promise<sharp.OverlayOptions | null> {
  const meta = await sharp(sprite).metadata();
  const width = meta.width ?? rect.width;
  const height = meta.height ?? rect.height;
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(width, SPRITE_WIDTH - left);
  const y1 = Math.min(height, SPRITE_HEIGHT - top);
  if (x1 <= x0 || y1 <= y0) return null;
  const input =
    x0 === 0 && y0 === 0 && x1 === width && y1 === height
      ? sprite
      : await sharp(sprite)
          .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
          .toBuffer();
  return { input, left: Math.max(0, left), top: Math.max(0, top) };
}
