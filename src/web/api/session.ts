import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Whoami, WhoamiUser } from '../../common/api-types.ts';
import { SESSION_FIRST_CHECK_MS, SESSION_RECHECK_MS, WHOAMI_CACHE_MS } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import type { LoginAnswerSchema } from '../../common/schemas/accounts.ts';
import { ApiError, apiGet, apiPost } from './client.ts';
import { replaceWhoami } from './identity.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { ANONYMOUS, clearSession, removeCachedQueries } from './session-store.ts';

export function isLoggedIn(whoami: Whoami | undefined): whoami is WhoamiUser {
  return !!whoami && whoami.username !== null;
}

async function fetchWhoami({ signal }: { signal: AbortSignal }): Promise<Whoami> {
  try {
    return await apiGet<Whoami>('/api/whoami', signal);
  } catch (error) {
    // spec 1 §4: the anonymous 401 is tolerated silently
    if (error instanceof ApiError && error.status === 401) return ANONYMOUS;
    throw error;
  }
}

export const whoamiQuery = queryOptions({
  queryKey: queryKeys.whoami,
  queryFn: fetchWhoami,
  staleTime: WHOAMI_CACHE_MS,
  gcTime: WHOAMI_CACHE_MS,
});

/** The session as the server last told it; `data` is undefined only before the first answer. */
export function useWhoami() {
  return useQuery(whoamiQuery);
}

/** The logged-in user, or null (also while the first check is under way). */
export function useCurrentUser(): WhoamiUser | null {
  const { data } = useWhoami();
  return isLoggedIn(data) ? data : null;
}

/** The Design Team check (spec 2 §2, §6): reviewers of designs and administrators, as the server decides. */
export function isDesignTeam(user: WhoamiUser | null): boolean {
  return !!user && (user.permissions.includes('design_review') || user.permissions.includes('admin'));
}

/**
 * Spec 1 §4: the session is re-checked 500 ms after start-up and every 5 minutes. Mounted once in
 * the layout so only one interval runs however many screens read the session.
 */
export function useSessionWatcher(): void {
  useQuery({ ...whoamiQuery, refetchInterval: SESSION_RECHECK_MS });
  useEffect(() => {
    // An answer this page fetched, or the server put in it (preload.ts), is fresh; only a copy
    // restored from an earlier page needs checking.
    const pageOpenedAt = performance.timeOrigin;
    const timer = window.setTimeout(() => {
      const state = queryClient.getQueryState(queryKeys.whoami);
      if (!state || state.dataUpdatedAt < pageOpenedAt) {
        void queryClient.refetchQueries({ queryKey: queryKeys.whoami });
      }
    }, SESSION_FIRST_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

type LoginAnswer = Static<typeof LoginAnswerSchema>;

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => apiPost<LoginAnswer>('/api/login', input, { ignoreAuthFailure: true }),
    onSuccess: ({ user }) => {
      // spec 1 §4: the cached whoami (and what was cached for the visitor) gives way to the new user
      removeCachedQueries();
      replaceWhoami(queryClient, user);
    },
  });
}

async function logout(): Promise<void> {
  try {
    await apiPost('/api/logout');
  } catch (error) {
    // spec 1 §4: an already expired session is as good as a logout
    const expired =
      error instanceof ApiError && (error.status === 401 || error.serverMessage === MSG.sessionExpired);
    if (!expired) throw error;
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout, onSuccess: clearSession });
}
