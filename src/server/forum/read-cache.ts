/**
 * Short-lived in-process caches of forum answers: visitors' and members' pages (bytes, 2 s) and
 * thread pages' posts (kept under the thread's posts_version, thread-page-cache.ts). Each entry may
 * carry a tag (a number kept beside it, e.g. the page's category) by which entries are dropped
 * together. Nothing here is shared between servers or needs to survive a restart (ARCHITECTURE.md
 * 'Scaling out': caches that may be lost). A lifetime of 0 keeps nothing.
 */
export class PageCache<V = Buffer> {
  #entries = new Map<string, { value: V; tag: number; expires: number }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The kept value and its tag, if fresh. */
  get(key: string, now = Date.now()): { value: V; tag: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: V, tag = 0, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, tag, expires: now + this.ttlMs });
  }

  /** Forgets every value kept with `tag` (e.g. one category's pages, after an event in it). */
  dropTag(tag: number): void {
    for (const [key, entry] of this.#entries) if (entry.tag === tag) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
