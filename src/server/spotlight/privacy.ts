import type { PrivacySettings } from '../../common/home-social.ts';
import type { Db } from '../db/index.ts';

// issue 19 §2, §3: member privacy, users columns kept as 0/1.
const PRIVACY_KEYS = ['hide_activity', 'spotlight_opt_out'] as const satisfies (keyof PrivacySettings)[];

/** GET /api/account/privacy: the member's privacy settings. */
export async function getPrivacy(db: Db, userId: number): Promise<PrivacySettings> {
  const row = await db
    .selectFrom('users')
    .select(PRIVACY_KEYS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { hide_activity: row.hide_activity === 1, spotlight_opt_out: row.spotlight_opt_out === 1 };
}

/** PUT /api/account/privacy: changes the settings given (the others stay); answers all of them. */
export async function setPrivacy(
  db: Db,
  userId: number,
  changes: Partial<PrivacySettings>,
): Promise<PrivacySettings> {
  const values = Object.fromEntries(
    PRIVACY_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key] ? 1 : 0]),
  );
  if (Object.keys(values).length > 0)
    await db.updateTable('users').set(values).where('id', '=', userId).execute();
  return getPrivacy(db, userId);
}
