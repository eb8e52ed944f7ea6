import {
  ITEM_CATEGORIES,
  type ItemCategory,
  type ItemVariant,
  LAYER_MAX,
  LAYER_MIN,
  MAX_ACCESSORIES,
  OFFSET_LIMIT,
} from '../../../common/shop-types.ts';
import {
  drawOrder,
  isSkin,
  isWearing,
  type MakeId,
  nextWornId,
  type Offset,
  toConfig,
  type WornItem,
  wear,
} from '../../ui/avatar/outfit.ts';

// The wardrobe's pure rules (spec 2 §4 'Wardrobe'): what each button does to the working copy.

/** Spec 2 §4: Randomize leaves out an optional category (accessories, body mods) with about this chance. */
export const RANDOM_SKIP_CHANCE = 0.3;
/** Issue 18 §2: Randomize makes a complete look, so these are always worn when owned. */
const ESSENTIAL: readonly ItemCategory[] = ['hair', 'top', 'bottom', 'dress', 'shoes'];
/** Gap left between layers renumbered after a drag (the studio's layer step, spec 2 §9). */
export const LAYER_STEP = 10;

export type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}

/** Takes an item off; the skin cannot be removed (spec 2 §4). */
export function takeOff(outfit: readonly WornItem[], id: string): WornItem[] {
  return outfit.filter((worn) => worn.id !== id || isSkin(worn));
}

/** Clear All keeps only the skin (spec 2 §4). */
export function clearAll(outfit: readonly WornItem[]): WornItem[] {
  return outfit.filter(isSkin);
}

/**
 * A random look from what the member owns (spec 2 §4, issue 18 §2: a complete look): a random
 * skin, hair, a top and a bottom or a dress, and shoes, each picked at random among those owned;
 * then at most one accessory and one body mod, each left out with a 30% chance. A dress and
 * separates exclude each other, so when both are owned a coin flip picks which the look uses.
 */
export function randomOutfit(
  owned: readonly ItemVariant[],
  random: Random = Math.random,
  makeId: MakeId = nextWornId,
): WornItem[] {
  const byCategory = new Map<ItemCategory, ItemVariant[]>();
  for (const variant of owned) {
    if (variant.category === 'skin') continue;
    byCategory.set(variant.category, [...(byCategory.get(variant.category) ?? []), variant]);
  }
  const skins = owned.filter((variant) => variant.category === 'skin');
  let outfit: WornItem[] = skins.length ? wear([], pick(skins, random), makeId) : [];

  const hasDress = byCategory.has('dress');
  const hasSeparates = byCategory.has('top') || byCategory.has('bottom');
  const dressLook = hasDress && (!hasSeparates || random() < 0.5);
  for (const category of ITEM_CATEGORIES) {
    const items = byCategory.get(category);
    if (!items) continue;
    if (category === 'dress' ? !dressLook : dressLook && (category === 'top' || category === 'bottom'))
      continue;
    if (!ESSENTIAL.includes(category) && random() < RANDOM_SKIP_CHANCE) continue;
    outfit = wear(outfit, pick(items, random), makeId);
  }
  return outfit;
}

/** Issue 18 §4 (README 'Avatars'): another accessory would pass MAX_ACCESSORIES. */
export function tooManyAccessories(outfit: readonly WornItem[], variant: ItemVariant): boolean {
  if (variant.category !== 'accessory' || isWearing(outfit, variant.id)) return false;
  return outfit.filter((worn) => worn.variant.category === 'accessory').length >= MAX_ACCESSORIES;
}

/** The reorderable layers, front first (the skin stays at the back and is not listed). */
export function layerList(outfit: readonly WornItem[]): WornItem[] {
  return drawOrder(outfit)
    .filter((worn) => !isSkin(worn))
    .reverse();
}

