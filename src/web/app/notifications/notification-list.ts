import type { LiveEventMap } from '../../../common/events.ts';

/** Spec 1 §9: at most 50 notifications are kept, 10 shown as recent. */
export const NOTIFICATIONS_MAX = 50;
export const NOTIFICATIONS_RECENT = 10;

/** Spec 1 §3 'Local notification item', plus where it leads. `timestamp` is in ms since 1970. */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  timestamp: number;
  read: boolean;
  threadId: number;
  url: string;
}

/** An item for a live `notification`. The id comes from the post, so every tab makes the same one. */
export function notificationFromEvent(
  event: LiveEventMap['notification'],
  now = Date.now(),
): NotificationItem {
  return {
    id: `${event.type}-${event.postId ?? `n${event.id}`}`,
    title: event.title,
    message: event.message,
    timestamp: now,
    read: false,
    threadId: event.threadId ?? 0,
    url: event.url ?? '/',
  };
}

/** Newest first, at most 50; an item already held (same id) is not added twice. */
export function addNotification(
  items: readonly NotificationItem[],
  item: NotificationItem,
): NotificationItem[] {
  if (items.some((held) => held.id === item.id)) return [...items];
  return [item, ...items].slice(0, NOTIFICATIONS_MAX);
}

export function markRead(items: readonly NotificationItem[], id: string): NotificationItem[] {
  return items.map((item) => (item.id === id && !item.read ? { ...item, read: true } : item));
}

export function markAllRead(items: readonly NotificationItem[]): NotificationItem[] {
  return items.map((item) => (item.read ? item : { ...item, read: true }));
}

export function unreadCount(items: readonly NotificationItem[]): number {
  return items.reduce((count, item) => count + (item.read ? 0 : 1), 0);
}

function isItem(value: unknown): value is NotificationItem {
  const item = value as Partial<NotificationItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.message === 'string' &&
    typeof item.timestamp === 'number' &&
    typeof item.read === 'boolean' &&
    typeof item.threadId === 'number' &&
    typeof item.url === 'string'
  );
}

/** The stored list of `owner`, newest first; anything unreadable or someone else's reads as empty. */
export function parseStoredList(raw: string | null, owner: number): NotificationItem[] {
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as { owner?: unknown; items?: unknown };
    if (stored.owner !== owner || !Array.isArray(stored.items)) return [];
    return stored.items
      .filter(isItem)
      .sort((a, b) => b.timestamp - a.timestamp)
      .slice(0, NOTIFICATIONS_MAX);
  } catch {
    return [];
  }
}

export function serializeList(owner: number, items: readonly NotificationItem[]): string {
  return JSON.stringify({ owner, items });
}

/**
 * The held list brought in line with the stored notifications the server answered (its newest page):
 * those not held are added with their own time, and the server's read state wins for those held, so
 * the bell shows what arrived while this device was away and what was read elsewhere (issue 17 §1).
 */
export function mergeStored(
  items: readonly NotificationItem[],
  stored: readonly LiveEventMap['notification'][],
): NotificationItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const view of stored) {
    const item = notificationFromEvent(view, Date.parse(view.created_at) || Date.now());
    const held = byId.get(item.id);
    byId.set(item.id, held ? { ...held, read: view.read } : { ...item, read: view.read });
  }
  return [...byId.values()].sort((a, b) => b.timestamp - a.timestamp).slice(0, NOTIFICATIONS_MAX);
}
