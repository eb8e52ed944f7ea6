import type { ItemVariant } from '../../../common/shop-types.ts';
import type { WornEntry } from '../../../common/trades.ts';
import { type MakeId, nextWornId, type WornItem, wear } from '../../ui/avatar/outfit.ts';

/**
 * What a member would look like after a trade (issue 18 §3): what they wear now, less the items
 * they give away, wearing each item they would get (the wardrobe's rules: it replaces the item of
 * its category, a dress takes off a top and a bottom).
 */
export function outfitAfter(
  worn: readonly WornEntry[],
  giving: readonly number[],
  getting: readonly ItemVariant[],
  makeId: MakeId = nextWornId,
): WornItem[] {
  const kept: WornItem[] = worn
    .filter((entry) => !giving.includes(entry.item_variant))
    .map((entry) => ({
      id: makeId(),
      variant: entry.item,
      layer: entry.layer,
      offset: { ...entry.custom_offset },
    }));
  return getting.reduce((outfit, item) => wear(outfit, item, makeId), kept);
}
