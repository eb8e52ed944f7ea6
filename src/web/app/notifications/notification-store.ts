import type { SimpleStorage } from '../../api/cache-storage.ts';
import { type NotificationItem, parseStoredList, serializeList } from './notification-list.ts';

/** The localStorage key of the notification list (one device, the user last signed in on it). */
export const NOTIFICATIONS_KEY = 'cito.notifications';

const EMPTY: readonly NotificationItem[] = Object.freeze([]);

/**
 * The notifications kept on this device. They are stored with their owner's id, so the next person
 * to sign in on the same browser does not see them. Reads return the same array until something
 * changes (what useSyncExternalStore needs).
 */
export class NotificationStore {
  readonly #storage: SimpleStorage | undefined;
  #raw: string | null;
  #cache: { raw: string | null; owner: number; items: readonly NotificationItem[] } | null = null;
  #listeners = new Set<() => void>();

  constructor(storage: SimpleStorage | undefined) {
    this.#storage = storage;
    this.#raw = this.#readStorage();
  }

  read(owner: number): readonly NotificationItem[] {
    const cache = this.#cache;
    if (cache && cache.raw === this.#raw && cache.owner === owner) return cache.items;
    const items = parseStoredList(this.#raw, owner);
    this.#cache = { raw: this.#raw, owner, items: items.length ? items : EMPTY };
    return this.#cache.items;
  }

  update(owner: number, change: (items: readonly NotificationItem[]) => NotificationItem[]): void {
    const raw = serializeList(owner, change(this.read(owner)));
    if (raw === this.#raw) return;
    this.#raw = raw;
    try {
      this.#storage?.setItem(NOTIFICATIONS_KEY, raw);
    } catch {
      // storage full or blocked: the list still works in memory for this visit
    }
    this.#notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Another tab changed the list (the browser's `storage` event). */
  reload(): void {
    const raw = this.#readStorage();
    if (raw === this.#raw) return;
    this.#raw = raw;
    this.#notify();
  }

  #readStorage(): string | null {
    try {
      return this.#storage?.getItem(NOTIFICATIONS_KEY) ?? null;
    } catch {
      return null;
    }
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
