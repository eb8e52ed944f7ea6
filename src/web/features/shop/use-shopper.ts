import { useMemo, useState } from 'react';
import { formatCount } from '../../../common/format-count.ts';
import { MSG } from '../../../common/messages.ts';
import type { ItemVariant } from '../../../common/shop-types.ts';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser, useWhoami } from '../../api/session.ts';
import { useInventory, useSavedAvatar } from '../../api/wardrobe.ts';
import { fromConfig } from '../../ui/avatar/outfit.ts';
import { useStatus } from '../../ui/status.tsx';
import { usePurchase } from './api.ts';
import { buyButton } from './item-status.ts';
import type { BuyAction } from './shop-item-card.tsx';

/**
 * The shopping member as the shop and the item pages see them: balance, what they own, their saved
 * look, and each item's Buy button (spec 2 §2), which asks a visitor to log in first.
 */
export function useShopper() {
  const user = useCurrentUser();
  const { isPending: checkingSession } = useWhoami();
  const inventory = useInventory(user !== null);
  const avatar = useSavedAvatar(user !== null);
  const purchase = usePurchase();
  const [status, showStatus] = useStatus();
  const [loginFor, setLoginFor] = useState<string | null>(null);

  const owned = useMemo(
    () => new Map(inventory.data?.items.map((item) => [item.id, item.quantity])),
    [inventory.data],
  );
  const savedLook = useMemo(
    () => (avatar.data && inventory.data ? fromConfig(avatar.data.config, inventory.data.items) : null),
    [avatar.data, inventory.data],
  );
  const coins = inventory.data?.coins ?? user?.coins ?? 0;
  const gems = inventory.data?.gems ?? user?.gems ?? 0;

  function buy(item: ItemVariant) {
    purchase.mutate(item.id, {
      onSuccess: (answer) =>
        showStatus(
          `${answer.message} Your balance: ${formatCount(answer.coins)} CitoCoin and ${formatCount(answer.gems)} ${answer.gems === 1 ? 'gem' : 'gems'}.`,
          'success',
        ),
      // spec 2 §8: the server's message if it sent one
      onError: (error) => showStatus(failureMessage(error, MSG.purchaseFailed), 'error'),
    });
  }

  function buyAction(item: ItemVariant): BuyAction {
    if (!user) return { label: 'Buy', disabled: checkingSession, onClick: () => setLoginFor('buy items') };
    const state = buyButton(item, {
      owned: owned.get(item.id) ?? 0,
      coins,
      gems,
      loading: inventory.isPending,
      purchasing: purchase.isPending,
      buyingThis: purchase.isPending && purchase.variables === item.id,
    });
    return { ...state, onClick: () => buy(item) };
  }

  return {
    user,
    checkingSession,
    coins,
    gems,
    savedLook,
    /** The saved look could not be loaded. */
    lookFailed: avatar.isError || inventory.isError,
    status,
    loginFor,
    setLoginFor,
    buyAction,
  };
}
