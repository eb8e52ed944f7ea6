import type { QueryClient } from '@tanstack/react-query';
import type { Whoami } from '../../common/api-types.ts';
import { queryKeys } from './query-keys.ts';

/** The user id a whoami answer names: a member's id, null for a visitor, undefined when there is no answer. */
export function identityOf(whoami: unknown): number | null | undefined {
  if (!whoami || typeof whoami !== 'object') return undefined;
  const { id, username } = whoami as { id?: unknown; username?: unknown };
  return typeof username === 'string' && typeof id === 'number' ? id : null;
}

/**
 * Puts the session a sign-in or sign-out has just made in place of the cached whoami. A whoami
 * request still under way went out with the cookies from before, and its answer, arriving after,
 * would bring the old session back: it is cancelled. (A member who signed in while the page's own
 * session check was under way found themselves signed out again on a slow machine.)
 */
export function replaceWhoami(client: QueryClient, whoami: Whoami): void {
  void client.cancelQueries({ queryKey: queryKeys.whoami });
  client.setQueryData<Whoami>(queryKeys.whoami, whoami);
}
