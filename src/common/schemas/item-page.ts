/** Schemas of the item page's and wishlist's payloads (issue 18 §2); item-page-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { RARITIES } from '../item-rarity.ts';
import { Int, Nullable } from './shared.ts';
import { ItemVariantSchema } from './shop.ts';

/** GET /api/shop/item/{id} (issue 18 §2). */
export const ItemPageSchema = Type.Object({
  success: Type.Literal(true),
  item: Type.Composite([ItemVariantSchema, Type.Object({ creator_id: Nullable(Int) })]),
  owners: Type.Integer({ description: 'Members who own it (every member for a starter item).' }),
  sold: Type.Integer({ description: 'Copies the shop has sold, gifts bought included.' }),
  rarity: Type.Union(RARITIES.map((r) => Type.Literal(r))),
  variants: Type.Array(ItemVariantSchema, {
    description: "Every colour variant of the design, this one included, in the design's order.",
  }),
  default_skin: Nullable(ItemVariantSchema, {
    description: 'A skin tone to show the item on for visitors (members see their own look).',
  }),
  wishlisted: Type.Boolean({ description: 'Always false for visitors.' }),
  owned: Type.Integer({ description: 'How many the caller owns.' }),
});

/** GET /api/wishlist: newest wish first. */
export const WishlistResponseSchema = Type.Object({
  success: Type.Literal(true),
  items: Type.Array(Type.Composite([ItemVariantSchema, Type.Object({ wished_at: Type.String() })])),
});

/** POST /api/wishlist/{variant_id} and /remove. */
export const WishResponseSchema = Type.Object({ success: Type.Literal(true), wishlisted: Type.Boolean() });
