/** Shop, wardrobe and avatar shapes shared by server and web (spec 2 §3, §7, §9; DECISIONS.md). */

export const ITEM_CATEGORIES = ['hair', 'top', 'bottom', 'dress', 'shoes', 'accessory', 'body_mod'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
/** Skin tones are designs of category `skin`: never sold, owned by everyone (DECISIONS.md). */
export type DesignCategory = ItemCategory | 'skin';

/** The shop's category filter (spec 2 §5). */
export const SHOP_FILTERS = [
  'all',
  'hair',
  'top',
  'bottom',
  'dress',
  'shoes',
  'accessory',
  'body_mod',
  'background',
] as const;
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

/** A design variant as the shop, inventory and wardrobe show it (spec 2 §3). */
export interface ItemVariant {
  id: number;
  variant_name: string;
  /** '{design name} ({variant name})' */
  name: string;
  design_id: number;
  design_name: string;
  category: DesignCategory;
  creator: string | null;
  created_at: string;
  price_coins: number;
  price_gems: number;
  hex_color: string;
  max_owned: number;
  /** null: unlimited. */
  remaining_stock: number | null;
  /** null: never. */
  expires_at: string | null;
  sprite_rect: { x: number; y: number; width: number; height: number };
  offset: { x: number; y: number };
  default_layer: number;
  is_starter: boolean;
  /** Expired, sold out or not on sale: visible but not buyable. */
  available: boolean;
  /** Versioned URL of the variant's sprite (cache-friendly): /api/item/{id}/sprite.png?v=… */
  sprite_url: string;
}

export interface StoreItemsResponse {
  success: true;
  items: ItemVariant[];
  total: number;
  page: number;
  per_page: number;
}

export interface InventoryItem extends ItemVariant {
  quantity: number;
}

export interface InventoryResponse {
  success: true;
  coins: number;
  gems: number;
  items: InventoryItem[];
}

export interface PurchaseResponse {
  success: true;
  message: string;
  coins: number;
  gems: number;
  transaction_id: number;
}

/** One worn item (spec 2 §3 avatar config). */
export interface AvatarEntry {
  item_variant: number;
  layer: number;
  custom_offset: { x: number; y: number };
}

export interface AvatarResponse {
  success: true;
  config: AvatarEntry[];
  /** Versioned URL of the composed image: /api/user/{id}/avatar.png?v=… */
  avatar_url: string;
}

export interface TransactionResponse {
  success: true;
  transaction: {
    id: number;
    kind: string;
    coins: number;
    gems: number;
    description: string;
    ref_type: string | null;
    ref_id: number | null;
    created_at: string;
  };
}
