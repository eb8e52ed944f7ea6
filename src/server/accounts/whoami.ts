import type { CategoryPermission, GroupInfo, WhoamiUser } from '../../common/api-types.ts';
import { getSettings } from '../admin/settings.ts';
import { type Db, hotQuery } from '../db/index.ts';
import { type Access, globalPermissions } from './permissions.ts';
import type { SessionUser } from './sessions.ts';

const bool = (n: number) => n === 1;

/** The groups of a user with their per-category grants (spec 2 §3 Account). */
export async function loadGroups(db: Db, userId: number): Promise<GroupInfo[]> {
  const groups = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.group_id')
    .select(['groups.id', 'groups.name', 'groups.is_admin'])
    .where('memberships.user_id', '=', userId)
    .orderBy('groups.id')
    .execute();
  if (groups.length === 0) return [];
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'title'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const grants = await db
    .selectFrom('category_permissions')
    .selectAll()
    .where(
      'group_id',
      'in',
      groups.map((g) => g.id),
    )
    .execute();
  return groups.map((group) => ({
    name: group.name,
    permissions: categories.flatMap((category) => {
      if (group.is_admin === 1) {
        return [
          {
            category_id: category.id,
            name: category.title,
            can_view: true,
            can_post: true,
            can_reply: true,
            can_moderate: true,
          },
        ];
      }
      const grant = grants.find((g) => g.group_id === group.id && g.category_id === category.id);
      if (!grant) return [];
      return [
        {
          category_id: category.id,
          name: category.title,
          can_view: bool(grant.can_view),
          can_post: bool(grant.can_post),
          can_reply: bool(grant.can_reply),
          can_moderate: bool(grant.can_moderate),
        },
      ];
    }),
  }));
}

/** The account row whoami shows, read on every call (the id is the placeholder 0). */
const findAccount = hotQuery(
  (db: Db) =>
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'created_at', 'coins', 'gems', 'email_verified_at'])
      .where('id', '=', 0),
  ['integer'],
);

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * The whoami answer for a signed-in user (spec 1 §3 User, §7). The account row is read afresh, so a
 * balance is never older than the last purchase or game move; groups come from the caller's cache.
 */
export async function presentWhoami(
  db: Db,
  session: SessionUser,
  access: Access,
  groups: Promise<GroupInfo[]>,
): Promise<WhoamiUser> {
  const account = (await findAccount(db, [session.id])) ?? session;
  return present(account, access, await groups, (await getSettings(db)).email_verification_required);
}

function present(
  user: Account | SessionUser,
  access: Access,
  groups: GroupInfo[],
  emailVerificationRequired: boolean,
): WhoamiUser {
  const categoryPermissions: Record<string, CategoryPermission> = {};
  for (const [categoryId, grant] of access.categories) {
    categoryPermissions[String(categoryId)] = {
      can_view: grant.view,
      can_post: grant.post,
      can_reply: grant.reply,
      can_moderate: grant.moderate,
      post_new: grant.post,
      post_reply: grant.reply,
      maintain: grant.moderate,
    };
  }
  return {
    success: true,
    user_id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    email_verification_required: emailVerificationRequired,
    created: user.created_at,
    permissions: globalPermissions(access),
    coins: user.coins,
    gems: user.gems,
    groups,
    category_permissions: categoryPermissions,
  };
}

/** What one member's whoami was last written from, and what it was written as. */
interface Written {
  account: Account | SessionUser;
  access: Access;
  groups: GroupInfo[];
  emailVerificationRequired: boolean;
  json: string;
}

const ACCOUNT_FIELDS = [
  'id',
  'username',
  'email',
  'created_at',
  'coins',
  'gems',
  'email_verified_at',
] as const;

/**
 * Writes GET /api/whoami's answer as JSON, reusing the last text written for the member while
 * everything it was made from is the same: the account row (still read on every call), and the very
 * access profile, groups and setting the caches hand out (renewed each AUTH_CACHE_MS). Presenting
 * and serialising the permissions of every category cost a fifth of a member's whoami (issue 15 §4).
 */
export class WhoamiWriter {
  readonly #written = new Map<number, Written>();

  constructor(private readonly maxEntries = 10_000) {}

  async write(
    db: Db,
    session: SessionUser,
    access: Access,
    groupsRead: Promise<GroupInfo[]>,
    serialize: (me: WhoamiUser) => string,
  ): Promise<string> {
    const account = (await findAccount(db, [session.id])) ?? session;
    const groups = await groupsRead;
    const emailVerificationRequired = (await getSettings(db)).email_verification_required;
    const last = this.#written.get(session.id);
    if (
      last &&
      last.access === access &&
      last.groups === groups &&
      last.emailVerificationRequired === emailVerificationRequired &&
      ACCOUNT_FIELDS.every((field) => last.account[field] === account[field])
    )
      return last.json;
    const json = serialize(present(account, access, groups, emailVerificationRequired));
    this.#written.delete(session.id);
    if (this.#written.size >= this.maxEntries) this.#written.delete(this.#written.keys().next().value!);
    this.#written.set(session.id, { account, access, groups, emailVerificationRequired, json });
    return json;
  }
}
