import type { GlobalPermission } from '../../common/api-types.ts';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { GROUP } from './groups.ts';

export type CategoryAction = 'view' | 'post' | 'reply' | 'moderate';

export interface CategoryGrant {
  view: boolean;
  post: boolean;
  reply: boolean;
  moderate: boolean;
}

/** What one caller (a user, or a visitor when userId is null) may do, resolved from their groups. */
export interface Access {
  userId: number | null;
  isAdmin: boolean;
  canReviewDesigns: boolean;
  groupIds: number[];
  categories: ReadonlyMap<number, CategoryGrant>;
}

const NONE: CategoryGrant = { view: false, post: false, reply: false, moderate: false };
const ALL: CategoryGrant = { view: true, post: true, reply: true, moderate: true };

/**
 * Loads a caller's access. Visitors may view what Members may view and nothing more; administrators
 * may do everything; everyone else gets the union of their groups' grants, where moderating a
 * category implies viewing and replying in it (but not starting threads where posting is restricted).
 */
export async function loadAccess(db: Db, userId: number | null): Promise<Access> {
  const groups =
    userId === null
      ? await db
          .selectFrom('groups')
          .select(['id', 'is_admin', 'can_review_designs'])
          .where('name', '=', GROUP.members)
          .execute()
      : await db
          .selectFrom('memberships')
          .innerJoin('groups', 'groups.id', 'memberships.group_id')
          .select(['groups.id', 'groups.is_admin', 'groups.can_review_designs'])
          .where('memberships.user_id', '=', userId)
          .execute();
  const isAdmin = userId !== null && groups.some((g) => g.is_admin === 1);
  const groupIds = groups.map((g) => g.id);
  const categories = new Map<number, CategoryGrant>();

  if (isAdmin) {
    for (const { id } of await db.selectFrom('categories').select('id').execute()) categories.set(id, ALL);
  } else if (groupIds.length > 0) {
    const rows = await db
      .selectFrom('category_permissions')
      .selectAll()
      .where('group_id', 'in', groupIds)
      .execute();
    for (const row of rows) {
      const prev = categories.get(row.category_id) ?? NONE;
      const moderate = userId !== null && (prev.moderate || row.can_moderate === 1);
      categories.set(row.category_id, {
        view: prev.view || row.can_view === 1 || moderate,
        post: userId !== null && (prev.post || row.can_post === 1),
        reply: userId !== null && (prev.reply || row.can_reply === 1 || moderate),
        moderate,
      });
    }
  }
  return {
    userId,
    isAdmin,
    canReviewDesigns: userId !== null && groups.some((g) => g.can_review_designs === 1),
    groupIds,
    categories,
  };
}

export function grantFor(access: Access, categoryId: number): CategoryGrant {
  return access.categories.get(categoryId) ?? NONE;
}

export function can(access: Access, categoryId: number, action: CategoryAction): boolean {
  return grantFor(access, categoryId)[action];
}

/** Category ids the caller may view: the filter every listing, search and live event applies. */
export function viewableCategoryIds(access: Access): number[] {
  return [...access.categories].filter(([, grant]) => grant.view).map(([id]) => id);
}

export function globalPermissions(access: Access): GlobalPermission[] {
  const permissions: GlobalPermission[] = [];
  if (access.isAdmin) permissions.push('admin');
  if (access.canReviewDesigns) permissions.push('design_review');
  if ([...access.categories.values()].some((g) => g.moderate)) permissions.push('moderate');
  return permissions;
}

/** The Design Team check (spec 2 §2): reviewers of designs, administrators included. The one place it is written. */
export function isDesignTeam(access: Access): boolean {
  return access.isAdmin || access.canReviewDesigns;
}

/** Staff: Administrators, the Design Team and moderators of any category (exempt from members' upload limits). */
export function isStaff(access: Access): boolean {
  return globalPermissions(access).length > 0;
}

const REFUSALS: Record<CategoryAction, { anonymous: string; denied: string }> = {
  view: { anonymous: 'Category not found', denied: 'Category not found' },
  post: { anonymous: MSG.loginToCreateThread, denied: MSG.noPostPermission },
  reply: { anonymous: MSG.loginToReply, denied: MSG.noReplyPermission },
  moderate: { anonymous: MSG.loginRequired, denied: MSG.forbidden },
};

/**
 * The server-side permission check every domain uses (spec 1 §6): throws 401 for a visitor who
 * must log in, 403 for a user without the grant, and 404 for a category the caller may not even view
 * (so hidden categories do not reveal that they exist).
 */
export function requirePermission(access: Access, categoryId: number, action: CategoryAction): void {
  const grant = grantFor(access, categoryId);
  if (grant[action]) return;
  const refusal = REFUSALS[action];
  if (!grant.view)
    throw action === 'view' || access.userId !== null
      ? notFound(refusal.denied)
      : unauthorized(refusal.anonymous);
  if (access.userId === null) throw unauthorized(refusal.anonymous);
  throw forbidden(refusal.denied);
}

export function requireAdmin(access: Access): void {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  if (!access.isAdmin) throw new HttpError(403, MSG.forbidden);
}
