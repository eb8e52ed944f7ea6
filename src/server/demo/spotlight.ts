import type { Db } from '../db/index.ts';
import { loadAvatar, saveAvatar } from '../shop/avatar.ts';

/** Demo members who dressed up and came by lately: the spotlight (issue 19 §3) has someone on day one. */
export const SPOTLIGHT_DEMO_MEMBERS = ['alice', 'dana', 'dora'] as const;

/**
 * Saves each of them a complete look of starter items (their default look: skin, hair, tee, shorts,
 * sneakers) and marks them seen a little while ago. Bob stays undressed: tests of a first look use him.
 */
export async function seedSpotlightMembers(db: Db): Promise<void> {
  const members = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', [...SPOTLIGHT_DEMO_MEMBERS])
    .execute();
  const now = Date.now();
  for (const [index, member] of members.entries()) {
    const look = await loadAvatar(db, member.id);
    if (look && look.config.length > 0) await saveAvatar(db, member.id, look.config);
    await db
      .updateTable('users')
      .set({ last_seen_at: new Date(now - (index + 1) * 3_600_000).toISOString() })
      .where('id', '=', member.id)
      .execute();
  }
}
