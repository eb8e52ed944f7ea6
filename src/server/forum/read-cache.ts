/**
 * A short-lived cache of serialized answers for visitors (no session), who all see the same pages.
 * Entries live `ttlMs` (default 2 s): a visitor may see a new reply up to that much later, which live
 * events make up for; signed-in members always read the database. Nothing here is shared between
 * servers or needs to survive a restart (ARCHITECTURE.md 'Scaling out': caches that may be lost).
 */
export class VisitorCache {
  #entries = new Map<string, { body: Buffer; tag: number; expires: number }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The cached body and its tag (a number kept beside it, e.g. the thread's category), if fresh. */
  get(key: string, now = Date.now()): { body: Buffer; tag: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps the answer as bytes, so a hit costs no encoding. */
  set(key: string, body: Buffer, tag = 0, now = Date.now()): void {
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { body, tag, expires: now + this.ttlMs });
  }

  /** Forgets every answer kept with `tag` (e.g. one category's pages, after an event in it). */
  dropTag(tag: number): void {
    for (const [key, entry] of this.#entries) if (entry.tag === tag) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
