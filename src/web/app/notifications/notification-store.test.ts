import { describe, expect, it } from 'vitest';
import type { SimpleStorage } from '../../api/cache-storage.ts';
import {
  addNotification,
  markAllRead,
  markRead,
  mergeStored,
  NOTIFICATIONS_MAX,
  type NotificationItem,
  notificationFromEvent,
  unreadCount,
} from './notification-list.ts';
import { NOTIFICATIONS_KEY, NotificationStore } from './notification-store.ts';

function item(n: number, read = false): NotificationItem {
  return {
    id: `reply-${n}`,
    title: `New reply in "Thread ${n}"`,
    message: 'alice replied to a thread you follow.',
    timestamp: 1_000 + n,
    read,
    threadId: 1,
    url: `/thread/community/thread-1#post-${n}`,
  };
}

function memoryStorage(): SimpleStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('notification list (spec 1 §3, §9)', () => {
  it('puts the newest first', () => {
    const items = addNotification(addNotification([], item(1)), item(2));
    expect(items.map((i) => i.id)).toEqual(['reply-2', 'reply-1']);
  });

  it('keeps at most 50, dropping the oldest', () => {
    let items: NotificationItem[] = [];
    for (let n = 1; n <= 60; n++) items = addNotification(items, item(n));
    expect(items).toHaveLength(NOTIFICATIONS_MAX);
    expect(items[0]?.id).toBe('reply-60');
    expect(items.at(-1)?.id).toBe('reply-11');
  });

  it('does not add the same notification twice (another tab stored it already)', () => {
    const items = addNotification([item(1)], { ...item(1), timestamp: 5_000 });
    expect(items).toHaveLength(1);
  });

  it('marks one or all as read and counts the unread', () => {
    const items = [item(3), item(2), item(1, true)];
    expect(unreadCount(items)).toBe(2);
    const one = markRead(items, 'reply-2');
    expect(one.map((i) => i.read)).toEqual([false, true, true]);
    expect(unreadCount(one)).toBe(1);
    expect(unreadCount(markAllRead(items))).toBe(0);
  });

  it('makes an unread item from a live notification, with its url', () => {
    const made = notificationFromEvent(
      {
        id: 9,
        type: 'reply',
        read: false,
        created_at: '2026-11-25T00:00:00.000Z',
        actor: { id: 2, username: 'bob' },
        thread_id: 4,
        post_id: 17,
        excerpt: 'Nice',
        data: {},
        title: 'New reply in "Palettes"',
        message: 'bob replied to a thread you follow.',
        threadId: 4,
        postId: 17,
        url: '/thread/creativity/palettes#post-17',
      },
      42,
    );
    expect(made).toEqual({
      id: 'reply-17',
      title: 'New reply in "Palettes"',
      message: 'bob replied to a thread you follow.',
      timestamp: 42,
      read: false,
      threadId: 4,
      url: '/thread/creativity/palettes#post-17',
    });
  });
});

describe('NotificationStore', () => {
  it("stores the list under 'cito.notifications' and reads it back in a new store", () => {
    const storage = memoryStorage();
    new NotificationStore(storage).update(7, (items) => addNotification(items, item(1)));
    expect(storage.data.has(NOTIFICATIONS_KEY)).toBe(true);
    expect(new NotificationStore(storage).read(7).map((i) => i.id)).toEqual(['reply-1']);
  });

  it("keeps one user's notifications from the next user on the same browser", () => {
    const store = new NotificationStore(memoryStorage());
    store.update(7, (items) => addNotification(items, item(1)));
    expect(store.read(8)).toEqual([]);
    store.update(8, (items) => addNotification(items, item(2)));
    expect(store.read(7)).toEqual([]);
  });

  it('returns the same array until the list changes, and tells subscribers of changes', () => {
    const store = new NotificationStore(memoryStorage());
    let calls = 0;
    store.subscribe(() => calls++);
    const before = store.read(7);
    expect(store.read(7)).toBe(before);
    store.update(7, (items) => addNotification(items, item(1)));
    expect(store.read(7)).not.toBe(before);
    store.update(7, (items) => [...items]);
    expect(calls).toBe(1);
  });

  it("picks up another tab's change on reload", () => {
    const storage = memoryStorage();
    const here = new NotificationStore(storage);
    const there = new NotificationStore(storage);
    there.update(7, (items) => addNotification(items, item(1)));
    expect(here.read(7)).toEqual([]);
    here.reload();
    expect(here.read(7)).toHaveLength(1);
  });

  it('ignores a corrupt stored value and keeps working when storage refuses writes', () => {
    const storage = memoryStorage();
    storage.data.set(NOTIFICATIONS_KEY, '{not json');
    const store = new NotificationStore({
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(store.read(7)).toEqual([]);
    store.update(7, (items) => addNotification(items, item(1)));
    expect(unreadCount(store.read(7))).toBe(1);
  });
});

describe('mergeStored (issue 17 §1)', () => {
  const view = (id: number, read: boolean, at: string) => ({
    id,
    type: 'reply' as const,
    read,
    created_at: at,
    actor: null,
    thread_id: 1,
    post_id: id * 10,
    excerpt: '',
    data: {},
    title: `t${id}`,
    message: 'm',
    url: '/thread/a/b',
    threadId: 1,
    postId: id * 10,
  });
  it('adds stored notifications not held, and takes the server’s read state', () => {
    const held = [notificationFromEvent(view(1, false, '2026-01-01T00:00:00Z'), 1000)];
    const merged = mergeStored(held, [
      view(2, false, '2026-01-02T00:00:00Z'),
      view(1, true, '2026-01-01T00:00:00Z'),
    ]);
    expect(merged.map((item) => [item.id, item.read])).toEqual([
      ['reply-20', false],
      ['reply-10', true],
    ]);
  });
});
