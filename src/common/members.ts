/** How posts and threads name the author of a deleted account (issue 16 §3). */
export const DELETED_MEMBER = 'Deleted member';

const DELETED_PREFIX = 'Deleted #';

/**
 * The username a deleted account keeps: unique, and one nobody can sign up with (usernames allow
 * no spaces or #), so it can never be taken over.
 */
export function deletedUsername(id: number): string {
  return `${DELETED_PREFIX}${id}`;
}

/** The name to show for an author: their username, or DELETED_MEMBER when the account was deleted. */
export function authorName(username: string): string {
  return username.startsWith(DELETED_PREFIX) ? DELETED_MEMBER : username;
}
