import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { IgnoredListSchema, IgnoredMemberSchema } from '../../common/schemas/accounts.ts';
import { apiGet, apiPost } from './client.ts';
import { fromPage } from './preload.ts';
import { queryClient } from './query-client.ts';
import { useCurrentUser } from './session.ts';

/** A member the signed-in member ignores (issue 17 §9). */
export type IgnoredMember = Static<typeof IgnoredMemberSchema>;

/** Per member, so another account signed in on this browser never sees the last one's list. */
export const ignoredKey = (userId: number | undefined) => ['ignored', userId ?? 0] as const;

export const ignoredQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ignoredKey(userId),
    queryFn: async ({ signal }) =>
      (await apiGet<Static<typeof IgnoredListSchema>>('/api/account/ignored', signal)).ignored,
    ...fromPage<IgnoredMember[], Static<typeof IgnoredListSchema>>(
      '/api/account/ignored',
      (answer) => answer.ignored,
    ),
    staleTime: 5 * 60_000,
    // Never restored from the stored cache: a reload right after (un)ignoring would otherwise bring
    // back the list from before, fresh for minutes, since the stored copy is written a moment later.
    meta: { persist: false },
  });

/** Whom the signed-in member ignores (empty for visitors); the forum collapses their posts. */
export function useIgnored() {
  const user = useCurrentUser();
  return useQuery({ ...ignoredQuery(user?.id), enabled: user !== null });
}

/** The ids of ignored members, for quick look-ups while rendering posts. */
export function useIgnoredIds(): ReadonlySet<number> {
  const { data } = useIgnored();
  return new Set((data ?? []).map((member) => member.id));
}

/** Ignores or unignores a member; the list (and so every collapsed post) follows at once. */
export function useSetIgnored() {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: ({ userId, ignore }: { userId: number; username: string; ignore: boolean }) =>
      apiPost<{ success: true }>(`/api/user/${userId}/${ignore ? 'ignore' : 'unignore'}`),
    onSuccess: (_answer, { userId, username, ignore }) => {
      queryClient.setQueryData<IgnoredMember[]>(ignoredKey(user?.id), (list = []) =>
        ignore
          ? [
              { id: userId, username, since: new Date().toISOString() },
              ...list.filter((m) => m.id !== userId),
            ]
          : list.filter((m) => m.id !== userId),
      );
    },
  });
}
