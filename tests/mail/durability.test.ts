import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FreshDatabase } from '../support/databases.ts';
import { eventually } from '../support/http.ts';
import { createMailApp, createMailDatabase, waitForJob } from '../support/mail.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp.ts';

// issue 16 §1: mail is durable across a server kill between the write and the send, and sent
// exactly once after restart.

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let fresh: FreshDatabase;
let catcher: SmtpCatcher;
const children: ChildProcess[] = [];
beforeAll(async () => {
  fresh = await createMailDatabase();
  catcher = await startSmtpCatcher();
});
afterEach(async () => {
  for (const child of children.splice(0)) await kill(child);
});
afterAll(async () => {
  await catcher?.close();
  await fresh?.drop();
});

/** Starts tests/support/mail-child.ts; resolves with the child and the id of the mail it queued. */
async function startWriter(env: Record<string, string>): Promise<{ child: ChildProcess; id: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/mail-child.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: fresh.url,
      SMTP_URL: catcher.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const id = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /queued (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', () => reject(new Error(`the writer exited before queueing:\n${output}`)));
  });
  return { child, id };
}

/** SIGKILL: no shutdown hook runs, as in a crash. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** A new app server on the same database sends mail `id` to `to`, exactly once. */
async function expectSentOnceByANewServer(id: number, to: string): Promise<void> {
  const t = await createMailApp(fresh.url, catcher.url);
  try {
    await catcher.waitFor((m) => m.to === to);
    const job = await waitForJob(t.database.db, id, 'sent');
    expect(job.attempts).toBe(1);
    expect(catcher.messages.filter((m) => m.to === to)).toHaveLength(1);
  } finally {
    await t.close();
  }
}

describe('mail across a server kill', () => {
  it('sends a mail queued by a server killed before it sent it, once, after restart', async () => {
    const to = `before_send_${Date.now()}@example.test`;
    const { child, id } = await startWriter({ MAIL_TO: to, SEND: 'false' });
    await kill(child);

    await expectSentOnceByANewServer(id, to);
  });

  it('sends a mail once when the server sending it was killed mid-send, after its claim ran out', async () => {
    const to = `mid_send_${Date.now()}@example.test`;
    catcher.stallNext(1);
    const stalledBefore = catcher.stalled;
    const { child, id } = await startWriter({ MAIL_TO: to, SEND: 'true', LEASE_MS: '1500' });
    // The SMTP server has the message but never answered: the writer dies not knowing it was sent.
    await eventually(20_000, async () => catcher.stalled > stalledBefore);
    await kill(child);

    await expectSentOnceByANewServer(id, to);
  });
});
