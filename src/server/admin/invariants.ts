import { sql } from 'kysely';
import { STARTING_COINS, STARTING_GEMS } from '../../common/limits.ts';
import type { Db } from '../db/index.ts';

// What must hold whatever happened before (a crash, a burst of concurrent writes): the checks behind
// `npm run admin -- check`, the crash-safety test and the load benchmark.

/** One broken rule, with the row it was found on and what was expected. */
export interface Violation {
  rule: string;
  detail: string;
}

/** A violation as one line, the way the command line and the admin panel list them. */
export const describeViolation = (violation: Violation): string => `${violation.rule}: ${violation.detail}`;

type Row = Record<string, unknown>;

const num = (value: unknown) => Number(value ?? 0);

async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Every user's coins and gems equal the starting balance plus their ledger. */
async function balancesMatchLedger(db: Db): Promise<Violation[]> {
  const found = await rows<{
    id: number;
    coins: number;
    gems: number;
    ledger_coins: number;
    ledger_gems: number;
  }>(
    db,
    sql`SELECT u.id, u.coins, u.gems,
          COALESCE(SUM(t.coins), 0) AS ledger_coins, COALESCE(SUM(t.gems), 0) AS ledger_gems
        FROM users u LEFT JOIN transactions t ON t.user_id = u.id
        GROUP BY u.id, u.coins, u.gems`,
  );
  return found
    .filter(
      (u) =>
        num(u.coins) !== STARTING_COINS + num(u.ledger_coins) ||
        num(u.gems) !== STARTING_GEMS + num(u.ledger_gems),
    )
    .map((u) => ({
      rule: 'balance equals ledger',
      detail: `user ${u.id}: ${u.coins} coins / ${u.gems} gems, ledger says ${STARTING_COINS + num(u.ledger_coins)} / ${STARTING_GEMS + num(u.ledger_gems)}`,
    }));
}

/** Categories count their threads, posts and views (summed over their counter rows); threads count their replies. */
async function countersMatchRows(db: Db): Promise<Violation[]> {
  const categories = await rows<{
    id: number;
    no_threads: number;
    no_posts: number;
    total_views: number;
    threads: number;
    posts: number;
    views: number;
  }>(
    db,
    sql`SELECT c.id,
          (SELECT COALESCE(SUM(k.threads), 0) FROM category_counters k WHERE k.category_id = c.id) AS no_threads,
          (SELECT COALESCE(SUM(k.posts), 0) FROM category_counters k WHERE k.category_id = c.id) AS no_posts,
          (SELECT COALESCE(SUM(k.views), 0) FROM category_counters k WHERE k.category_id = c.id) AS total_views,
          (SELECT COUNT(*) FROM threads t WHERE t.category_id = c.id) AS threads,
          (SELECT COUNT(*) FROM posts p JOIN threads t ON t.id = p.thread_id WHERE t.category_id = c.id) AS posts,
          (SELECT COALESCE(SUM(t.view_count), 0) FROM threads t WHERE t.category_id = c.id) AS views
        FROM categories c`,
  );
  const threads = await rows<{ id: number; replies: number; posts: number }>(
    db,
    sql`SELECT t.id, t.replies, (SELECT COUNT(*) FROM posts p WHERE p.thread_id = t.id) AS posts
        FROM threads t`,
  );
  const authors = await rows<{ id: number; post_count: number; posts: number }>(
    db,
    sql`SELECT u.id, u.post_count, (SELECT COUNT(*) FROM posts p WHERE p.author_id = u.id) AS posts
        FROM users u`,
  );
  return [
    ...categories
      .filter(
        (c) =>
          num(c.no_threads) !== num(c.threads) ||
          num(c.no_posts) !== num(c.posts) ||
          num(c.total_views) !== num(c.views),
      )
      .map((c) => ({
        rule: 'category counters equal real counts',
        detail: `category ${c.id}: ${c.no_threads} threads / ${c.no_posts} posts / ${c.total_views} views recorded, ${c.threads} / ${c.posts} / ${c.views} real`,
      })),
    ...threads
      .filter((t) => num(t.replies) !== num(t.posts) - 1)
      .map((t) => ({
        rule: 'thread replies equal its posts less the opening one',
        detail: `thread ${t.id}: ${t.replies} replies recorded, ${t.posts} posts`,
      })),
    ...authors
      .filter((u) => num(u.post_count) !== num(u.posts))
      .map((u) => ({
        rule: "a member's post count equals their posts",
        detail: `user ${u.id}: ${u.post_count} posts recorded, ${u.posts} real`,
      })),
  ];
}

