import { type Kysely, sql } from 'kysely';
import {
  type DesignCategory,
  GEM_IN_COINS,
  type ItemVariant,
  SHOP_PAGE_SIZE,
  type ShopFilter,
  type ShopSort,
} from '../../common/shop-types.ts';
import type { Database } from '../db/schema.ts';

type AnyDb = Kysely<Database>;

/** A variant's art: its rectangle of its design's sheet, and where it sits on the avatar. */
export const VARIANT_ART = [
  'v.sprite_x',
  'v.sprite_y',
  'v.sprite_width',
  'v.sprite_height',
  'v.offset_x',
  'v.offset_y',
] as const;

interface SpriteColumns {
  sprite_x: number;
  sprite_y: number;
  sprite_width: number;
  sprite_height: number;
}

/** A variant row's rectangle of its design's sheet. */
export const spriteRect = (row: SpriteColumns) => ({
  x: row.sprite_x,
  y: row.sprite_y,
  width: row.sprite_width,
  height: row.sprite_height,
});

/** The variant columns every listing reads, with its design and the design's creator. */
export function selectVariants(db: AnyDb) {
  return db
    .selectFrom('item_variants as v')
    .innerJoin('designs as d', 'd.id', 'v.design_id')
    .leftJoin('users as u', 'u.id', 'd.creator_id')
    .select([
      'v.id',
      'v.variant_name',
      'v.design_id',
      'd.name as design_name',
      'd.category',
      'd.status as design_status',
      'd.creator_id',
      'd.sheet_sha256',
      'u.username as creator',
      'v.created_at',
      'v.price_coins',
      'v.price_gems',
      'v.hex_color',
      'v.max_owned',
      'v.remaining_stock',
      'v.expires_at',
      ...VARIANT_ART,
      'v.default_layer',
      'v.is_starter',
      'v.on_sale',
    ]);
}

export type VariantRow = Awaited<ReturnType<ReturnType<typeof selectVariants>['executeTakeFirstOrThrow']>>;

/** Why a variant cannot be bought now, or null when it can (DECISIONS.md: such items stay visible). */
export function unavailability(
  row: Pick<VariantRow, 'on_sale' | 'design_status' | 'expires_at' | 'remaining_stock'>,
  now = new Date(),
): 'not_for_sale' | 'expired' | 'sold_out' | null {
  if (row.on_sale !== 1 || row.design_status !== 'approved') return 'not_for_sale';
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) return 'expired';
  if (row.remaining_stock !== null && row.remaining_stock <= 0) return 'sold_out';
  return null;
}

/** A short content version for sprite URLs, so browsers may cache them for a year. */
export const spriteVersion = (sha: string | null) => (sha ?? 'none').slice(0, 12);

export function presentVariant(row: VariantRow, now = new Date()): ItemVariant {
  return {
    id: row.id,
    variant_name: row.variant_name,
    name: `${row.design_name} (${row.variant_name})`,
    design_id: row.design_id,
    design_name: row.design_name,
    category: row.category as DesignCategory,
    creator: row.creator,
    created_at: row.created_at,
    price_coins: row.price_coins,
    price_gems: row.price_gems,
    hex_color: row.hex_color,
    max_owned: row.max_owned,
    remaining_stock: row.remaining_stock,
    expires_at: row.expires_at,
    sprite_rect: spriteRect(row),
    offset: { x: row.offset_x, y: row.offset_y },
    default_layer: row.default_layer,
    is_starter: row.is_starter === 1,
    available: unavailability(row, now) === null,
    sprite_url: `/api/item/${row.id}/sprite.png?v=${spriteVersion(row.sheet_sha256)}`,
  };
}

export interface StoreQuery {
  category: ShopFilter;
  search: string;
  sort: ShopSort;
  page: number;
  perPage: number;
}

/**
 * GET /api/store/items: every variant on sale, sold-out and expired ones included (shown but not
 * buyable), filtered by category and by text in the design or variant name, sorted by name, by
 * price (coins plus 100 per gem, spec 2 §5) or newest first.
 */
export async function listStoreItems(db: AnyDb, query: StoreQuery) {
  let base = db
    .selectFrom('item_variants as v')
    .innerJoin('designs as d', 'd.id', 'v.design_id')
    .where('v.on_sale', '=', 1)
    .where('d.status', '=', 'approved');
  if (query.category !== 'all') base = base.where('d.category', '=', query.category);
  const text = query.search.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(
      (eb) =>
        sql<boolean>`(lower(${eb.ref('d.name')}) LIKE ${pattern} ESCAPE '\\' OR lower(${eb.ref('v.variant_name')}) LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const { n: total } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

  let rows = selectVariants(db)
    .where('v.on_sale', '=', 1)
    .where('d.status', '=', 'approved')
    .where('v.id', 'in', base.select('v.id'));
  if (query.sort === 'price') {
    rows = rows
      .orderBy(sql`v.price_coins + ${GEM_IN_COINS} * v.price_gems`)
      .orderBy('d.name')
      .orderBy('v.id');
  } else if (query.sort === 'date') {
    rows = rows.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc');
  } else {
    rows = rows.orderBy('d.name').orderBy('v.variant_name').orderBy('v.id');
  }
  const perPage = query.perPage || SHOP_PAGE_SIZE;
  const items = await rows
    .limit(perPage)
    .offset((query.page - 1) * perPage)
    .execute();
  const now = new Date();
  return {
    items: items.map((row) => presentVariant(row, now)),
    total: Number(total),
    page: query.page,
    per_page: perPage,
  };
}
