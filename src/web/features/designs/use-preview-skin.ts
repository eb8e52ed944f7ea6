import { useMemo } from 'react';
import type { ItemVariant } from '../../../common/shop-types.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useInventory, useSavedAvatar } from '../../api/wardrobe.ts';
import { fromConfig, isSkin, type WornItem } from '../../ui/avatar/outfit.ts';

/** The member's skin from their saved look, else their first skin tone; none when unknown. */
export function usePreviewSkin(): WornItem[] {
  const user = useCurrentUser();
  const inventory = useInventory(user !== null);
  const avatar = useSavedAvatar(user !== null);
  return useMemo(() => {
    const items = inventory.data?.items ?? [];
    const saved = avatar.data ? fromConfig(avatar.data.config, items).filter(isSkin) : [];
    if (saved.length) return saved.slice(0, 1);
    const skin = items.find((item) => item.category === 'skin');
    return skin ? [{ id: 'skin', variant: skin, layer: -100, offset: { x: 0, y: 0 } }] : [];
  }, [inventory.data, avatar.data]);
}

/** The skin plus one variant placed at `offset` (which stands in for the variant's own offset). */
export function outfitWith(
  skin: WornItem[],
  variant: ItemVariant,
  offset: { x: number; y: number },
): WornItem[] {
  // the canvas adds the variant's own offset to the nudge; here the edited offset is the variant's own
  return [
    ...skin,
    {
      id: `v-${variant.id}`,
      variant: { ...variant, offset },
      layer: variant.default_layer,
      offset: { x: 0, y: 0 },
    },
  ];
}
