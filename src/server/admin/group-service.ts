import type { Static } from '@sinclair/typebox';
import { ADMIN } from '../../common/admin-messages.ts';
import type { PermissionRowSchema } from '../../common/schemas/admin.ts';
import { accessChanged } from '../accounts/auth-cache.ts';
import { BUILT_IN_GROUPS } from '../accounts/groups.ts';
import type { Db } from '../db/index.ts';
import type { CategoryPermissionsTable } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { changedFrom } from './audit-entries.ts';

// Groups and the per-group permission matrix (issue 16 §3), for the admin panel and the command line
// (actorId null). Each change and its audit row are one transaction; then every access cache of this
// server drops what it read (the other servers' within AUTH_CACHE_MS).

const BUILT_IN_NAMES: ReadonlySet<string> = new Set(BUILT_IN_GROUPS.map((group) => group.name));
const bool = (flag: number) => flag === 1;

export interface GroupChanges {
  name?: string;
  description?: string;
  can_review_designs?: boolean;
}

export type PermissionRow = Static<typeof PermissionRowSchema>;

/** Every group with its member count, every category, and every grant: the admin panel's matrix. */
export async function listGroups(db: Db) {
  const [groups, counts, categories, grants] = await Promise.all([
    db.selectFrom('groups').selectAll().orderBy('id').execute(),
    db
      .selectFrom('memberships')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('group_id')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'title', 'slug', 'description', 'sort_order'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('category_permissions').selectAll().orderBy('group_id').orderBy('category_id').execute(),
  ]);
  const members = new Map(counts.map((row) => [row.group_id, Number(row.n)]));
  return {
    groups: groups.map((group) => presentGroup(group, members.get(group.id) ?? 0)),
    categories,
    permissions: grants.map(presentGrant),
  };
}

function presentGroup(
  group: { id: number; name: string; description: string; is_admin: number; can_review_designs: number },
  memberCount: number,
) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    is_admin: bool(group.is_admin),
    can_review_designs: bool(group.can_review_designs),
    built_in: BUILT_IN_NAMES.has(group.name),
    member_count: memberCount,
  };
}

function presentGrant(row: CategoryPermissionsTable): PermissionRow {
  return {
    group_id: row.group_id,
    category_id: row.category_id,
    can_view: bool(row.can_view),
    can_post: bool(row.can_post),
    can_reply: bool(row.can_reply),
    can_moderate: bool(row.can_moderate),
  };
}

async function findGroupById(db: Db, id: number) {
  const group = await db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!group) throw notFound(ADMIN.groupNotFound);
  return group;
}

async function requireFreeName(db: Db, name: string, except?: number) {
  let query = db.selectFrom('groups').select('id').where('name', '=', name);
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw conflict(ADMIN.groupNameTaken);
}

/** Creates a group with no grants yet; answers it as the admin panel lists it. */
export async function createGroupRecord(
  db: Db,
  input: { name: string; description: string },
  actorId: number | null,
) {
  const name = input.name.trim();
  if (!name) throw badRequest('Group name is required');
  await requireFreeName(db, name);
  const group = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('groups')
      .values({
        name,
        description: input.description,
        is_admin: 0,
        can_review_designs: 0,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'group.create',
      targetType: 'group',
      targetId: created.id,
      after: { name, description: input.description },
    });
    return created;
  });
  accessChanged(db);
  return presentGroup(group, 0);
}

/** Renames or describes a group, or lets it review designs. Built-in groups keep their name and flags. */
export async function updateGroup(db: Db, id: number, changes: GroupChanges, actorId: number | null) {
  const group = await findGroupById(db, id);
  const name = changes.name?.trim();
  if (name !== undefined && !name) throw badRequest('Group name is required');
  const builtIn = BUILT_IN_NAMES.has(group.name);
  const renames = name !== undefined && name !== group.name;
  const flags =
    changes.can_review_designs !== undefined && changes.can_review_designs !== bool(group.can_review_designs);
  if (builtIn && (renames || flags)) throw conflict(ADMIN.builtInGroup);
  if (renames) await requireFreeName(db, name, id);
  const set = {
    ...(renames ? { name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(flags ? { can_review_designs: changes.can_review_designs ? 1 : 0 } : {}),
  };
  const before = changedFrom(group, set);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('groups')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'group.update',
      targetType: 'group',
      targetId: id,
      before,
      after: set,
    });
    return row;
  });
  accessChanged(db);
  const members = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', id)
    .executeTakeFirstOrThrow();
  return presentGroup(updated, Number(members.n));
}

