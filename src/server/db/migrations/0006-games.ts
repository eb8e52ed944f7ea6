import { sql } from 'kysely';
import { type AnyDb, withId } from './helpers.ts';

/**
 * Tile Tumble sessions (DECISIONS.md 'Tile Tumble'): the seed and the log of moves, so any session
 * can be replayed to audit its score, and the current state, so a move needs no replay. At most one
 * active session per user, enforced by a partial unique index.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('game_sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'varchar(32)', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('move_log', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coins_earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('game_sessions_one_active')
    .on('game_sessions')
    .columns(['user_id', 'game'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('game_sessions_scores')
    .on('game_sessions')
    .columns(['game', 'status', 'score'])
    .execute();
  await db.schema
    .createIndex('transactions_kind_day')
    .on('transactions')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('transactions_kind_day').execute();
  await db.schema.dropTable('game_sessions').execute();
}
