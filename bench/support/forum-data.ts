import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { DEFAULT_HASH_COST, hashPassword } from '../../src/server/accounts/passwords.ts';
import { createCategory, ensureBuiltInGroups } from '../../src/server/admin/commands.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest, migrationNames } from '../../src/server/db/migrate.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';
import { RARE_WORDS, seededRandom, sentence } from './words.ts';

export interface ForumScale {
  users: number;
  threads: number;
  posts: number;
}

/** The generated forum's file; the version changes whenever the generated content does. */
export const FORUM_FILE = join(import.meta.dirname, '..', 'data', 'forum-2m-v3.db');

const MIGRATED_DIR = join(import.meta.dirname, '..', 'migrated-data');

export const FULL_SCALE: ForumScale = { users: 2_000, threads: 100_000, posts: 2_000_000 };

/**
 * The generated forum brought to the newest migration: `file` itself when nothing is pending, else a
 * copy in `bench/migrated-data/` named after the newest migration (made once; a migration may
 * rebuild an index over 2,000,000 posts). The generated file may be shared by checkouts on other
 * migrations, so it is never migrated in place.
 */
export async function migratedCopy(file: string): Promise<string> {
  const source = new SQLite(file, { readonly: true });
  const applied = new Set(source.prepare('SELECT name FROM kysely_migration').pluck().all() as string[]);
  const names = migrationNames();
  if (names.every((name) => applied.has(name))) {
    source.close();
    return file;
  }
  const copy = join(MIGRATED_DIR, basename(file).replace(/\.db$/, `.${names.at(-1)}.db`));
  if (!existsSync(copy)) {
    mkdirSync(MIGRATED_DIR, { recursive: true });
    const partial = `${copy}.partial`;
    rmSync(partial, { force: true });
    await source.backup(partial);
    const handle = openDatabase({ dialect: 'sqlite', file: partial });
    await migrateToLatest(handle.db);
    await handle.close();
    renameSync(partial, copy);
  }
  source.close();
  return copy;
}

/**
 * Builds (once) an SQLite forum of the given scale at `file`: real migrations, then bulk inserts
 * through one prepared statement per table (the search triggers index every row as it goes in).
 * Thread 1 has 250 posts so a full 100-post page exists.
 */
export async function generateForum(file: string, scale: ForumScale = FULL_SCALE): Promise<void> {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const handle = openDatabase({ dialect: 'sqlite', file: partial });
  await migrateToLatest(handle.db);
  await ensureBuiltInGroups(handle.db);
  for (const category of DEMO_CATEGORIES) await createCategory(handle.db, category);
  const passwordHash = await hashPassword('benchpass', DEFAULT_HASH_COST);
  await handle.close();

  const sqlite = new SQLite(partial);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  const random = seededRandom(42);
  const categories = (
    sqlite.prepare('SELECT id FROM categories ORDER BY id').all() as Array<{ id: number }>
  ).map((c) => c.id);
  const base = Date.parse('2025-01-01T00:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();

  const insertUser = sqlite.prepare(
    'INSERT INTO users (username, email, password_hash, coins, gems, created_at) VALUES (?, ?, ?, 500, 10, ?)',
  );
  const insertThread =
    sqlite.prepare(`INSERT INTO threads (id, category_id, title, slug, author_id, created_at,
    lastactive_at, lastactive_user_id, view_count, replies, pinned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertPost = sqlite.prepare(
    'INSERT INTO posts (thread_id, author_id, content, created_at) VALUES (?, ?, ?, ?)',
  );

  // Generated members are Members, like every account that signs up, so they see what members see.
  const membersGroup = (
    sqlite.prepare('SELECT id FROM groups WHERE name = ?').get(GROUP.members) as { id: number }
  ).id;
  const insertMembership = sqlite.prepare(
    'INSERT INTO memberships (user_id, group_id, created_at) VALUES (?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (let u = 1; u <= scale.users; u++) {
      const { lastInsertRowid } = insertUser.run(
        `member${u}`,
        `member${u}@bench.test`,
        passwordHash,
        iso(base),
      );
      insertMembership.run(lastInsertRowid, membersGroup, iso(base));
    }
  })();

  // Posts per thread: thread 1 gets 250; the rest share what is left, 1 to ~40 each.
  const counts = new Array<number>(scale.threads).fill(1);
  counts[0] = 250;
  let remaining = scale.posts - counts.reduce((a, b) => a + b, 0);
  while (remaining > 0) {
    const t = 1 + Math.floor(random() * (scale.threads - 1));
    const add = Math.min(remaining, 1 + Math.floor(random() * 8));
    counts[t]! += add;
    remaining -= add;
  }

  const perCategory = new Map<number, { threads: number; posts: number; views: number }>();
  const batch = 2_000;
  for (let start = 0; start < scale.threads; start += batch) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(start + batch, scale.threads); i++) {
        const id = i + 1;
        const category = categories[i % categories.length]!;
        const author = 1 + Math.floor(random() * scale.users);
        const created = base + i * 300_000;
        const n = counts[i]!;
        const views = Math.floor(random() * 5_000);
        const title = sentence(random, 3 + Math.floor(random() * 6)).slice(0, 150);
        let last = created;
        let lastAuthor = author;
        for (let p = 0; p < n; p++) {
          const postAuthor = p === 0 ? author : 1 + Math.floor(random() * scale.users);
          last = created + p * 60_000;
          lastAuthor = postAuthor;
          const body = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
            sentence(random, 6 + Math.floor(random() * 14)),
          );
          if (random() < 0.1) body.push(`${RARE_WORDS[Math.floor(random() * RARE_WORDS.length)]}.`);
          insertPost.run(id, postAuthor, body.join(' '), iso(last));
        }
        insertThread.run(
          id,
          category,
          title,
          `t-${id}`,
          author,
          iso(created),
          iso(last),
          lastAuthor,
          views,
          n - 1,
          i < 3 ? 1 : 0,
        );
        const c = perCategory.get(category) ?? { threads: 0, posts: 0, views: 0 };
        c.threads += 1;
        c.posts += n;
        c.views += views;
        perCategory.set(category, c);
      }
    })();
  }
  // Counters as the app keeps them (migration 0018-hot-counters): one counter row per category, and each
  // member's post count.
  const insertCounters = sqlite.prepare(
    'INSERT INTO category_counters (category_id, shard, threads, posts, views) VALUES (?, 0, ?, ?, ?)',
  );
  for (const [id, c] of perCategory) insertCounters.run(id, c.threads, c.posts, c.views);
  sqlite.exec('UPDATE users SET post_count = (SELECT COUNT(*) FROM posts WHERE posts.author_id = users.id)');
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('ANALYZE');
  sqlite.close();
  renameSync(partial, file);
}
