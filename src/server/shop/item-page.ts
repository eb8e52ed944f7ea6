import type { ItemPageResponse } from '../../common/item-page-types.ts';
import { rarityOf } from '../../common/item-rarity.ts';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { presentVariant, selectVariants } from './catalog.ts';

/**
 * How many members own the item: starter items belong to every member without an inventory row; a
 * copy held in an open trade offer (taken out of the inventory while it is held) still counts as
 * its offerer's.
 */
async function countOwners(db: Db, variantId: number, isStarter: boolean): Promise<number> {
  if (isStarter) {
    const everyone = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
    return Number((await everyone.executeTakeFirstOrThrow()).n);
  }
  const holders = db
    .selectFrom('inventory')
    .select('user_id')
    .where('variant_id', '=', variantId)
    .where('quantity', '>', 0)
    .union(
      db
        .selectFrom('trade_items')
        .innerJoin('trades', 'trades.id', 'trade_items.trade_id')
        .select('trades.from_user_id as user_id')
        .where('trade_items.variant_id', '=', variantId)
        .where('trade_items.side', '=', 'give')
        .where('trades.status', '=', 'open'),
    );
  const owners = db.selectFrom(holders.as('holders')).select((eb) => eb.fn.countAll<number>().as('n'));
  return Number((await owners.executeTakeFirstOrThrow()).n);
}

/** Copies sold by the shop: members' purchases and gifts bought for someone else. */
async function countSold(db: Db, variantId: number): Promise<number> {
  const [purchases, gifts] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'purchase')
      .where('ref_type', '=', 'item_variant')
      .where('ref_id', '=', variantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gifts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'bought')
      .where('variant_id', '=', variantId)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(purchases.n) + Number(gifts.n);
}

/** Whether the member has the item on their wishlist, and how many they own. */
function memberFacts(db: Db, userId: number, variantId: number) {
  return db
    .selectFrom('item_variants as v')
    .leftJoin('wishlist as w', (join) => join.onRef('w.variant_id', '=', 'v.id').on('w.user_id', '=', userId))
    .leftJoin('inventory as i', (join) =>
      join.onRef('i.variant_id', '=', 'v.id').on('i.user_id', '=', userId),
    )
    .select(['w.created_at as wished_at', 'i.quantity'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}

/**
 * GET /api/shop/item/{id} (issue 18 §2): the variant, its creator, how many members own it, copies
 * sold, its rarity, the design's colour variants, a skin tone for visitors' preview, and for a member whether it is on their
 * wishlist and how many they own. The caller has checked that the design may be viewed.
 */
export async function getItemPage(
  db: Db,
  variantId: number,
  userId: number | null,
): Promise<ItemPageResponse> {
  const row = await selectVariants(db).where('v.id', '=', variantId).executeTakeFirst();
  if (!row) throw notFound(MSG.itemNotFound);
  const now = new Date();
  const item = presentVariant(row, now);
  const [owners, sold, siblings, skin, mine] = await Promise.all([
    countOwners(db, variantId, item.is_starter),
    countSold(db, variantId),
    selectVariants(db).where('v.design_id', '=', row.design_id).orderBy('v.id').execute(),
    selectVariants(db)
      .where('d.category', '=', 'skin')
      .where('v.is_starter', '=', 1)
      .orderBy('v.id')
      .limit(1)
      .executeTakeFirst(),
    userId === null ? undefined : memberFacts(db, userId, variantId),
  ]);
  return {
    success: true as const,
    item: { ...item, creator_id: row.creator_id },
    owners,
    sold,
    rarity: rarityOf({ ...item, owners }),
    variants: siblings.map((sibling) => presentVariant(sibling, now)),
    default_skin: skin ? presentVariant(skin, now) : null,
    wishlisted: mine?.wished_at != null,
    owned: item.is_starter && userId !== null ? 1 : (mine?.quantity ?? 0),
  };
}
