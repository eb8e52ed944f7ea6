import { ADMIN } from '../../common/admin-messages.ts';
import { deletedUsername } from '../../common/members.ts';
import type { AuthCache } from '../accounts/auth-cache.ts';
import { GROUP } from '../accounts/groups.ts';
import type { HashCost } from '../accounts/passwords.ts';
import type { Access } from '../accounts/permissions.ts';
import { announceSessionsEnded } from '../accounts/session-end.ts';
import { revokeOtherSessions } from '../accounts/sessions.ts';
import type { Db } from '../db/index.ts';
import { removeFriendships } from '../friends/service.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { recordAudit } from './audit.ts';
import { createUser } from './commands.ts';
import { grantInTransaction } from './grants.ts';

/** What an administrator's member calls need: the database, and this server's session cache. */
export interface MemberDeps {
  db: Db;
  auth: AuthCache;
  live: LiveHub;
}

/** A member who exists and was not deleted; the groups they are in. */
async function liveMember(db: Db, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound(ADMIN.userNotFound);
  if (user.deleted_at !== null) throw conflict(ADMIN.yourAccountDeleted);
  const groups = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.group_id')
    .select(['groups.id', 'groups.name', 'groups.is_admin'])
    .where('memberships.user_id', '=', id)
    .orderBy('groups.id')
    .execute();
  return { ...user, groups };
}

/**
 * Puts a member in exactly `groupIds` (issue 16 §3). Members, the group of every account, stays
 * whatever is sent; an administrator cannot take themselves out of Administrators. The change and
 * its audit row are one transaction; this server forgets the member's access at once, the others
 * within AUTH_CACHE_MS.
 */
export async function setMemberGroups(
  { db, auth }: MemberDeps,
  access: Access,
  id: number,
  groupIds: number[],
): Promise<Array<{ id: number; name: string }>> {
  const member = await liveMember(db, id);
  const wanted = new Set(groupIds);
  const all = await db.selectFrom('groups').select(['id', 'name', 'is_admin']).execute();
  if ([...wanted].some((groupId) => !all.some((group) => group.id === groupId)))
    throw notFound(ADMIN.groupNotFound);
  for (const group of all) if (group.name === GROUP.members) wanted.add(group.id);
  const stillAdmin = all.some((group) => group.is_admin === 1 && wanted.has(group.id));
  if (id === access.userId && !stillAdmin) throw forbidden(ADMIN.keepOwnAdmin);

  const had = new Set(member.groups.map((group) => group.id));
  const now = new Date().toISOString();
  const after = all.filter((group) => wanted.has(group.id)).sort((a, b) => a.id - b.id);
  await db.transaction().execute(async (trx) => {
    const removed = [...had].filter((groupId) => !wanted.has(groupId));
    if (removed.length)
      await trx
        .deleteFrom('memberships')
        .where('user_id', '=', id)
        .where('group_id', 'in', removed)
        .execute();
    const added = [...wanted].filter((groupId) => !had.has(groupId));
    if (added.length)
      await trx
        .insertInto('memberships')
        .values(added.map((groupId) => ({ user_id: id, group_id: groupId, created_at: now })))
        .execute();
    await recordAudit(trx, {
      actorId: access.userId,
      action: 'user.groups',
      targetType: 'user',
      targetId: id,
      before: { groups: member.groups.map((group) => group.name) },
      after: { groups: after.map((group) => group.name) },
    });
  });
  auth.forgetUser(id);
  return after.map(({ id: groupId, name }) => ({ id: groupId, name }));
}

/**
 * Creates a verified account in Members and `groupIds`, as `npm run admin -- create-user` does (issue
 * 16 §3): no verification mail; bad input and clashes are answered as registration answers them.
 * registerUser commits the account in a transaction of its own, so the audit row follows it.
 */
