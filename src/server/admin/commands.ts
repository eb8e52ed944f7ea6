import { slugify } from '../../common/slug.ts';
import { accessChanged } from '../accounts/auth-cache.ts';
import { BUILT_IN_GROUPS, GROUP } from '../accounts/groups.ts';
import type { HashCost } from '../accounts/passwords.ts';
import { registerUser } from '../accounts/service.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { editCategoryById } from './category-service.ts';
import { grantInTransaction } from './grants.ts';
import { createGroupRecord, setPermissions } from './group-service.ts';

// The operations that have no screen (DECISIONS.md): used by the admin command line and the demo seed.

const now = () => new Date().toISOString();

export async function ensureBuiltInGroups(db: Db): Promise<void> {
  for (const group of BUILT_IN_GROUPS) {
    await db
      .insertInto('groups')
      .values({
        name: group.name,
        description: group.description,
        is_admin: 'is_admin' in group ? group.is_admin : 0,
        can_review_designs: 'can_review_designs' in group ? group.can_review_designs : 0,
        created_at: now(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

export async function createGroup(db: Db, name: string, description = ''): Promise<void> {
  await createGroupRecord(db, { name, description }, null);
}

export interface CreateUserInput {
  username: string;
  email: string;
  password: string;
  groups?: string[];
}

export async function createUser(db: Db, input: CreateUserInput, cost: HashCost): Promise<number> {
  for (const name of input.groups ?? []) await findGroup(db, name);
  return registerUser(db, input, cost, input.groups ?? [], true);
}

async function findUser(db: Db, username: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (!user) throw notFound(`No user named "${username}"`);
  return user;
}

async function findGroup(db: Db, name: string) {
  const group = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!group) throw notFound(`No group named "${name}"`);
  return group;
}

async function findCategory(db: Db, slug: string) {
  const category = await db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!category) throw notFound(`No category with slug "${slug}"`);
  return category;
}

export async function addToGroup(db: Db, username: string, groupName: string): Promise<void> {
  const user = await findUser(db, username);
  const group = await findGroup(db, groupName);
  await db
    .insertInto('memberships')
    .values({ user_id: user.id, group_id: group.id, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
    .execute();
  accessChanged(db);
}

export async function removeFromGroup(db: Db, username: string, groupName: string): Promise<void> {
  const user = await findUser(db, username);
  const group = await findGroup(db, groupName);
  const result = await db
    .deleteFrom('memberships')
    .where('user_id', '=', user.id)
    .where('group_id', '=', group.id)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(`${user.username} is not in ${group.name}`);
  accessChanged(db);
}

/**
 * Adds (or, with negative amounts, takes) coins and gems, writing the ledger and audit rows in the
 * same transaction; a balance can never go below zero.
 */
export async function grantCurrency(
  db: Db,
  username: string,
  coins: number,
  gems: number,
  reason: string,
): Promise<void> {
  if (!Number.isInteger(coins) || !Number.isInteger(gems))
    throw badRequest('Coins and gems must be whole numbers');
  if (coins === 0 && gems === 0) throw badRequest('Nothing to grant: give --coins and/or --gems');
  const user = await findUser(db, username);
  await db.transaction().execute(async (trx) => {
    const after = await grantInTransaction(trx, { userId: user.id, coins, gems, reason, actorId: null });
    if (!after) throw badRequest(`${user.username} does not have that much to take`);
  });
}

export type CategoryAccess = 'open' | 'announcements' | 'hidden';

export interface CategoryInput {
  title: string;
  slug?: string;
  description?: string;
  order?: number;
  /** open: members post and reply; announcements: only Administrators start threads; hidden: staff only. */
  access?: CategoryAccess;
}

const MEMBER_GRANTS: Record<CategoryAccess, { can_view: number; can_post: number; can_reply: number }> = {
  open: { can_view: 1, can_post: 1, can_reply: 1 },
  announcements: { can_view: 1, can_post: 0, can_reply: 1 },
  hidden: { can_view: 0, can_post: 0, can_reply: 0 },
};

/**
 * Creates a category; Members get the grants of `access`, Moderators moderate it. Returns its id.
 * `actorId`: the administrator, for the audit log (null: the command line).
 */
export async function createCategory(
  db: Db,
  input: CategoryInput,
  actorId: number | null = null,
): Promise<number> {
  const title = input.title.trim();
  if (!title || title.length > 100) throw badRequest('Category title must be 1-100 characters');
  const slug = input.slug?.trim() || slugify(title);
  if (!slug || slug !== slugify(slug)) throw badRequest(`Invalid category slug "${slug}"`);
  const taken = await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken) throw conflict(`A category with slug "${slug}" already exists`);
  const members = await findGroup(db, GROUP.members);
  const moderators = await findGroup(db, GROUP.moderators);
  const created = await db.transaction().execute(async (trx) => {
    const order =
      input.order ??
      (
        await trx
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n + 1;
    const { id } = await trx
      .insertInto('categories')
      .values({ title, slug, description: input.description ?? '', sort_order: order, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('category_permissions')
      .values([
        { group_id: members.id, category_id: id, ...MEMBER_GRANTS[input.access ?? 'open'], can_moderate: 0 },
        // DECISIONS.md: in Announcements only Administrators start threads; moderators moderate and reply.
        {
          group_id: moderators.id,
          category_id: id,
          can_view: 1,
          can_post: input.access === 'announcements' ? 0 : 1,
          can_reply: 1,
          can_moderate: 1,
        },
      ])
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      after: { title, slug, description: input.description ?? '', access: input.access ?? 'open' },
    });
    return id;
  });
  accessChanged(db);
  return created;
}

export async function editCategory(
  db: Db,
  slug: string,
  changes: { title?: string; description?: string; order?: number; newSlug?: string },
): Promise<void> {
  const category = await findCategory(db, slug);
  await editCategoryById(db, category.id, changes, null);
}

export type PermissionFlag = 'view' | 'post' | 'reply' | 'moderate';

/** Sets exactly the given flags for a group in a category (the others are cleared). */
export async function setCategoryPermissions(
  db: Db,
  groupName: string,
  slug: string,
  flags: PermissionFlag[],
): Promise<void> {
  const group = await findGroup(db, groupName);
  const category = await findCategory(db, slug);
  await setPermissions(
    db,
    [
      {
        group_id: group.id,
        category_id: category.id,
        can_view: flags.includes('view'),
        can_post: flags.includes('post'),
        can_reply: flags.includes('reply'),
        can_moderate: flags.includes('moderate'),
      },
    ],
    null,
  );
}
