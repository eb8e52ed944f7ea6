import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Whoami } from '../../common/api-types.ts';
import type { AvatarEntry, AvatarResponse, InventoryResponse } from '../../common/shop-types.ts';
import { apiGet, apiPost } from './client.ts';
import { fromPage } from './preload.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useCurrentUser } from './session.ts';

// What the member owns and wears: the shop reads it (owned items, Try On) as does the wardrobe.

// a purchase or a save invalidates these; otherwise a minute old is fresh enough
const WARDROBE_STALE_MS = 60_000;

export const inventoryQuery = queryOptions({
  queryKey: queryKeys.inventory,
  queryFn: ({ signal }) => apiGet<InventoryResponse>('/api/user/inventory', signal),
  ...fromPage<InventoryResponse>('/api/user/inventory'),
  staleTime: WARDROBE_STALE_MS,
  meta: { persist: false },
});

/** The member's balance and items (starters included); pass `enabled` false for a visitor. */
export function useInventory(enabled: boolean) {
  return useQuery({ ...inventoryQuery, enabled });
}

export const avatarQuery = queryOptions({
  queryKey: queryKeys.avatar,
  queryFn: ({ signal }) => apiGet<AvatarResponse>('/api/user/avatar', signal),
  ...fromPage<AvatarResponse>('/api/user/avatar'),
  staleTime: WARDROBE_STALE_MS,
  meta: { persist: false },
});

/** The saved avatar (a default skin and starter outfit when none was saved). */
export function useSavedAvatar(enabled: boolean) {
  return useQuery({ ...avatarQuery, enabled });
}

/** Shows a new balance at once wherever it appears (header menu, home, shop, wardrobe). */
export function setCachedBalance(coins: number, gems: number): void {
  queryClient.setQueryData<Whoami>(queryKeys.whoami, (whoami) =>
    whoami && whoami.username !== null ? { ...whoami, coins, gems } : whoami,
  );
  queryClient.setQueryData<InventoryResponse>(queryKeys.inventory, (inventory) =>
    inventory ? { ...inventory, coins, gems } : inventory,
  );
}

/**
 * POST /api/user/avatar (the wardrobe, and wearing a member's look): the saved look becomes the
 * new answer; the profile shows the new image.
 */
export function useSaveAvatar() {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (config: AvatarEntry[]) => apiPost<AvatarResponse>('/api/user/avatar', { config }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.avatar, answer);
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.userByName(user.username) });
    },
  });
}
