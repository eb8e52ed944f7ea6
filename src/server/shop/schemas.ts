import { Type } from '@sinclair/typebox';

const Int = Type.Integer();
const Point = Type.Object({ x: Int, y: Int });

export const ItemVariantSchema = Type.Object({
  id: Int,
  variant_name: Type.String(),
  name: Type.String(),
  design_id: Int,
  design_name: Type.String(),
  category: Type.String(),
  creator: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  price_coins: Int,
  price_gems: Int,
  hex_color: Type.String(),
  max_owned: Int,
  remaining_stock: Type.Union([Int, Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  sprite_rect: Type.Object({ x: Int, y: Int, width: Int, height: Int }),
  offset: Point,
  default_layer: Int,
  is_starter: Type.Boolean(),
  available: Type.Boolean(),
  sprite_url: Type.String(),
});

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
  items: Type.Array(Type.Intersect([ItemVariantSchema, Type.Object({ quantity: Int })])),
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

export const AvatarResponseSchema = Type.Object({
  success: Type.Literal(true),
  config: Type.Array(Type.Object({ item_variant: Int, layer: Int, custom_offset: Point })),
  avatar_url: Type.String(),
});