function withLayers(outfit: readonly WornItem[], layers: ReadonlyMap<string, number>): WornItem[] {
  return outfit.map((worn) => {
    const layer = layers.get(worn.id);
    return layer === undefined || layer === worn.layer ? worn : { ...worn, layer };
  });
}

/** The layer that puts an item between its new neighbours, or null when there is no room. */
function layerBetween(
  above: WornItem | undefined,
  below: WornItem | undefined,
  floor: number,
): number | null {
  if (!above && !below) return null;
  if (!above) return below!.layer + LAYER_STEP <= LAYER_MAX ? below!.layer + LAYER_STEP : null;
  if (!below) {
    const layer = Math.max(above.layer - LAYER_STEP, floor + 1);
    return layer < above.layer ? layer : null;
  }
  return above.layer - below.layer >= 2 ? Math.floor((above.layer + below.layer) / 2) : null;
}

/**
 * Moves a worn item to a new place in the layer list (front first), as a drag does. Only the moved
 * item's layer changes when its new neighbours leave room; otherwise every listed item is
 * renumbered in steps of 10 so the new order holds.
 */
export function moveInList(outfit: readonly WornItem[], id: string, toIndex: number): WornItem[] {
  const list = layerList(outfit);
  const from = list.findIndex((worn) => worn.id === id);
  const to = Math.max(0, Math.min(list.length - 1, toIndex));
  if (from === -1 || from === to) return [...outfit];
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);

  const skin = outfit.find(isSkin);
  const layer = layerBetween(list[to - 1], list[to + 1], skin ? skin.layer : LAYER_MIN);
  if (layer !== null) return withLayers(outfit, new Map([[id, layer]]));
  return withLayers(
    outfit,
    new Map(list.map((worn, index) => [worn.id, (list.length - index) * LAYER_STEP])),
  );
}

/** Moves an item one place towards the front (-1) or the back (+1) of the list (Alt+Arrow keys). */
export function moveBy(outfit: readonly WornItem[], id: string, delta: -1 | 1): WornItem[] {
  const index = layerList(outfit).findIndex((worn) => worn.id === id);
  return index === -1 ? [...outfit] : moveInList(outfit, id, index + delta);
}

function clamp(value: number, min: number, max: number): number {
  const whole = Number.isFinite(value) ? Math.round(value) : 0;
  return Math.max(min, Math.min(max, whole));
}

export function clampLayer(layer: number): number {
  return clamp(layer, LAYER_MIN, LAYER_MAX);
}

export function clampOffset(value: number): number {
  return clamp(value, -OFFSET_LIMIT, OFFSET_LIMIT);
}

/** Sets a worn item's layer from the number input (LAYER_MIN..LAYER_MAX); the skin's stays. */
export function setLayer(outfit: readonly WornItem[], id: string, layer: number): WornItem[] {
  return outfit.map((worn) =>
    worn.id === id && !isSkin(worn) ? { ...worn, layer: clampLayer(layer) } : worn,
  );
}

/** Sets a worn item's nudge, each axis clamped to ±OFFSET_LIMIT. */
export function setOffset(outfit: readonly WornItem[], id: string, offset: Offset): WornItem[] {
  const next = { x: clampOffset(offset.x), y: clampOffset(offset.y) };
  return outfit.map((worn) => (worn.id === id ? { ...worn, offset: next } : worn));
}

/** Moves a worn item by a step in sprite pixels (the position panel's arrows). */
export function nudge(outfit: readonly WornItem[], id: string, dx: number, dy: number): WornItem[] {
  const worn = outfit.find((item) => item.id === id);
  return worn ? setOffset(outfit, id, { x: worn.offset.x + dx, y: worn.offset.y + dy }) : [...outfit];
}

/** Whether two working copies would save the same config (for the unsaved-changes hint). */
export function sameLook(a: readonly WornItem[], b: readonly WornItem[]): boolean {
  return JSON.stringify(toConfig(a)) === JSON.stringify(toConfig(b));
}
