import type { Static } from '@sinclair/typebox';
import type { ItemPageSchema, WishlistResponseSchema, WishResponseSchema } from './schemas/item-page.ts';

/** GET /api/shop/item/{id} (issue 18 §2). */
export type ItemPageResponse = Static<typeof ItemPageSchema>;
/** GET /api/wishlist: newest wish first. */
export type WishlistResponse = Static<typeof WishlistResponseSchema>;
/** POST /api/wishlist/{variant_id} and /remove. */
export type WishResponse = Static<typeof WishResponseSchema>;
