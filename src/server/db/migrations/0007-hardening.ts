import { type AnyDb, withId } from './helpers.ts';

/**
 * issue 15 §2. Failed sign-ins per account, counted in the database so the limit holds across
 * several app servers (accounts/login-throttle.ts). Tile Tumble seeds of 256 bits, as 64 hex digits
 * beside the old 32-bit integer column, which sessions stored before keep replaying from.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_sessions').addColumn('seed_hex', 'varchar(64)').execute();
  await withId(db, db.schema.createTable('login_failures'))
    // The e-mail as typed, trimmed and lower-cased: unknown addresses are counted like known ones.
    .addColumn('account', 'varchar(320)', (c) => c.notNull())
    .addColumn('failed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account', 'failed_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_sessions').dropColumn('seed_hex').execute();
  await db.schema.dropTable('login_failures').execute();
}
