import type { InventoryItem, InventoryResponse } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { presentVariant, selectVariants, type VariantRow } from './catalog.ts';

/** Starter items (every skin tone and the basic outfit) belong to everyone without an inventory row. */
export function ownedVariants(db: Db, userId: number) {
  return selectVariants(db)
    .leftJoin('inventory as i', (join) =>
      join.onRef('i.variant_id', '=', 'v.id').on('i.user_id', '=', userId),
    )
    .select('i.quantity')
    .where((eb) => eb.or([eb('v.is_starter', '=', 1), eb('i.user_id', '=', userId)]));
}

/** GET /api/user/inventory: balances and everything the member owns, starters included. */
export async function getInventory(db: Db, userId: number): Promise<InventoryResponse> {
  const [balance, rows] = await Promise.all([
    db.selectFrom('users').select(['coins', 'gems']).where('id', '=', userId).executeTakeFirstOrThrow(),
    ownedVariants(db, userId).orderBy('d.category').orderBy('d.name').orderBy('v.id').execute(),
  ]);
  const now = new Date();
  const items: InventoryItem[] = rows.map((row) => ({
    ...presentVariant(row as VariantRow, now),
    quantity: row.quantity ?? 1,
  }));
  return { success: true, coins: balance.coins, gems: balance.gems, items };
}
