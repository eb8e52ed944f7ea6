import type { HashCost } from '../accounts/passwords.ts';
import { createCategory, createUser, ensureBuiltInGroups } from '../admin/commands.ts';
import type { Db } from '../db/index.ts';
import { DEMO_CATEGORIES, DEMO_PASSWORD, DEMO_USERS, demoEmail } from './accounts.ts';
import { seedForum } from './forum.ts';
import { seedHomeSocial } from './home.ts';
import { seedMessages } from './messages.ts';
import { seedShop } from './shop.ts';
import { seedSpotlightMembers } from './spotlight.ts';
import { seedStudio } from './studio.ts';

const DEMO_MEMBERS_SINCE_MS = 30 * 24 * 3_600_000;

/** True when nobody has an account yet: the only time demo content is added. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds the demo community: accounts of every role, the forum and the shop's catalogue. */
export async function seedDemo(db: Db, cost: HashCost): Promise<void> {
  await ensureBuiltInGroups(db);
  for (const category of DEMO_CATEGORIES) await createCategory(db, category);
  for (const user of DEMO_USERS) {
    await createUser(
      db,
      {
        username: user.username,
        email: demoEmail(user.username),
        password: DEMO_PASSWORD,
        groups: user.groups,
      },
      cost,
    );
  }
  // The demo members wrote the demo threads days ago: they are not in their first day, when the
  // stricter flood limits hold (issue 16 §6).
  await db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - DEMO_MEMBERS_SINCE_MS).toISOString() })
    .where(
      'username',
      'in',
      DEMO_USERS.map((user) => user.username),
    )
    .execute();
  await seedForum(db);
  await backdateFirstPosts(db);
  await seedMessages(db);
  await seedShop(db);
  await seedStudio(db);
  await seedSpotlightMembers(db);
  await seedHomeSocial(db);
}

/**
 * The demo members wrote their demo posts days ago: their first-post badge is theirs already, so a
 * demo member's next post does not announce it (issue 18 §1).
 */
async function backdateFirstPosts(db: Db): Promise<void> {
  const writers = await db.selectFrom('posts').select('author_id').distinct().execute();
  const earnedAt = new Date(Date.now() - DEMO_MEMBERS_SINCE_MS / 2).toISOString();
  for (const { author_id } of writers)
    await db
      .insertInto('user_achievements')
      .values({ user_id: author_id, achievement: 'first_post', earned_at: earnedAt })
      .onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing())
      .execute();
}

export function demoLoginsText(): string {
  const rows = DEMO_USERS.map(
    (u) => `  ${demoEmail(u.username).padEnd(20)} ${(u.groups[0] ?? 'Members').padEnd(15)}`,
  );
  return ['Demo logins (password for all: demo1234):', ...rows].join('\n');
}
