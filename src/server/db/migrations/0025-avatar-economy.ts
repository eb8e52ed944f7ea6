import { type AnyDb, withId } from './helpers.ts';

/**
 * The avatar economy (issue 18): daily rewards, achievements, saved outfits, wishlists, gifts and
 * trades. Creator earnings are ledger rows (kind `creator_share`) and need no table of their own.
 */
export async function up(db: AnyDb): Promise<void> {
  // §1 Daily reward: one row per member and UTC day; the primary key makes a second claim impossible.
  await db.schema
    .createTable('daily_rewards')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_rewards_pk', ['user_id', 'day'])
    .execute();

  // §1 Achievements: earned once (the primary key), whatever races to grant it.
  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement', 'varchar(32)', (c) => c.notNull())
    .addColumn('earned_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement'])
    .execute();

  // §2 Saved outfits: a name and an avatar config (JSON AvatarEntry[]), up to 20 per member.
  await withId(db, db.schema.createTable('outfits'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outfits_user').on('outfits').columns(['user_id', 'id']).execute();

  // §2 Wishlist.
  await db.schema
    .createTable('wishlist')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_pk', ['user_id', 'variant_id'])
    .execute();

  // §3 Gifts: bought from the shop for someone (`bought`) or given from the giver's own items (`given`).
  await withId(db, db.schema.createTable('gifts'))
    .addColumn('from_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gifts_to').on('gifts').columns(['to_user_id', 'id']).execute();
  await db.schema.createIndex('gifts_from').on('gifts').columns(['from_user_id', 'id']).execute();

  // §3 Trades: what each side gives; while `open`, the offerer's items and currency are held here.
  await withId(db, db.schema.createTable('trades'))
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // open, accepted, declined, cancelled, expired
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('give_coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('give_gems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('get_coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('get_gems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('trades_from').on('trades').columns(['from_user_id', 'status']).execute();
  await db.schema.createIndex('trades_to').on('trades').columns(['to_user_id', 'status']).execute();
  await db.schema
    .createTable('trade_items')
    .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
    // give: from the offerer to the recipient; get: from the recipient to the offerer.
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('trade_items_pk', ['trade_id', 'side', 'variant_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'trade_items',
    'trades',
    'gifts',
    'wishlist',
    'outfits',
    'user_achievements',
    'daily_rewards',
  ])
    await db.schema.dropTable(table).execute();
}
