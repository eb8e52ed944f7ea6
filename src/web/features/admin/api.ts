import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import type {
  AuditFilters,
  AuditList,
  Backup,
  Dashboard,
  DataCheck,
  MailJobAnswer,
  MailList,
  MailStatus,
  MemberList,
  MemberPage,
  SettingsAnswer,
  SettingsSaved,
  SiteSettings,
} from './admin-types.ts';

/** Every admin query starts with 'admin', so signing out (removeCachedQueries) drops them with the rest. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  members: (q: string, page: number) => ['admin', 'members', q, page] as const,
  member: (id: number) => ['admin', 'member', id] as const,
  groups: ['admin', 'groups'] as const,
  settings: ['admin', 'settings'] as const,
  mailAll: ['admin', 'mail'] as const,
  mail: (status: MailStatus | 'all', page: number) => ['admin', 'mail', status, page] as const,
  mailJob: (id: number) => ['admin', 'mail-job', id] as const,
  audit: (filters: AuditFilters, page: number) => ['admin', 'audit', filters, page] as const,
};

export type Ok<T> = T & { success: true };

/** Staff data (addresses, the audit log) is never written to the browser's stored cache. */
export const NOT_STORED = { persist: false } as const;

/** A query string of the given parameters, leaving out the empty ones. */
export function searchOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useDashboard() {
  return useQuery(
    queryOptions({
      meta: NOT_STORED,
      queryKey: adminKeys.dashboard,
      queryFn: ({ signal }) => apiGet<Ok<Dashboard>>('/api/admin/dashboard', signal),
      staleTime: 30_000,
    }),
  );
}

/** Runs the data check (the command line's `check`) when asked: a click, not a page load. */
export function useCheckData() {
  return useMutation({
    mutationFn: () => apiGet<Ok<DataCheck>>('/api/admin/check'),
  });
}

/** A copy of the SQLite database in backups/ next to it (the command line's `backup`). */
export function useBackup() {
  return useMutation({
    mutationFn: () => apiPost<Ok<Backup>>('/api/admin/backup'),
  });
}

export function useMembers(q: string, page: number) {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.members(q, page),
    queryFn: ({ signal }) => apiGet<Ok<MemberList>>(`/api/admin/users${searchOf({ q, page })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: number, enabled = true) {
  return useQuery({
    enabled,
    meta: NOT_STORED,
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) => apiGet<Ok<MemberPage>>(`/api/admin/users/${id}`, signal),
  });
}

export function useSettings() {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiGet<SettingsAnswer>('/api/admin/settings', signal),
  });
}

export function useSaveSettings() {
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest<SettingsSaved>('/api/admin/settings', {
        method: 'PUT',
        body: { settings },
      }),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData<SettingsAnswer>(adminKeys.settings, (old) => old && { ...old, settings }),
  });
}

export function useMailJobs(status: MailStatus | 'all', page: number) {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.mail(status, page),
    queryFn: ({ signal }) =>
      apiGet<MailList>(
        `/api/admin/mail${searchOf({ status: status === 'all' ? undefined : status, page })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMailJob(id: number | null) {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.mailJob(id ?? 0),
    queryFn: ({ signal }) => apiGet<MailJobAnswer>(`/api/admin/mail/${id}`, signal),
    enabled: id !== null,
  });
}

export function useRetryMail() {
  return useMutation({
    mutationFn: (id: number) => apiPost<Ok<object>>(`/api/admin/mail/${id}/retry`),
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mailAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.mailJob(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

export function useAudit(filters: AuditFilters, page: number) {
  return useQuery({
    meta: NOT_STORED,
    queryKey: adminKeys.audit(filters, page),
    queryFn: ({ signal }) =>
      apiGet<Ok<AuditList>>(`/api/admin/audit${searchOf({ ...filters, page })}`, signal),
    placeholderData: keepPreviousData,
  });
}
