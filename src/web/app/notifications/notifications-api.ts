import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsPage } from '../../../common/notifications.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { fromPage } from '../../api/preload.ts';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const pageKey = (page: number) => [...NOTIFICATIONS_KEY, page] as const;

export function notificationsQuery(page: number) {
  return queryOptions({
    queryKey: pageKey(page),
    queryFn: ({ signal }) => apiGet<NotificationsPage>(`/api/notifications?page=${page}`, signal),
    ...fromPage<NotificationsPage>(`/api/notifications?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The stored notifications, a page at a time, kept live: a new one goes on top of page 1 at once,
 * and any change refreshes the pages from the server (which leaves out what may no longer be viewed).
 */
export function useStoredNotifications(page: number) {
  const client = useQueryClient();
  const query = useQuery(notificationsQuery(page));
  useLiveEvent('notification', (event) => {
    client.setQueryData<NotificationsPage>(pageKey(1), (answer) =>
      answer && !answer.notifications.some((n) => n.id === event.id)
        ? { ...answer, notifications: [event, ...answer.notifications], unread: answer.unread + 1 }
        : answer,
    );
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  useLiveEvent('notification.unread', () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
  return query;
}

/** Marks notifications read on the server and in every cached page at once. */
export function useMarkRead() {
  const client = useQueryClient();
  return (which: { ids: number[] } | { all: true }) => {
    const ids = 'ids' in which ? new Set(which.ids) : null;
    client.setQueriesData<NotificationsPage>({ queryKey: NOTIFICATIONS_KEY }, (answer) => {
      if (!answer) return answer;
      let marked = 0;
      const notifications = answer.notifications.map((n) => {
        if (n.read || (ids && !ids.has(n.id))) return n;
        marked++;
        return { ...n, read: true };
      });
      return { ...answer, notifications, unread: ids ? Math.max(0, answer.unread - marked) : 0 };
    });
    void apiPost<{ unread: number }>('/api/notifications/read', which)
      .catch(() => undefined)
      .finally(() => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
  };
}
