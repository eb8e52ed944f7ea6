import type { GroupInfo } from '../../common/api-types.ts';
import type { Db } from '../db/index.ts';
import { type Access, loadAccess } from './permissions.ts';
import { type ActiveSession, findSessionByHash, hashToken } from './sessions.ts';
import { loadGroups } from './whoami.ts';

/** How long a server trusts a session or an access profile it has read (issue 15 §4: within a second). */
export const AUTH_CACHE_MS = 1_000;

/** How often, at most, a server writes down that a member was seen (issue 16 §3: 'last seen'). */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** The caches reading each database, so a change made in this process reaches them all at once. */
const cachesOf = new WeakMap<Db, Set<AuthCache>>();

/**
 * Says that groups, memberships, categories or their grants changed in `db`: every cache of this
 * process forgets what it read (other processes within their AUTH_CACHE_MS).
 */
export function accessChanged(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.clear();
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** Whose session the read found, once it has; undefined while it is under way. */
  userId?: number | null;
}

/**
 * Sessions and access profiles (groups and category grants) read at most once a second per server.
 * Every signed-in request needs both, and re-reading them cost three queries a request (issue 15
 * §4). A change made elsewhere (another app server, the admin command line, a direct database edit)
 * takes effect everywhere within `ttlMs`; one made on this server also drops the entries at once
 * (logout, password change, sign-in). Concurrent misses share one read.
 */
export class AuthCache {
  readonly #sessions = new Map<string, Entry<ActiveSession | null>>();
  readonly #access = new Map<number, Entry<Access>>();
  readonly #groups = new Map<number, Entry<GroupInfo[]>>();
  /** When this server last wrote each member's last_seen_at. */
  readonly #seen = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = AUTH_CACHE_MS,
    private readonly maxEntries = 20_000,
  ) {
    const caches = cachesOf.get(db) ?? new Set();
    caches.add(this);
    cachesOf.set(db, caches);
  }

  /** Stops hearing accessChanged (the app closed). */
  detach(): void {
    cachesOf.get(this.db)?.delete(this);
  }

  /** The live session for a cookie token, or null when it is unknown, expired or revoked. */
  async session(token: string, now = Date.now()): Promise<ActiveSession | null> {
    // Kept by the token itself (only in this process's memory): a hit costs no hashing.
    const session = await this.#read(this.#sessions, token, now, () =>
      findSessionByHash(this.db, hashToken(token)),
    );
    const entry = this.#sessions.get(token);
    if (entry) entry.userId = session?.user.id ?? null;
    // A cached session still ends at its own expiry, to the millisecond.
    if (session && Date.parse(session.expiresAt) <= now) {
      this.#sessions.delete(token);
      return null;
    }
    return session;
  }

  /** What a user (or a visitor, null) may do. */
  access(userId: number | null, now = Date.now()): Promise<Access> {
    return this.#read(this.#access, userId ?? 0, now, () => loadAccess(this.db, userId));
  }

  /** A user's groups with their grants, as whoami shows them. */
  groups(userId: number, now = Date.now()): Promise<GroupInfo[]> {
    return this.#read(this.#groups, userId, now, () => loadGroups(this.db, userId));
  }

  /**
   * Notes that a member made a request. users.last_seen_at is written at most once per
   * LAST_SEEN_EVERY_MS per member on this server, and never waited for: the request that triggers
   * it answers as fast as any other, and a failed write (the database busy) is simply tried later.
   */
  seen(userId: number, now = Date.now()): void {
    const last = this.#seen.get(userId);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    if (this.#seen.size >= this.maxEntries)
      for (const [id, at] of this.#seen) if (now - at >= LAST_SEEN_EVERY_MS) this.#seen.delete(id);
    if (this.#seen.size >= this.maxEntries) this.#seen.clear();
    this.#seen.set(userId, now);
    this.db
      .updateTable('users')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', userId)
      .execute()
      .catch(() => this.#seen.delete(userId));
  }

  /** Forgets everything known of a user: their sessions and their access (this server only). */
  forgetUser(userId: number): void {
    this.#access.delete(userId);
    this.#groups.delete(userId);
    // Reads still under way are dropped too: one begun before the change may find what it undid.
    for (const [token, entry] of this.#sessions)
      if (entry.userId === undefined || entry.userId === userId) this.#sessions.delete(token);
  }

  /** Forgets every session and access profile, e.g. after a change to groups or categories. */
  clear(): void {
    this.#sessions.clear();
    this.#access.clear();
    this.#groups.clear();
  }

  #read<K, T>(map: Map<K, Entry<T>>, key: K, now: number, load: () => Promise<T>): Promise<T> {
    const entry = map.get(key);
    if (entry && entry.expires > now) return entry.value;
    if (this.ttlMs <= 0) return load();
    if (map.size >= this.maxEntries) {
      // Oldest first: a Map keeps insertion order, and a refreshed entry is inserted anew.
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.delete(key);
    const value = load();
    const fresh = { value, expires: now + this.ttlMs };
    map.set(key, fresh);
    // A failed read (the database away) is not remembered.
    value.catch(() => {
      if (map.get(key) === fresh) map.delete(key);
    });
    return value;
  }
}