export async function createMember(
  db: Db,
  access: Access,
  input: { username: string; email: string; password: string; group_ids?: number[] },
  cost: HashCost,
): Promise<{ id: number; username: string }> {
  const wanted = new Set(input.group_ids ?? []);
  const groups = wanted.size
    ? await db
        .selectFrom('groups')
        .select('name')
        .where('id', 'in', [...wanted])
        .execute()
    : [];
  if (groups.length !== wanted.size) throw notFound(ADMIN.groupNotFound);
  const names = groups.map((group) => group.name);
  const id = await createUser(db, { ...input, groups: names }, cost);
  const user = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await recordAudit(db, {
    actorId: access.userId,
    action: 'user.create',
    targetType: 'user',
    targetId: id,
    after: { ...user, groups: [...new Set([GROUP.members, ...names])] },
  });
  return { id, username: user.username };
}

/** Grants (or takes) coins and gems with a reason; a balance may not go below zero (422). */
export async function grantToMember(
  { db }: MemberDeps,
  access: Access,
  id: number,
  grant: { coins: number; gems: number; reason: string },
): Promise<{ coins: number; gems: number }> {
  if (grant.coins === 0 && grant.gems === 0) throw new HttpError(400, ADMIN.nothingToGrant);
  await liveMember(db, id);
  return db.transaction().execute(async (trx) => {
    const after = await grantInTransaction(trx, { userId: id, ...grant, actorId: access.userId });
    if (!after) throw new HttpError(422, ADMIN.belowZero);
    return after;
  });
}

/**
 * Deletes an account (issue 16 §3): its posts and threads stay, shown as by a deleted member. The
 * row keeps its id (posts point at it) but loses what identified the person: the username becomes
 * one nobody can sign up with, the e-mail an address that can't receive mail or collide, the
 * password can't match anything, and every session ends. Groups, subscriptions, notifications,
 * ignores, pending tokens and mail, and the avatar go. Threads the member posted in move their
 * posts_version, so cached thread pages show the new name on every server at once.
 */
export async function deleteMember(
  { db, auth, live }: MemberDeps,
  access: Access,
  id: number,
  reason: string,
): Promise<void> {
  if (id === access.userId) throw forbidden(ADMIN.deleteSelf);
  const member = await liveMember(db, id);
  if (member.groups.some((group) => group.is_admin === 1)) throw forbidden(ADMIN.deleteAdministrator);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        username: deletedUsername(id),
        email: `deleted-${id}@deleted.invalid`,
        // Not an argon2 hash: verification fails for every password.
        password_hash: '!deleted',
        deleted_at: now,
        email_verified_at: null,
        email_on_reply: 0,
        email_on_subscribed: 0,
        email_on_mention: 0,
        email_on_message: 0,
      })
      .where('id', '=', id)
      .execute();
    await revokeOtherSessions(trx, id, null);
    await trx.deleteFrom('memberships').where('user_id', '=', id).execute();
    await trx.deleteFrom('subscriptions').where('user_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
    await trx
      .deleteFrom('user_ignores')
      .where((eb) => eb.or([eb('user_id', '=', id), eb('ignored_id', '=', id)]))
      .execute();
    await trx.deleteFrom('account_tokens').where('user_id', '=', id).execute();
    await trx
      .deleteFrom('mail_jobs')
      .where('user_id', '=', id)
      .where('status', 'in', ['pending', 'kept'])
      .execute();
    await trx.deleteFrom('avatars').where('user_id', '=', id).execute();
    await removeFriendships(trx, id);
    await trx
      .updateTable('threads')
      .set((eb) => ({ posts_version: eb('posts_version', '+', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('posts').select('thread_id').where('author_id', '=', id))
      .execute();
    await recordAudit(trx, {
      actorId: access.userId,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: { username: member.username, groups: member.groups.map((group) => group.name) },
      after: { username: deletedUsername(id) },
      reason,
    });
  });
  await announceSessionsEnded(live, auth, id, ADMIN.yourAccountDeleted);
}