/** A game session's coins are the sum of its ledger rows, so no session is paid twice. */
async function gamesPaidOnce(db: Db): Promise<Violation[]> {
  const found = await rows<{ id: number; coins_earned: number; paid: number }>(
    db,
    sql`SELECT g.id, g.coins_earned,
          (SELECT COALESCE(SUM(t.coins), 0) FROM transactions t
            WHERE t.ref_type = 'game_session' AND t.ref_id = g.id) AS paid
        FROM game_sessions g`,
  );
  return found
    .filter((g) => num(g.coins_earned) !== num(g.paid))
    .map((g) => ({
      rule: 'game sessions paid exactly what they earned',
      detail: `game session ${g.id}: earned ${g.coins_earned}, ledger paid ${g.paid}`,
    }));
}

/**
 * Every copy of an item was paid for once (bought, or bought as a gift), wherever it went since
 * (given, traded, held in an open offer: issue 18 §3); nobody owns more than max_owned; stock never
 * went below zero.
 */
async function inventoryMatchesPurchases(db: Db): Promise<Violation[]> {
  const copies = await rows<{ variant_id: number; copies: number; bought: number }>(
    db,
    sql`SELECT v.id AS variant_id,
          COALESCE((SELECT SUM(i.quantity) FROM inventory i WHERE i.variant_id = v.id), 0)
            + COALESCE((SELECT SUM(ti.quantity) FROM trade_items ti JOIN trades tr ON tr.id = ti.trade_id
                WHERE ti.variant_id = v.id AND ti.side = 'give' AND tr.status = 'open'), 0) AS copies,
          (SELECT COUNT(*) FROM transactions t WHERE t.kind IN ('purchase', 'gift')
            AND t.ref_type = 'item_variant' AND t.ref_id = v.id) AS bought
        FROM item_variants v WHERE v.is_starter = 0`,
  );
  const overOwned = await rows<{ user_id: number; variant_id: number; quantity: number; max_owned: number }>(
    db,
    sql`SELECT i.user_id, i.variant_id, i.quantity, v.max_owned
        FROM inventory i JOIN item_variants v ON v.id = i.variant_id WHERE i.quantity > v.max_owned`,
  );
  const oversold = await rows<{ id: number; remaining_stock: number }>(
    db,
    sql`SELECT id, remaining_stock FROM item_variants WHERE remaining_stock < 0`,
  );
  return [
    ...copies
      .filter((c) => num(c.copies) !== num(c.bought))
      .map((c) => ({
        rule: 'every copy of an item was bought once',
        detail: `variant ${c.variant_id}: ${c.copies} copies owned or held, ${c.bought} bought`,
      })),
    ...overOwned.map((i) => ({
      rule: 'nobody owns more than max_owned',
      detail: `user ${i.user_id} variant ${i.variant_id}: owns ${i.quantity} (max ${i.max_owned})`,
    })),
    ...oversold.map((v) => ({
      rule: 'stock never below zero',
      detail: `variant ${v.id}: remaining_stock ${v.remaining_stock}`,
    })),
  ];
}

/** A design is approved exactly when its workflow is; approvals never exceed one per reviewer. */
async function workflowsConsistent(db: Db): Promise<Violation[]> {
  const mismatched = await rows<{ id: number; status: string; workflow_status: string }>(
    db,
    sql`SELECT d.id, d.status, w.status AS workflow_status
        FROM designs d JOIN design_workflows w ON w.design_id = d.id
        WHERE w.id = (SELECT MAX(w2.id) FROM design_workflows w2 WHERE w2.design_id = d.id)
          AND ((w.status = 'approved') <> (d.status = 'approved'))`,
  );
  const unsold = await rows<{ id: number }>(
    db,
    sql`SELECT d.id FROM designs d
        WHERE d.status = 'approved' AND d.creator_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM item_variants v WHERE v.design_id = d.id AND v.on_sale = 0 AND v.is_starter = 0)`,
  );
  return [
    ...mismatched.map((d) => ({
      rule: 'design status follows its workflow',
      detail: `design ${d.id} is ${d.status}, its workflow ${d.workflow_status}`,
    })),
    ...unsold.map((d) => ({
      rule: 'approved designs are on sale',
      detail: `design ${d.id} is approved with variants off sale`,
    })),
  ];
}

/** Runs every check; an empty list means the data is whole. */
export async function checkInvariants(db: Db): Promise<Violation[]> {
  const results = await Promise.all([
    balancesMatchLedger(db),
    countersMatchRows(db),
    gamesPaidOnce(db),
    inventoryMatchesPurchases(db),
    workflowsConsistent(db),
  ]);
  return results.flat();
}
