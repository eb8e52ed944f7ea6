import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { GroupsAnswer, PermissionRow } from './admin-types.ts';
import { adminKeys, NOT_STORED, type Ok } from './api.ts';

export function useGroups() {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.groups,
    queryFn: ({ signal }) => apiGet<Ok<GroupsAnswer>>('/api/admin/groups', signal),
  });
}

/** Groups, categories and permissions change what the forum shows: its lists and the session's grants. */
function refreshGroups() {
  void queryClient.invalidateQueries({ queryKey: adminKeys.groups });
  void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
  void queryClient.invalidateQueries({ queryKey: queryKeys.whoami });
}

function useGroupsWrite<T>(write: (input: T) => Promise<unknown>) {
  return useMutation({ mutationFn: write, onSuccess: refreshGroups });
}

export interface GroupInput {
  name: string;
  description: string;
}

export const useCreateGroup = () =>
  useGroupsWrite((input: GroupInput) => apiPost('/api/admin/groups', input));

export const useUpdateGroup = () =>
  useGroupsWrite(({ id, ...changes }: Partial<GroupInput> & { id: number; can_review_designs?: boolean }) =>
    apiRequest(`/api/admin/groups/${id}`, { method: 'PUT', body: changes }),
  );

export const useDeleteGroup = () =>
  useGroupsWrite((id: number) => apiRequest(`/api/admin/groups/${id}`, { method: 'DELETE' }));

export interface CategoryInput {
  title: string;
  description: string;
}

export const useCreateCategory = () =>
  useGroupsWrite((input: CategoryInput) => apiPost('/api/admin/categories', input));

export const useUpdateCategory = () =>
  useGroupsWrite(({ id, ...changes }: Partial<CategoryInput> & { id: number }) =>
    apiRequest(`/api/admin/categories/${id}`, { method: 'PUT', body: changes }),
  );

export const useReorderCategories = () =>
  useGroupsWrite((ids: number[]) =>
    apiRequest('/api/admin/categories/order', { method: 'PUT', body: { ids } }),
  );

export const useSavePermissions = () =>
  useGroupsWrite((permissions: PermissionRow[]) =>
    apiRequest('/api/admin/permissions', { method: 'PUT', body: { permissions } }),
  );
