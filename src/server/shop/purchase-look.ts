import type { PurchaseLookResponse } from '../../common/looks-types.ts';
import { MSG } from '../../common/messages.ts';
import type { AvatarEntry } from '../../common/shop-types.ts';
import type { Db } from '../db/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications } from '../notifications/service.ts';
import { avatarUrl, saveAvatar } from './avatar.ts';
import { selectVariants, unavailability } from './catalog.ts';
import { ownedVariants } from './inventory.ts';
import { type Sale, sellVariant } from './purchase.ts';

/**
 * POST /api/shop/purchase_look (issue 18 §2 'Try on a look'): buys every item of `variantIds` the
 * member does not own yet, in ONE transaction, all or nothing: one item refused (sold out, too dear
 * once the others are paid) and nothing is bought. With `wear`, the look is also saved as the
 * member's avatar in that same transaction.
 */
export async function purchaseLook(
  db: Db,
  live: LiveHub | null,
  userId: number,
  variantIds: number[],
  wear: AvatarEntry[] | undefined,
): Promise<PurchaseLookResponse> {
  // Ascending ids: concurrent buyers of overlapping looks lock the variant rows in one order.
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  const result = await db.transaction().execute(async (trx) => {
    const owned = new Set(
      (await ownedVariants(trx, userId).where('v.id', 'in', ids).execute()).map((row) => row.id),
    );
    const wanted = await selectVariants(trx).where('v.id', 'in', ids).execute();
    if (wanted.length !== ids.length) throw notFound(MSG.itemNotFound);
    const missing = wanted.filter((row) => !owned.has(row.id)).sort((a, b) => a.id - b.id);
    if (missing.length === 0) throw badRequest(MSG.lookNothingToBuy);
    const unsold = missing.filter((row) => unavailability(row) !== null);
    if (unsold.length)
      throw badRequest(
        `${MSG.lookNotForSale} ${unsold.map((row) => `${row.design_name} (${row.variant_name})`).join(', ')}.`,
      );
    const sales: Sale[] = [];
    for (const row of missing)
      sales.push(await sellVariant(trx, { payerId: userId, ownerId: userId, variantId: row.id }));
    const saved = wear ? await saveAvatar(trx, userId, wear) : null;
    return { sales, saved };
  });
  const { sales, saved } = result;
  if (live) {
    const ids = sales.flatMap((sale) => sale.notificationIds);
    await live.afterCommit(() => publishNotifications(live, db, ids));
  }
  const last = sales[sales.length - 1]!;
  return {
    success: true as const,
    message: MSG.lookBought,
    coins: last.balance.coins,
    gems: last.balance.gems,
    bought: sales.map((sale) => sale.variant.id),
    avatar_url: saved ? avatarUrl(userId, saved.version) : null,
  };
}
