/** Schemas of the shop's, inventory's and avatar's payloads (spec 2 §3, §7, §9); shop-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { ITEM_CATEGORIES } from '../shop-types.ts';
import { Int, Nullable, StringEnum } from './shared.ts';

const Point = Type.Object({ x: Int, y: Int });

/** An item's category; skin tones are designs of category `skin`, never sold (DECISIONS.md). */
export const DesignCategorySchema = StringEnum([...ITEM_CATEGORIES, 'skin'] as const);

/** A design variant as the shop, inventory and wardrobe show it (spec 2 §3). */
export const ItemVariantSchema = Type.Object({
  id: Int,
  variant_name: Type.String(),
  name: Type.String({ description: "'{design name} ({variant name})'" }),
  design_id: Int,
  design_name: Type.String(),
  category: DesignCategorySchema,
  creator: Nullable(Type.String()),
  created_at: Type.String(),
  price_coins: Int,
  price_gems: Int,
  hex_color: Type.String(),
  max_owned: Int,
  remaining_stock: Nullable(Int, { description: 'null: unlimited.' }),
  expires_at: Nullable(Type.String(), { description: 'null: never.' }),
  sprite_rect: Type.Object({ x: Int, y: Int, width: Int, height: Int }),
  offset: Point,
  default_layer: Int,
  is_starter: Type.Boolean(),
  available: Type.Boolean({ description: 'Expired, sold out or not on sale: visible but not buyable.' }),
  sprite_url: Type.String({
    description: "Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=…",
  }),
});

export const InventoryItemSchema = Type.Composite([ItemVariantSchema, Type.Object({ quantity: Int })]);

export const StoreItemsResponseSchema = Type.Object({
  success: Type.Literal(true),
  items: Type.Array(ItemVariantSchema),
  total: Int,
  page: Int,
  per_page: Int,
});

export const InventoryResponseSchema = Type.Object({
  success: Type.Literal(true),
  coins: Int,
  gems: Int,
  items: Type.Array(InventoryItemSchema),
});

export const PurchaseResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  coins: Int,
  gems: Int,
  transaction_id: Int,
});

export const TransactionResponseSchema = Type.Object({
  success: Type.Literal(true),
  transaction: Type.Object({
    id: Int,
    kind: Type.String(),
    coins: Int,
    gems: Int,
    description: Type.String(),
    ref_type: Type.Union([Type.String(), Type.Null()]),
    ref_id: Type.Union([Int, Type.Null()]),
    created_at: Type.String(),
  }),
});

export const AvatarEntrySchema = Type.Object(
  {
    item_variant: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    // Bounds are checked by the service with readable messages; these only keep numbers numbers.
    layer: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
    custom_offset: Type.Object(
      {
        x: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
        y: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const AvatarBody = Type.Object(
  { config: Type.Array(AvatarEntrySchema, { maxItems: 100 }) },
  { additionalProperties: false },
);

/** One worn item (spec 2 §3 avatar config), as the server answers it. */
export const WornItemSchema = Type.Object({ item_variant: Int, layer: Int, custom_offset: Point });

export const AvatarResponseSchema = Type.Object({
  success: Type.Literal(true),
  config: Type.Array(WornItemSchema),
  avatar_url: Type.String({
    description: 'Versioned URL of the composed image: /api/user/{id}/avatar.png?v=…',
  }),
});
