/** Shop, wardrobe and avatar shapes shared by server and web (spec 2 §3, §7, §9; DECISIONS.md). */
import type { Static } from '@sinclair/typebox';
import type {
  AvatarResponseSchema,
  InventoryItemSchema,
  InventoryResponseSchema,
  ItemVariantSchema,
  PurchaseResponseSchema,
  StoreItemsResponseSchema,
  TransactionResponseSchema,
  WornItemSchema,
} from './schemas/shop.ts';

export const ITEM_CATEGORIES = ['hair', 'top', 'bottom', 'dress', 'shoes', 'accessory', 'body_mod'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
/** Skin tones are designs of category `skin`: never sold, owned by everyone (DECISIONS.md). */
export type DesignCategory = ItemCategory | 'skin';

/** The shop's category filter (spec 2 §5). */
export const SHOP_FILTERS = ['all', ...ITEM_CATEGORIES, 'background'] as const;
export type ShopFilter = (typeof SHOP_FILTERS)[number];
export const SHOP_SORTS = ['name', 'price', 'date'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Default layers (spec 2 §9). */
export const DEFAULT_LAYERS: Record<DesignCategory, number> = {
  skin: -100,
  body_mod: 0,
  hair: 10,
  shoes: 10,
  bottom: 20,
  top: 30,
  dress: 30,
  accessory: 40,
};

/** Avatar canvas sizes (spec 2 §9). */
export const AVATAR_SIZES = {
  small: { width: 52, height: 85 },
  medium: { width: 105, height: 170 },
  large: { width: 157, height: 255 },
  full: { width: 210, height: 340 },
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;
/**
 * Every size the avatar image is served at: spec 2 §9's four and the figure beside a post (issue 18
 * §2): the whole figure at 2 image pixels per art pixel (the art is 42×68 pixels drawn ×5), so it
 * stays crisp at 84×136 and, halved by the browser on phones, at 42×68.
 */
export const AVATAR_IMAGE_SIZES = { ...AVATAR_SIZES, figure: { width: 84, height: 136 } } as const;
export type AvatarImageSize = keyof typeof AVATAR_IMAGE_SIZES;
export const SPRITE_WIDTH = 210;
export const SPRITE_HEIGHT = 340;

/** Bounds the server accepts for a worn item's layer and nudge (DECISIONS.md is silent). */
export const LAYER_MIN = -100;
export const LAYER_MAX = 1000;
export const OFFSET_LIMIT = 100;
/** Issue 18 §4: accessories stack, but at most this many at once (README 'Avatars'). */
export const MAX_ACCESSORIES = 3;

/** Shop grid (spec 2 §9): 12 a page, 8 skeleton cards, search debounced 300 ms; one gem sorts as 100 coins. */
export const SHOP_PAGE_SIZE = 12;
export const SHOP_SKELETONS = 8;
export const GEM_IN_COINS = 100;

export type ItemVariant = Static<typeof ItemVariantSchema>;
export type StoreItemsResponse = Static<typeof StoreItemsResponseSchema>;
export type InventoryItem = Static<typeof InventoryItemSchema>;
export type InventoryResponse = Static<typeof InventoryResponseSchema>;
export type PurchaseResponse = Static<typeof PurchaseResponseSchema>;
/** One worn item (spec 2 §3 avatar config). */
export type AvatarEntry = Static<typeof WornItemSchema>;
export type AvatarResponse = Static<typeof AvatarResponseSchema>;
export type TransactionResponse = Static<typeof TransactionResponseSchema>;
