import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** How often buffered read positions are written (issue 17 §5: in batches, not one write per view). */
export const READ_FLUSH_MS = 2_000;
/** Rows per upsert statement: 4 parameters each stays far below either database's limit. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * How far each member has read each thread (issue 17 §5): the highest post id shown to them. A thread
 * page read records its last post here, in memory; every READ_FLUSH_MS the buffer is written with one
 * upsert that keeps the higher position, so N page views cost at most one write per (member, thread)
 * per interval, shared with every other reader's. A small LRU of positions this server knows skips
 * the buffer when the member has read as far already (re-reading a page costs nothing).
 *
 * Several app servers each keep their own buffer; the upsert keeps the maximum, so their writes
 * commute. A read shows on this server's lists at once (they merge `pendingFor`), on another server
 * within one interval. A crash loses at most one interval of positions: a few threads look unread.
 */
export class ReadPositions {
  #pending = new Map<number, Map<number, number>>();
  #known = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<number> = Promise.resolve(0);
  /** Upsert statements run so far (tests check that page views are batched). */
  statements = 0;

  constructor(
    private readonly db: Db,
    private readonly options: { flushMs?: number; maxKnown?: number; log?: (error: unknown) => void } = {},
  ) {}

  /** Starts the periodic flush; stop() ends it and writes what is left. */
  start(): this {
    const every = this.options.flushMs ?? READ_FLUSH_MS;
    if (every > 0 && this.#timer === null) {
      this.#timer = setInterval(() => void this.flush(), every);
      this.#timer.unref();
    }
    return this;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  /** Notes that `userId` was shown `threadId` up to `postId`. No query. */
  record(userId: number, threadId: number, postId: number): void {
    const key = `${userId}:${threadId}`;
    const known = this.#known.get(key);
    if (known !== undefined && known >= postId) return;
    // Re-inserted so the Map's order stays least-recently-moved first.
    this.#known.delete(key);
    if (this.#known.size >= (this.options.maxKnown ?? 50_000)) {
      const oldest = this.#known.keys().next();
      if (!oldest.done) this.#known.delete(oldest.value);
    }
    this.#known.set(key, postId);
    let threads = this.#pending.get(userId);
    if (!threads) {
      threads = new Map();
      this.#pending.set(userId, threads);
    }
    threads.set(threadId, Math.max(threads.get(threadId) ?? 0, postId));
  }

  /** Positions of `userId` recorded here and not yet written, by thread id. */
  pendingFor(userId: number): ReadonlyMap<number, number> | undefined {
    return this.#pending.get(userId);
  }

  /** Writes the buffered positions; answers how many rows were written. */
  flush(): Promise<number> {
    // One flush at a time: a second waits for the first, then writes what came in meanwhile.
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<number> {
    if (this.#pending.size === 0) return 0;
    const batch = this.#pending;
    this.#pending = new Map();
    const updatedAt = new Date().toISOString();
    const rows = [...batch].flatMap(([user_id, threads]) =>
      [...threads].map(([thread_id, last_post_id]) => ({
        user_id,
        thread_id,
        last_post_id,
        updated_at: updatedAt,
      })),
    );
    let written = 0;
    try {
      // A thread deleted since it was read would fail the whole statement on its foreign key.
      const threadIds = [...new Set(rows.map((row) => row.thread_id))];
      const existing = new Set<number>();
      for (let i = 0; i < threadIds.length; i += ROWS_PER_STATEMENT) {
        const found = await this.db
          .selectFrom('threads')
          .select('id')
          .where('id', 'in', threadIds.slice(i, i + ROWS_PER_STATEMENT))
          .execute();
        for (const { id } of found) existing.add(id);
      }
      const kept = rows.filter((row) => existing.has(row.thread_id));
      for (let i = 0; i < kept.length; i += ROWS_PER_STATEMENT) {
        const chunk = kept.slice(i, i + ROWS_PER_STATEMENT);
        this.statements += 1;
        await this.db
          .insertInto('thread_reads')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['user_id', 'thread_id']).doUpdateSet({
              // Keep the higher position: another server (or an older page) may have written since.
              last_post_id: sql<number>`CASE WHEN excluded.last_post_id > thread_reads.last_post_id THEN excluded.last_post_id ELSE thread_reads.last_post_id END`,
              updated_at: sql<string>`excluded.updated_at`,
            }),
          )
          .execute();
        written += chunk.length;
      }
    } catch (error) {
      // Positions are a convenience: a failed batch leaves some threads looking unread, nothing worse.
      this.options.log?.(error);
      for (const row of rows) this.#known.delete(`${row.user_id}:${row.thread_id}`);
    }
    return written;
  }
}
