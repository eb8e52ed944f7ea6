import type { Whoami } from '../../common/api-types.ts';
import { replaceWhoami } from './identity.ts';
import { persister, queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const ANONYMOUS: Whoami = { success: true, username: null };

function isWhoamiKey(key: readonly unknown[]): boolean {
  return key[0] === queryKeys.whoami[0];
}

/** Drops every cached query but whoami; the whoami query stays so its observers keep working. */
export function removeCachedQueries(): void {
  queryClient.removeQueries({ predicate: (query) => !isWhoamiKey(query.queryKey) });
  // the persister writes the new state only after its throttle; a reload before that must not
  // bring back the previous session's copy
  void persister.removeClient();
}

/**
 * Spec 1 §4: a 401 or 'Session Expired' clears the session and cached data, so the UI falls back
 * to the logged-out state at once.
 */
export function clearSession(): void {
  removeCachedQueries();
  replaceWhoami(queryClient, ANONYMOUS);
}

/** The settings action 'Clear cached data': empties the query cache and the stored copy. */
export async function clearCachedData(): Promise<void> {
  removeCachedQueries();
  await queryClient.invalidateQueries({ queryKey: queryKeys.whoami });
}
