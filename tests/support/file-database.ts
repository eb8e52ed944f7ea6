import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { adminQuery } from './databases.ts';

/**
 * Each test file works on a database of its own, a copy of the run's migrated one (global-setup.ts):
 * files run side by side (vitest.config.ts maxWorkers) without seeing each other's rows. The copy is
 * made on first use and removed after the file (file-database-setup.ts), or with the run's.
 */
let made: Promise<string> | undefined;
let dropCopy: (() => Promise<void>) | undefined;

export function testDatabaseUrl(): Promise<string> {
  made ??= copyRunDatabase(inject('databaseUrl'));
  return made;
}

/** Removes this file's copy, if it made one and nothing holds it open any more. */
export async function dropTestDatabase(): Promise<void> {
  await dropCopy?.().catch(() => undefined);
}

const copyName = () => `f${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;

async function copyRunDatabase(runUrl: string): Promise<string> {
  if (runUrl.startsWith('sqlite:')) {
    const source = runUrl.slice('sqlite:'.length);
    const target = join(dirname(source), `${copyName()}.db`);
    copyFileSync(source, target);
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${target}-wal`);
    dropCopy = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
    };
    return `sqlite:${target}`;
  }
  const url = new URL(runUrl);
  const template = url.pathname.slice(1);
  // The run's database is the template: nothing connects to it while the tests run.
  const name = `${template}_${copyName()}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? runUrl;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another file copying the template at the same moment holds it for an instant.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  // Without FORCE: an app the file left open keeps its copy until the run's teardown drops it.
  dropCopy = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  url.pathname = `/${name}`;
  return url.toString();
}
