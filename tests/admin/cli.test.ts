import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure, runAdminCommand } from '../../src/server/admin/cli.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { createTestApp, type TestApp, uniqueName } from '../support/app.ts';
import { testDatabaseUrl } from '../support/file-database.ts';

const spawnCli = promisify(execFile);

/** Runs an admin command in-process, as `npm run admin -- <args>` would, on the file's database. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return {
      code: 0,
      stdout: await runAdminCommand(args, parseDatabaseUrl(await testDatabaseUrl())),
      stderr: '',
    };
  } catch (error) {
    return { code: 1, stdout: '', stderr: describeFailure(error) };
  }
}

/** The real command line in a child process: exit codes and where the text goes. */
async function cliProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await spawnCli(
      'node',
      ['--import', 'tsx', 'src/server/admin/cli.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: await testDatabaseUrl() },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('admin command line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prints its usage for help and for no command', async () => {
    for (const args of [['help'], []]) {
      const result = await cliProcess(...args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Usage: npm run admin -- <command> [options]');
      expect(result.stdout).toContain('create-user');
    }
  });

  it('refuses an unknown command with exit code 1, a message and the usage', async () => {
    const result = await cliProcess('frobnicate');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown command "frobnicate"');
    expect(result.stderr).toContain('Usage:');
  });

  it('names the missing options', async () => {
    const result = await admin('create-user', '--username', 'someone');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Missing --email, --password');
  });

  it('creates a user in a group, who can then sign in', async () => {
    const username = uniqueName('cli');
    const result = await admin(
      'create-user',
      '--username',
      username,
      '--email',
      `${username}@example.test`,
      '--password',
      'cli-pass-1',
      '--group',
      'Moderators',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Created user ${username}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `${username}@example.test`, password: 'cli-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.groups.map((g: { name: string }) => g.name)).toEqual(['Members', 'Moderators']);
  });

  it('adds and removes group memberships, and says when there is nothing to remove', async () => {
    const username = uniqueName('cli');
    await admin(
      'create-user',
      '--username',
      username,
      '--email',
      `${username}@example.test`,
      '--password',
      'cli-pass-1',
    );
    expect((await admin('add-to-group', '--username', username, '--group', 'Design Team')).code).toBe(0);
    expect((await admin('remove-from-group', '--username', username, '--group', 'Design Team')).code).toBe(0);
    const again = await admin('remove-from-group', '--username', username, '--group', 'Design Team');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${username} is not in Design Team`);
    const noGroup = await admin('add-to-group', '--username', username, '--group', 'Nope');
    expect(noGroup.stderr).toContain('No group named "Nope"');
  });

  it('grants coins and gems through the ledger and never below zero', async () => {
    const username = uniqueName('cli');
    await admin(
      'create-user',
      '--username',
      username,
      '--email',
      `${username}@example.test`,
      '--password',
      'cli-pass-1',
    );
    expect(
      (await admin('grant', '--username', username, '--coins', '25', '--gems', '2', '--reason', 'Prize'))
        .code,
    ).toBe(0);
    const takeTooMuch = await admin('grant', '--username', username, '--coins=-100000');
    expect(takeTooMuch.code).toBe(1);
    expect(takeTooMuch.stderr).toContain('does not have that much to take');
    const notANumber = await admin('grant', '--username', username, '--coins', 'lots');
    expect(notANumber.stderr).toContain('--coins must be a whole number');

    const { db } = t.database;
    const user = await db
      .selectFrom('users')
      .select(['id', 'coins', 'gems'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ coins: 525, gems: 12 });
    const ledger = await db
      .selectFrom('transactions')
      .select(['coins', 'gems', 'kind', 'description'])
      .where('user_id', '=', user.id)
      .execute();
    expect(ledger).toEqual([{ coins: 25, gems: 2, kind: 'admin_grant', description: 'Prize' }]);
  });

  it("creates and edits a category, and sets a group's permissions in it", async () => {
    const title = uniqueName('Cat');
    const slug = title.toLowerCase();
    expect((await admin('create-category', '--title', title, '--access', 'hidden')).code).toBe(0);
    expect((await admin('create-category', '--title', title)).stderr).toContain(
      `A category with slug "${slug}" already exists`,
    );
    expect((await admin('create-category', '--title', 'X', '--access', 'secret')).stderr).toContain(
      '--access must be one of',
    );
    expect((await admin('edit-category', '--slug', slug, '--description', 'Staff room')).code).toBe(0);
    expect(
      (await admin('set-permissions', '--group', 'Members', '--category', slug, '--allow', 'view,reply'))
        .code,
    ).toBe(0);
    expect(
      (await admin('set-permissions', '--group', 'Members', '--category', slug, '--allow', 'fly')).stderr,
    ).toContain('--allow takes');

    const { db } = t.database;
    const category = await db
      .selectFrom('categories')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(category.description).toBe('Staff room');
    const members = await db
      .selectFrom('category_permissions')
      .innerJoin('groups', 'groups.id', 'category_permissions.group_id')
      .select(['can_view', 'can_post', 'can_reply', 'can_moderate'])
      .where('groups.name', '=', 'Members')
      .where('category_id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(members).toEqual({ can_view: 1, can_post: 0, can_reply: 1, can_moderate: 0 });
  });
});
