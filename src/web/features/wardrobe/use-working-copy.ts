import { useEffect, useState } from 'react';
import type { AvatarResponse, InventoryResponse } from '../../../common/shop-types.ts';
import { fromConfig, type WornItem } from '../../ui/avatar/outfit.ts';
import { sameLook } from './wardrobe-rules.ts';

export type OutfitChange = (outfit: readonly WornItem[]) => WornItem[];

/**
 * The local working copy of the avatar (spec 2 §3), made once from the saved config and the
 * inventory; every button changes only this copy until Save Avatar. `selectedId` is the item the
 * position panel nudges.
 */
export function useWorkingCopy(avatar: AvatarResponse | undefined, inventory: InventoryResponse | undefined) {
  const [outfit, setOutfit] = useState<WornItem[] | null>(null);
  const [saved, setSaved] = useState<WornItem[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // set while rendering, once both answers are in, so the first paint already shows the look
  if (outfit === null && avatar && inventory) {
    const initial = fromConfig(avatar.config, inventory.items);
    setOutfit(initial);
    setSaved(initial);
  }

  const dirty = outfit !== null && saved !== null && !sameLook(outfit, saved);
  // closing or reloading the tab would lose the unsaved look: let the browser ask first
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // from the latest copy, so two quick clicks both count; a removed item's selection just lapses
  const change = (apply: OutfitChange) => setOutfit((current) => (current ? apply(current) : current));

  return {
    outfit,
    change,
    dirty,
    markSaved: (look: WornItem[]) => setSaved(look),
    selected: outfit?.find((worn) => worn.id === selectedId) ?? null,
    select: (id: string | null) => setSelectedId(id),
  };
}
