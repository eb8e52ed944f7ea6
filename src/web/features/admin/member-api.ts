import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import type { GroupRef, MemberPage } from './admin-types.ts';
import { adminKeys, type Ok } from './api.ts';

/** A change to one member: their page and every member list are fetched again. */
function refreshMember(id: number) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.member(id) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
}

function patchMember(id: number, change: Partial<MemberPage['user']>) {
  queryClient.setQueryData<Ok<MemberPage>>(
    adminKeys.member(id),
    (old) => old && { ...old, user: { ...old.user, ...change } },
  );
}

export interface NewMember {
  username: string;
  email: string;
  password: string;
  group_ids: number[];
}

/** Creates a verified account (issue 16 §3, as the command line's create-user); member lists refetch. */
export function useCreateMember() {
  return useMutation({
    mutationFn: (member: NewMember) =>
      apiPost<Ok<{ user: { id: number; username: string } }>>('/api/admin/users', member),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }),
  });
}

export function useSaveGroups(id: number) {
  return useMutation({
    mutationFn: (groupIds: number[]) =>
      apiRequest<Ok<{ groups: GroupRef[] }>>(`/api/admin/users/${id}/groups`, {
        method: 'PUT',
        body: { group_ids: groupIds },
      }),
    onSuccess: ({ groups }) => {
      patchMember(id, { groups });
      refreshMember(id);
    },
  });
}

export interface GrantInput {
  coins: number;
  gems: number;
  reason: string;
}

export function useGrant(id: number) {
  return useMutation({
    mutationFn: (input: GrantInput) =>
      apiPost<Ok<{ coins: number; gems: number }>>(`/api/admin/users/${id}/grant`, input),
    onSuccess: ({ coins, gems }) => {
      patchMember(id, { coins, gems });
      refreshMember(id);
    },
  });
}

export type StandingKind = 'suspend' | 'silence';

export interface StandingInput {
  kind: StandingKind;
  /** ISO date-time, or null for indefinitely. */
  until: string | null;
  reason: string;
}

export function useSetStanding(id: number) {
  return useMutation({
    mutationFn: ({ kind, until, reason }: StandingInput) =>
      apiPost<Ok<object>>(`/api/admin/users/${id}/${kind}`, { until, reason }),
    onSuccess: () => refreshMember(id),
  });
}

export function useLiftStanding(id: number) {
  return useMutation({
    mutationFn: (kind: StandingKind) => apiPost<Ok<object>>(`/api/admin/users/${id}/un${kind}`),
    onSuccess: () => refreshMember(id),
  });
}

export function useDeleteMember(id: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<Ok<object>>(`/api/admin/users/${id}`, { method: 'DELETE', body: { reason } }),
    onSuccess: () => refreshMember(id),
  });
}

/** The public forgot-password route: it answers the same message whether or not the address exists. */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiPost<Ok<{ message?: string }>>('/api/password_reset', { email }, { ignoreAuthFailure: true }),
  });
}
