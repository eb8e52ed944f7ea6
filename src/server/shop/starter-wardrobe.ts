import { sql } from 'kysely';
import type { Db, Dialect } from '../db/index.ts';
import { generateDemoArt, STARTER_DESIGNS } from '../demo/art/index.ts';
import { createDesign } from './designs.ts';

/**
 * Issue 18 §2, nobody starts bald: every site, demo or not, has the starter wardrobe (skin tones,
 * starter hair styles in several colours, a tee, shorts and sneakers), drawn by the procedural art.
 * Run at start-up after the migrations; a design already there (by its name, in its category) is
 * left alone, so running it again adds nothing. The starters are owned by everyone and never on
 * sale (createDesign keeps is_starter variants off sale; inventory.ts counts them as owned).
 * On PostgreSQL, app servers starting together take turns (an advisory lock on one connection), so
 * none adds a design another has just added.
 */
export async function ensureStarterWardrobe(db: Db, dialect: Dialect = 'sqlite'): Promise<number> {
  // SQLite serves one process: its calls queue here instead
  if (dialect === 'sqlite') {
    const turn = sqliteQueue.then(() => addMissingStarters(db));
    sqliteQueue = turn.catch(() => undefined);
    return turn;
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTER_LOCK})`.execute(connection);
    try {
      return await addMissingStarters(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTER_LOCK})`.execute(connection);
    }
  });
}

/** Any number, the same on every server: the advisory lock's key. */
const STARTER_LOCK = 18_002;
let sqliteQueue: Promise<unknown> = Promise.resolve();

async function addMissingStarters(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('designs')
    .select(['name', 'category'])
    .where(
      'name',
      'in',
      STARTER_DESIGNS.map((art) => art.name),
    )
    .execute();
  const have = new Set(existing.map((row) => `${row.category}:${row.name}`));
  const missing = STARTER_DESIGNS.filter((art) => !have.has(`${art.category}:${art.name}`));
  for (const design of await generateDemoArt(missing)) {
    await createDesign(db, {
      name: design.name,
      category: design.category,
      sheet: design.sheet,
      creatorId: null,
      status: 'approved',
      onSale: false,
      variants: design.variants.map((variant) => ({
        variant_name: variant.variant_name,
        hex_color: variant.hex_color,
        price_coins: 0,
        price_gems: 0,
        is_starter: true,
      })),
    });
  }
  return missing.length;
}
