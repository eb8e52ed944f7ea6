import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_HASH_COST } from '../accounts/passwords.ts';
import { type DatabaseConfig, loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { HttpError } from '../http/errors.ts';
import { backUpSqlite } from './backup.ts';
import {
  addToGroup,
  type CategoryAccess,
  createCategory,
  createGroup,
  createUser,
  editCategory,
  ensureBuiltInGroups,
  grantCurrency,
  type PermissionFlag,
  removeFromGroup,
  setCategoryPermissions,
} from './commands.ts';
import { checkInvariants, describeViolation } from './invariants.ts';

const USAGE = `Cito admin command line (uses DATABASE_URL, default sqlite:data/cito.db)

Usage: npm run admin -- <command> [options]

  create-user     --username NAME --email EMAIL --password PASSWORD [--group GROUP ...]
  add-to-group    --username NAME --group GROUP
  remove-from-group --username NAME --group GROUP
  grant           --username NAME [--coins N] [--gems N] [--reason TEXT]   (--coins=-N takes)
  create-group    --name NAME [--description TEXT]
  create-category --title TITLE [--slug SLUG] [--description TEXT] [--order N]
                  [--access open|announcements|hidden]
  edit-category   --slug SLUG [--title TITLE] [--new-slug SLUG] [--description TEXT] [--order N]
  set-permissions --group GROUP --category SLUG --allow view,post,reply,moderate   (empty clears)
  backup FILE     a consistent copy of the SQLite database, safe while the site runs
  check           checks the data's invariants (balances = ledger, counters = real counts, ...)

Groups: Members, Moderators, Design Team, Administrators (and any you create).
Example: npm run admin -- create-user --username ada --email ada@example.org --password s3cret! --group Administrators`;

export class UsageError extends Error {}

/** `backup FILE`: a consistent copy of the SQLite database, safe while the site runs (backup.ts). */
async function backup(database: DatabaseConfig, args: string[]): Promise<string> {
  const [file, ...extra] = args;
  if (!file || extra.length) throw new UsageError('Usage: npm run admin -- backup FILE');
  if (database.dialect !== 'sqlite')
    throw new UsageError('backup copies an SQLite database; for PostgreSQL use pg_dump (see the README)');
  if (existsSync(file)) throw new UsageError(`${file} already exists; choose a new file`);
  const pages = await backUpSqlite(database.file, file);
  return `Backed up ${database.file} to ${file} (${pages} pages)`;
}

/** `check`: every invariant of src/server/admin/invariants.ts; fails listing what is broken. */
async function check(database: DatabaseConfig, args: string[]): Promise<string> {
  if (args.length) throw new UsageError('Usage: npm run admin -- check');
  const handle = openDatabase(database);
  try {
    const violations = await checkInvariants(handle.db);
    if (violations.length === 0) return 'All invariants hold';
    throw new InvariantError(
      `${violations.length} invariant violation(s):\n${violations.map((v) => `  ${describeViolation(v)}`).join('\n')}`,
    );
  } finally {
    await handle.close();
  }
}

export class InvariantError extends Error {}

function need(values: Record<string, unknown>, ...names: string[]): void {
  const missing = names.filter((n) => values[n] === undefined || values[n] === '');
  if (missing.length) throw new UsageError(`Missing ${missing.map((m) => `--${m}`).join(', ')}`);
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number (got "${value}")`);
  return Number(value);
}

const ACCESS: CategoryAccess[] = ['open', 'announcements', 'hidden'];
const FLAGS: PermissionFlag[] = ['view', 'post', 'reply', 'moderate'];

/** Runs one admin command against `database` and answers what to print; throws on bad input. */
export async function runAdminCommand(
  argv: string[],
  database: DatabaseConfig = loadConfig().database,
): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  if (command === 'backup') return backup(database, rest);
  if (command === 'check') return check(database, rest);
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string', multiple: true },
      coins: { type: 'string' },
      gems: { type: 'string' },
      reason: { type: 'string' },
      name: { type: 'string' },
      title: { type: 'string' },
      slug: { type: 'string' },
      'new-slug': { type: 'string' },
      description: { type: 'string' },
      order: { type: 'string' },
      access: { type: 'string' },
      category: { type: 'string' },
      allow: { type: 'string' },
    },
  });
  const group = values.group?.[0];
  const handle = openDatabase(database);
  try {
    const { db } = handle;
    await migrateToLatest(db);
    await ensureBuiltInGroups(db);
    switch (command) {
      case 'create-user': {
        need(values, 'username', 'email', 'password');
        const id = await createUser(
          db,
          {
            username: values.username!,
            email: values.email!,
            password: values.password!,
            groups: values.group ?? [],
          },
          DEFAULT_HASH_COST,
        );
        return `Created user ${values.username} (id ${id})`;
      }
      case 'add-to-group':
        need(values, 'username', 'group');
        await addToGroup(db, values.username!, group!);
        return `Added ${values.username} to ${group}`;
      case 'remove-from-group':
        need(values, 'username', 'group');
        await removeFromGroup(db, values.username!, group!);
        return `Removed ${values.username} from ${group}`;
      case 'grant': {
        need(values, 'username');
        const coins = integer('coins', values.coins) ?? 0;
        const gems = integer('gems', values.gems) ?? 0;
        await grantCurrency(
          db,
          values.username!,
          coins,
          gems,
          values.reason ?? 'Granted by an administrator',
        );
        return `Granted ${coins} coins and ${gems} gems to ${values.username}`;
      }
      case 'create-group':
        need(values, 'name');
        await createGroup(db, values.name!, values.description);
        return `Created group ${values.name}`;
      case 'create-category': {
        need(values, 'title');
        const access = (values.access ?? 'open') as CategoryAccess;
        if (!ACCESS.includes(access)) throw new UsageError(`--access must be one of ${ACCESS.join(', ')}`);
        const id = await createCategory(db, {
          title: values.title!,
          ...(values.slug !== undefined ? { slug: values.slug } : {}),
          ...(values.description !== undefined ? { description: values.description } : {}),
          ...(values.order !== undefined ? { order: integer('order', values.order)! } : {}),
          access,
        });
        return `Created category ${values.title} (id ${id})`;
      }
      case 'edit-category':
        need(values, 'slug');
        await editCategory(db, values.slug!, {
          ...(values.title !== undefined ? { title: values.title } : {}),
          ...(values.description !== undefined ? { description: values.description } : {}),
          ...(values.order !== undefined ? { order: integer('order', values.order)! } : {}),
          ...(values['new-slug'] !== undefined ? { newSlug: values['new-slug'] } : {}),
        });
        return `Updated category ${values.slug}`;
      case 'set-permissions': {
        need(values, 'group', 'category');
        const flags = (values.allow ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean) as PermissionFlag[];
        const unknown = flags.filter((f) => !FLAGS.includes(f));
        if (unknown.length)
          throw new UsageError(`--allow takes ${FLAGS.join(', ')} (got ${unknown.join(', ')})`);
        await setCategoryPermissions(db, group!, values.category!, flags);
        return `${group} in ${values.category}: ${flags.join(', ') || 'no access'}`;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } finally {
    await handle.close();
  }
}

/** What to print for a failed command: usage errors repeat the usage; refusals are one line. */
export function describeFailure(error: unknown): string {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error))
    return `${error.message}\n\n${USAGE}`;
  if (error instanceof HttpError) return `Error: ${error.message}`;
  if (error instanceof InvariantError) return error.message;
  return String(error instanceof Error ? (error.stack ?? error.message) : error);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(describeFailure(error));
      process.exitCode = 1;
    },
  );
}
