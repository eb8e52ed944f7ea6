import type { LookItem } from '../../../common/looks-types.ts';
import type { AvatarEntry, ItemVariant } from '../../../common/shop-types.ts';
import { fromConfig, type WornItem } from '../../ui/avatar/outfit.ts';

// 'Try this look' (issue 18 §2): a member's clothes on your own avatar.

export type LookItemState = 'owned' | 'for_sale' | 'not_sold';

/** Owned, sold in the shop (with a price), or neither: what the member can do about each item. */
export function itemState(item: LookItem): LookItemState {
  if (item.owned) return 'owned';
  return item.available ? 'for_sale' : 'not_sold';
}

/**
 * Their look on your skin: your worn skin (or theirs, for a visitor or when you wear none), then
 * every other item of theirs at their layer and nudge.
 */
export function lookOnYou(
  look: { config: AvatarEntry[]; items: LookItem[] },
  mine: { config: AvatarEntry[]; items: ItemVariant[] } | null,
): WornItem[] {
  const theirs = new Map(look.items.map((item) => [item.id, item]));
  const isSkin = (entry: AvatarEntry, items: Map<number, ItemVariant>) =>
    items.get(entry.item_variant)?.category === 'skin';
  const myItems = new Map((mine?.items ?? []).map((item) => [item.id, item]));
  const mySkin = mine?.config.find((entry) => isSkin(entry, myItems));
  const config = mySkin ? [mySkin, ...look.config.filter((entry) => !isSkin(entry, theirs))] : look.config;
  return fromConfig(config, [...myItems.values(), ...look.items]);
}

/** The items to buy: not owned and sold in the shop; and their total price. */
export function missingForSale(items: readonly LookItem[]) {
  const toBuy = items.filter((item) => itemState(item) === 'for_sale');
  return {
    toBuy,
    coins: toBuy.reduce((sum, item) => sum + item.price_coins, 0),
    gems: toBuy.reduce((sum, item) => sum + item.price_gems, 0),
  };
}

/** The look to wear once bought: everything except what stays out of reach (not owned, not sold). */
export function wearableAfterBuying(preview: readonly WornItem[], items: readonly LookItem[]): WornItem[] {
  const unreachable = new Set(items.filter((item) => itemState(item) === 'not_sold').map((item) => item.id));
  return preview.filter((worn) => !unreachable.has(worn.variant.id));
}
