import { useMemo } from 'react';
import type { CategoryPermission, WhoamiUser } from '../../../common/api-types.ts';
import { useCurrentUser } from '../../api/session.ts';

export interface ForumAccess {
  user: WhoamiUser | null;
  canPost: boolean;
  canReply: boolean;
  canModerate: boolean;
}

/** Reads whoami's category_permissions; the older names of spec 1 §3 count too. */
export function accessFor(user: WhoamiUser | null, categoryId: number | undefined): ForumAccess {
  const grant: Partial<CategoryPermission> | undefined =
    user && categoryId !== undefined ? user.category_permissions?.[String(categoryId)] : undefined;
  return {
    user,
    canPost: !!(grant?.can_post ?? grant?.post_new),
    canReply: !!(grant?.can_reply ?? grant?.post_reply),
    canModerate: !!(grant?.can_moderate ?? grant?.maintain),
  };
}

/**
 * What the signed-in user may do in one category (nothing for a visitor): one object while the user
 * and the category are the same, so memoized children given it keep theirs.
 */
export function useForumAccess(categoryId: number | undefined): ForumAccess {
  const user = useCurrentUser();
  return useMemo(() => accessFor(user, categoryId), [user, categoryId]);
}

/** The categories a moderator may move a thread into. */
export function moderatedCategoryIds(user: WhoamiUser | null): Set<number> {
  const ids = new Set<number>();
  for (const [id, grant] of Object.entries(user?.category_permissions ?? {})) {
    if (grant.can_moderate || grant.maintain) ids.add(Number(id));
  }
  return ids;
}
