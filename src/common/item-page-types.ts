import type { Rarity } from './item-rarity.ts';
import type { ItemVariant } from './shop-types.ts';

/** GET /api/shop/item/{id} (issue 18 §2). */
export interface ItemPageResponse {
  success: true;
  item: ItemVariant & { creator_id: number | null };
  /** Members who own it (every member for a starter item). */
  owners: number;
  /** Copies the shop has sold, gifts bought included. */
  sold: number;
  rarity: Rarity;
  /** Every colour variant of the design, this one included, in the design's order. */
  variants: ItemVariant[];
  /** A skin tone to show the item on for visitors (members see their own look). */
  default_skin: ItemVariant | null;
  /** Always false for visitors. */
  wishlisted: boolean;
  /** How many the caller owns. */
  owned: number;
}

/** GET /api/wishlist: newest wish first. */
export interface WishlistResponse {
  success: true;
  items: Array<ItemVariant & { wished_at: string }>;
}

/** POST /api/wishlist/{variant_id} and /remove. */
export interface WishResponse {
  success: true;
  wishlisted: boolean;
}
