import type { Db } from '../db/index.ts';
import { recordAudit } from './audit.ts';

/**
 * Adds (or, with negative amounts, takes) coins and gems inside `trx`: the conditional update keeps
 * both balances at zero or above, and the ledger row (`admin_grant`) and the audit row go in with it
 * (ARCHITECTURE.md 'Data'; issue 16 §5). Answers the balances after, or undefined when a balance
 * would have gone below zero (nothing written). `actorId` null is the command line.
 */
export async function grantInTransaction(
  trx: Db,
  grant: { userId: number; coins: number; gems: number; reason: string; actorId: number | null },
): Promise<{ coins: number; gems: number } | undefined> {
  const { userId, coins, gems, reason } = grant;
  const after = await trx
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', coins), gems: eb('gems', '+', gems) }))
    .where('id', '=', userId)
    .where((eb) => eb.and([eb(eb('coins', '+', coins), '>=', 0), eb(eb('gems', '+', gems), '>=', 0)]))
    .returning(['coins', 'gems'])
    .executeTakeFirst();
  if (!after) return undefined;
  await trx
    .insertInto('transactions')
    .values({
      user_id: userId,
      kind: 'admin_grant',
      coins,
      gems,
      description: reason,
      created_at: new Date().toISOString(),
    })
    .execute();
  await recordAudit(trx, {
    actorId: grant.actorId,
    action: 'user.grant',
    targetType: 'user',
    targetId: userId,
    before: { coins: after.coins - coins, gems: after.gems - gems },
    after,
    reason,
  });
  return after;
}