/** Deletes a group that is not built in, with its memberships and grants. */
export async function deleteGroup(db: Db, id: number, actorId: number | null): Promise<void> {
  const group = await findGroupById(db, id);
  if (BUILT_IN_NAMES.has(group.name)) throw conflict(ADMIN.builtInGroup);
  await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('memberships')
      .select('user_id')
      .where('group_id', '=', id)
      .execute();
    await trx.deleteFrom('memberships').where('group_id', '=', id).execute();
    await trx.deleteFrom('category_permissions').where('group_id', '=', id).execute();
    await trx.deleteFrom('groups').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'group.delete',
      targetType: 'group',
      targetId: id,
      before: { name: group.name, description: group.description, members: members.length },
    });
  });
  accessChanged(db);
}

const flagsOf = (row: PermissionRow) => ({
  can_view: row.can_view ? 1 : 0,
  can_post: row.can_post ? 1 : 0,
  can_reply: row.can_reply ? 1 : 0,
  can_moderate: row.can_moderate ? 1 : 0,
});

/**
 * Sets the given cells of the permission matrix (each row: one group in one category). Every group
 * and category must exist and each pair appear once, or nothing is stored. One audit row per group
 * whose grants changed, with its cells before and after.
 */
export async function setPermissions(db: Db, rows: PermissionRow[], actorId: number | null): Promise<void> {
  const pairs = new Set(rows.map((row) => `${row.group_id}:${row.category_id}`));
  if (pairs.size !== rows.length) throw badRequest('Each group and category may appear only once');
  const groupIds = [...new Set(rows.map((row) => row.group_id))];
  const categoryIds = [...new Set(rows.map((row) => row.category_id))];
  if (groupIds.length === 0) throw badRequest(ADMIN.nothingToChange);
  const [groups, categories] = await Promise.all([
    db.selectFrom('groups').select('id').where('id', 'in', groupIds).execute(),
    db.selectFrom('categories').select('id').where('id', 'in', categoryIds).execute(),
  ]);
  if (groups.length !== groupIds.length) throw notFound(ADMIN.groupNotFound);
  if (categories.length !== categoryIds.length) throw notFound(ADMIN.categoryNotFound);

  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('category_permissions')
      .selectAll()
      .where('group_id', 'in', groupIds)
      .where('category_id', 'in', categoryIds)
      .execute();
    const none = { can_view: false, can_post: false, can_reply: false, can_moderate: false };
    const was = new Map(current.map((row) => [`${row.group_id}:${row.category_id}`, presentGrant(row)]));
    const changes = new Map<number, { before: PermissionRow[]; after: PermissionRow[] }>();
    for (const row of rows) {
      const before = was.get(`${row.group_id}:${row.category_id}`) ?? { ...row, ...none };
      if (JSON.stringify(flagsOf(before)) === JSON.stringify(flagsOf(row))) continue;
      await trx
        .insertInto('category_permissions')
        .values({ group_id: row.group_id, category_id: row.category_id, ...flagsOf(row) })
        .onConflict((oc) => oc.columns(['group_id', 'category_id']).doUpdateSet(flagsOf(row)))
        .execute();
      const change = changes.get(row.group_id) ?? { before: [], after: [] };
      change.before.push(before);
      change.after.push({ ...row });
      changes.set(row.group_id, change);
    }
    for (const [groupId, change] of changes)
      await recordAudit(trx, {
        actorId,
        action: 'group.permissions',
        targetType: 'group',
        targetId: groupId,
        ...change,
      });
  });
  accessChanged(db);
}
