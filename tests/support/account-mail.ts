import { expect } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.ts';

/** The mails queued for an address, oldest first (what the sender will deliver). */
export function queuedMails(database: DbHandle, to: string, kind?: string) {
  let query = database.db
    .selectFrom('mail_jobs')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}

/** The token of the link to `path` in a mail's text, as a member would follow it. */
export function tokenIn(text: string, path: string): string {
  const url = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  expect(url, `a link to ${path} in:\n${text}`).toBeDefined();
  return new URL(url as string).searchParams.get('token') as string;
}
