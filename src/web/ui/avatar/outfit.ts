import {
  type AvatarEntry,
  DEFAULT_LAYERS,
  type DesignCategory,
  type ItemVariant,
} from '../../../common/shop-types.ts';

// The outfit rules the shop's Try On and the wardrobe share (spec 2 §4 'Wardrobe').

export interface Offset {
  x: number;
  y: number;
}

/** One worn item of the local working copy (spec 2 §3): a saved entry plus a unique id and the variant. */
export interface WornItem {
  id: string;
  variant: ItemVariant;
  layer: number;
  /** The member's nudge, added to the variant's own offset. */
  offset: Offset;
}

export type MakeId = () => string;

let lastId = 0;
/** Ids unique for the page's lifetime (crypto.randomUUID needs a secure context). */
export const nextWornId: MakeId = () => `worn-${++lastId}`;

export function isSkin(item: WornItem): boolean {
  return item.variant.category === 'skin';
}

export function defaultLayer(variant: ItemVariant): number {
  return Number.isFinite(variant.default_layer) ? variant.default_layer : DEFAULT_LAYERS[variant.category];
}

/** The working copy of a saved config; entries whose item the member no longer owns are dropped. */
export function fromConfig(
  config: AvatarEntry[],
  owned: ItemVariant[],
  makeId: MakeId = nextWornId,
): WornItem[] {
  const byId = new Map(owned.map((variant) => [variant.id, variant]));
  const outfit: WornItem[] = [];
  for (const entry of config) {
    const variant = byId.get(entry.item_variant);
    if (!variant || outfit.some((worn) => worn.variant.id === variant.id)) continue;
    outfit.push({ id: makeId(), variant, layer: entry.layer, offset: { ...entry.custom_offset } });
  }
  return outfit;
}

/** Back to front: by layer, and on equal layers the later entry in front (a stable sort). */
export function drawOrder(outfit: readonly WornItem[]): WornItem[] {
  return [...outfit].sort((a, b) => a.layer - b.layer);
}

/** The config to save, in draw order so the server stacks equal layers the same way. */
export function toConfig(outfit: readonly WornItem[]): AvatarEntry[] {
  return drawOrder(outfit).map((worn) => ({
    item_variant: worn.variant.id,
    layer: worn.layer,
    custom_offset: { x: worn.offset.x, y: worn.offset.y },
  }));
}

export function isWearing(outfit: readonly WornItem[], variantId: number): boolean {
  return outfit.some((worn) => worn.variant.id === variantId);
}

/**
 * The categories a new item takes off. Spec 2 §4: a dress removes tops and bottoms, any other item
 * replaces the one of its category. The server refuses a dress with a top or bottom, so a top or
 * bottom takes a dress off too; accessories stack (the server allows several).
 */
function displacedBy(category: DesignCategory): DesignCategory[] {
  switch (category) {
    case 'dress':
      return ['dress', 'top', 'bottom'];
    case 'top':
    case 'bottom':
      return [category, 'dress'];
    case 'accessory':
      return [];
    default:
      return [category];
  }
}

/**
 * Puts an item on (spec 2 §4). An item already worn changes nothing; a skin replaces the skin in
 * place at its default layer (-100).
 */
export function wear(
  outfit: readonly WornItem[],
  variant: ItemVariant,
  makeId: MakeId = nextWornId,
): WornItem[] {
  if (isWearing(outfit, variant.id)) return [...outfit];
  const worn: WornItem = { id: makeId(), variant, layer: defaultLayer(variant), offset: { x: 0, y: 0 } };
  if (variant.category === 'skin') {
    const at = outfit.findIndex(isSkin);
    if (at === -1) return [worn, ...outfit];
    return outfit.map((item, index) => (index === at ? worn : item));
  }
  const displaced = displacedBy(variant.category);
  return [...outfit.filter((item) => !displaced.includes(item.variant.category)), worn];
}
