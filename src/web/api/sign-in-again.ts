import type { Whoami, WhoamiUser } from '../../common/api-types.ts';
import { ApiError, apiPost } from './client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import type { LoginInput } from './session.ts';
import { removeCachedQueries } from './session-store.ts';

/**
 * issue 17 §6 'No typed text is ever lost': a write refused because the session ended asks the
 * member to sign in again on the page, then sends the same text. Writes that do this call the API
 * with `keepSession`, so the 401 does not sign the page out (and unmount the form) first.
 */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Signs in without touching cached data yet: the page and its unsent text stay as they are. */
export async function signInAgain(input: LoginInput): Promise<WhoamiUser> {
  const { user } = await apiPost<{ success: true; user: WhoamiUser }>('/api/login', input, {
    ignoreAuthFailure: true,
  });
  return user;
}

/**
 * After the held write was sent: the session becomes the signed-in member's. The same member keeps
 * the page's cached data; another member's sign-in drops it, as a sign-in from the splash does.
 */
export function adoptSignIn(user: WhoamiUser): void {
  const previous = queryClient.getQueryData<Whoami>(queryKeys.whoami);
  if (!previous || previous.username === null || previous.id !== user.id) removeCachedQueries();
  queryClient.setQueryData<Whoami>(queryKeys.whoami, user);
}
