import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserStorage } from '../../api/cache-storage.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { loadPrefs } from '../../api/notification-prefs.ts';
import { playBlip, showDesktopNotice } from './notification-alerts.ts';
import {
  addNotification,
  markAllRead,
  markRead,
  mergeStored,
  type NotificationItem,
  notificationFromEvent,
} from './notification-list.ts';
import { NOTIFICATIONS_KEY, NotificationStore } from './notification-store.ts';
import { useStoredNotifications } from './notifications-api.ts';
import { isOnScreen, reportRead } from './read-on-site.ts';

const storage = browserStorage();
const store = new NotificationStore(storage);

function onStorage(event: StorageEvent): void {
  if (event.key === NOTIFICATIONS_KEY || event.key === null) store.reload();
}

function subscribe(listener: () => void): () => void {
  const off = store.subscribe(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's notifications (newest first) and the ways to mark them read. */
export function useNotifications(userId: number) {
  const items = useSyncExternalStore(
    subscribe,
    () => store.read(userId),
    () => store.read(userId),
  );
  const read = useCallback((id: string) => store.update(userId, (list) => markRead(list, id)), [userId]);
  const readAll = useCallback(() => {
    store.update(userId, markAllRead);
    // Read here is read everywhere: no notification mail tells of them later.
    reportRead({ all: true });
  }, [userId]);
  return { items, markRead: read, markAllRead: readAll };
}

/**
 * Turns live `notification` events into stored items, with the sound and desktop notice the user
 * chose in settings (read at each event, so a change there applies at once).
 */
export function useNotificationFeed(userId: number, open: (item: NotificationItem) => void): void {
  useLiveEvent('notification', (event) => {
    const item = notificationFromEvent(event);
    const isNew = !store.read(userId).some((held) => held.id === item.id);
    store.update(userId, (list) => addNotification(list, item));
    if (isOnScreen(item.url, window.location, document.visibilityState === 'visible')) {
      store.update(userId, (list) => markRead(list, item.id));
      reportRead({ ids: [event.id] });
    }
    // Every open tab hears the event; only the first to store it makes a noise.
    if (!isNew) return;
    const prefs = loadPrefs(storage);
    if (prefs.soundEnabled) playBlip();
    if (prefs.desktopNotifications) showDesktopNotice(item, () => open(item));
  });
  useEffect(() => store.reload(), []);
}

/**
 * Marks items of the bell's list read without telling the server (the caller has): the full
 * notifications page and the bell agree at once (issue 17 §1).
 */
export function markHeldRead(userId: number, which: { ids: string[] } | { all: true }): void {
  store.update(userId, (list) =>
    'all' in which ? markAllRead(list) : which.ids.reduce((held, id) => markRead(held, id), [...list]),
  );
}

/** Keeps the bell's list in line with the stored notifications (newest page), also on live changes. */
export function useStoredSync(userId: number): void {
  const { data } = useStoredNotifications(1);
  useEffect(() => {
    if (data) store.update(userId, (list) => mergeStored(list, data.notifications));
  }, [data, userId]);
}
