import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index.ts';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-forum.ts';
import * as m0003 from './migrations/0003-search.ts';
import * as m0004 from './migrations/0004-shop.ts';
import * as m0005 from './migrations/0005-studio.ts';
import * as m0006 from './migrations/0006-games.ts';
import * as m0007 from './migrations/0007-hardening.ts';
import * as m0010 from './migrations/0010-notifications-settings.ts';
import * as m0011 from './migrations/0011-member-standing.ts';
import * as m0012 from './migrations/0012-ignores.ts';
import * as m0013 from './migrations/0013-member-reads.ts';
import * as m0015 from './migrations/0015-search-index-size.ts';
import * as m0016 from './migrations/0016-search-phrase-pairs.ts';
import * as m0017 from './migrations/0017-search-tags.ts';
import * as m0018 from './migrations/0018-hot-counters.ts';
import * as m0019 from './migrations/0019-running-a-community.ts';
import * as m0020 from './migrations/0020-notification-mail.ts';
import * as m0022 from './migrations/0022-flood-control.ts';
import * as m0023 from './migrations/0023-admin-panel.ts';
import * as m0024 from './migrations/0024-forum-social.ts';
import * as m0025 from './migrations/0025-avatar-economy.ts';
import * as m0026 from './migrations/0026-home-social.ts';
import * as m0027 from './migrations/0027-reaction-versions.ts';
import * as m0028 from './migrations/0028-search-pairs-plpgsql.ts';

// Listed by hand rather than read from disk, so the same list runs under tsx, in tests and in bundles.
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-forum': m0002,
  '0003-search': m0003,
  '0004-shop': m0004,
  '0005-studio': m0005,
  '0006-games': m0006,
  '0007-hardening': m0007,
  '0010-notifications-settings': m0010,
  '0011-member-standing': m0011,
  '0012-ignores': m0012,
  '0013-member-reads': m0013,
  '0015-search-index-size': m0015,
  '0016-search-phrase-pairs': m0016,
  '0017-search-tags': m0017,
  '0018-hot-counters': m0018,
  '0019-running-a-community': m0019,
  '0020-notification-mail': m0020,
  '0022-flood-control': m0022,
  '0023-admin-panel': m0023,
  '0024-forum-social': m0024,
  '0025-avatar-economy': m0025,
  '0026-home-social': m0026,
  '0027-reaction-versions': m0027,
  '0028-search-pairs-plpgsql': m0028,
};

/** The migrations' names, oldest first. */
export const migrationNames = (): string[] => Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

/** Brings the database up to (and including) the migration `name`: for tests of a migration's backfill. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}
