import { sql } from 'kysely';
import { type AnyDb, isPostgres, withId } from './helpers.ts';

/**
 * Designs and their variants (the shop's items; the design studio adds to them), what members own,
 * and saved avatars (spec 2 §3, DECISIONS.md 'Shop, wardrobe, avatar'). Balances stay on users
 * (never below zero) and every change of them is a row of the existing transactions ledger.
 */
export async function up(db: AnyDb): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('designs'))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('is_body_mod', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body_mod_tags', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sprite_width', 'integer', (c) => c.notNull().defaultTo(210))
    .addColumn('sprite_height', 'integer', (c) => c.notNull().defaultTo(340))
    .addColumn('default_layer', 'integer', (c) => c.notNull())
    .addColumn('layout_direction', 'varchar(16)', (c) => c.notNull().defaultTo('vertical'))
    .addColumn('sheet', sql.raw(blob))
    .addColumn('sheet_sha256', 'varchar(64)')
    .addColumn('rejection_reason', 'varchar(2000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('designs_status').on('designs').columns(['status', 'category']).execute();
  await db.schema.createIndex('designs_creator').on('designs').columns(['creator_id', 'id']).execute();

  await withId(db, db.schema.createTable('item_variants'))
    .addColumn('design_id', 'integer', (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('variant_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('hex_color', 'varchar(7)', (c) => c.notNull().defaultTo('#888888'))
    .addColumn('price_coins', 'integer', (c) => c.notNull().defaultTo(100).check(sql`price_coins >= 0`))
    .addColumn('price_gems', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price_gems >= 0`))
    .addColumn('max_owned', 'integer', (c) => c.notNull().defaultTo(1).check(sql`max_owned >= 1`))
    .addColumn('remaining_stock', 'integer', (c) => c.check(sql`remaining_stock >= 0`))
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('sprite_x', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sprite_y', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sprite_width', 'integer', (c) => c.notNull().defaultTo(210))
    .addColumn('sprite_height', 'integer', (c) => c.notNull().defaultTo(340))
    .addColumn('offset_x', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('offset_y', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_layer', 'integer', (c) => c.notNull())
    .addColumn('is_starter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('item_variants_design')
    .on('item_variants')
    .columns(['design_id', 'id'])
    .execute();
  await db.schema
    .createIndex('item_variants_sale')
    .on('item_variants')
    .columns(['on_sale', 'created_at'])
    .execute();

  // Starter items are owned by everyone without a row here (DECISIONS.md).
  await db.schema
    .createTable('inventory')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`))
    .addColumn('acquired_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_pk', ['user_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['avatars', 'inventory', 'item_variants', 'designs']) {
    await db.schema.dropTable(table).execute();
  }
}
