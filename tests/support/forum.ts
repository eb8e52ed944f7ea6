import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadAccess } from '../../src/server/accounts/permissions.ts';
import {
  type CategoryAccess,
  createCategory,
  createGroup,
  setCategoryPermissions,
} from '../../src/server/admin/commands.ts';
import { getSettings } from '../../src/server/admin/settings.ts';
import type { DbHandle } from '../../src/server/db/index.ts';
import { addToCategory, addToPostCounts, categoryFigures } from '../../src/server/forum/counters.ts';
import { postReply } from '../../src/server/forum/write-service.ts';
import { createUser, logIn, type TestApp, type TestUser } from './app.ts';

/** A signed-in user: the account and its `sid=...` cookie. */
export interface Actor {
  user: TestUser;
  cookie: string;
}

export interface TestCategory {
  id: number;
  slug: string;
  title: string;
}

/** A fresh user in Members plus `groups`, signed in. */
export async function signIn(t: TestApp, groups: string[] = []): Promise<Actor> {
  const user = await createUser(t.database, { groups });
  return { user, cookie: await logIn(t.app, user) };
}

/** A category of its own (unique title and slug), so counters and sort orders are the test's alone. */
export async function freshCategory(
  database: DbHandle,
  access: CategoryAccess = 'open',
): Promise<TestCategory> {
  const title = `Forum ${access} ${randomBytes(5).toString('hex')}`;
  const id = await createCategory(database.db, { title, access });
  const row = await database.db
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, slug: row.slug, title };
}

/** A new group that moderates only `category` (and may view and reply there); returns its name. */
export async function moderatorGroupFor(database: DbHandle, category: TestCategory): Promise<string> {
  const name = `Mods ${randomBytes(5).toString('hex')}`;
  await createGroup(database.db, name);
  await setCategoryPermissions(database.db, name, category.slug, ['view', 'reply', 'moderate']);
  return name;
}

/** GET through inject, optionally signed in and with extra headers or a client address. */
export function getJson(
  app: FastifyInstance,
  url: string,
  options: { cookie?: string | undefined; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** POST JSON through inject as `cookie` (a visitor when undefined). */
export function postAs(app: FastifyInstance, cookie: string | undefined, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: cookie ? { cookie } : {},
  });
}

/** Asserts a refusal: the status and the `{success:false, message}` body, word for word. */
export function expectRefusal(response: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { success: false, message },
  });
}

/** Asserts a success status, showing the body when it is not. */
export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { success: true },
  });
}

export interface StartedThread {
  id: number;
  slug: string;
  postId: number;
}

/** Starts a thread through the API and returns its id, slug and opening post id. */
export async function startThread(
  app: FastifyInstance,
  actor: Actor,
  categoryId: number,
  input: { title?: string; text?: string } = {},
): Promise<StartedThread> {
  const res = await postAs(app, actor.cookie, `/api/category/${categoryId}/post`, {
    title: input.title ?? `Thread ${randomBytes(4).toString('hex')}`,
    text: input.text ?? 'Opening post',
  });
  if (res.statusCode !== 201) throw new Error(`startThread: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { id: body.id, slug: body.slug, postId: body.post_id };
}

/** Replies through the API and returns the new post's id. */
export async function replyTo(app: FastifyInstance, actor: Actor, threadId: number, text = 'A reply') {
  const res = await postAs(app, actor.cookie, `/api/thread/${threadId}/reply`, { text });
  if (res.statusCode !== 201) throw new Error(`replyTo: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Files a report through the API and returns the new report's id (from the table). */
export async function reportThread(t: TestApp, actor: Actor, threadId: number): Promise<number> {
  const res = await postAs(t.app, actor.cookie, `/api/thread/${threadId}/report`, { category: 'SPAM' });
  if (res.statusCode !== 201) throw new Error(`reportThread: ${res.statusCode} ${res.body}`);
  const row = await t.database.db
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', 'thread')
    .where('target_id', '=', threadId)
    .where('reporter_id', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A category's stored counters (its counter shards summed). */
export async function categoryCounters(database: DbHandle, id: number) {
  return (await categoryFigures(database.db, [id])).get(id)!;
}

export interface ThreadRowInput {
  title?: string;
  created_at?: string;
  lastactive_at?: string;
  replies?: number;
  view_count?: number;
  pinned?: number;
  archived?: number;
}

/**
 * Inserts threads straight into the table (each with one opening post), for listings that would be
 * slow to build through the API, counted in the category's figures. Returns the ids in input order.
 */
export async function insertThreads(
  database: DbHandle,
  categoryId: number,
  authorId: number,
  rows: ThreadRowInput[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const created = row.created_at ?? new Date().toISOString();
    const title = row.title ?? `Bulk ${randomBytes(4).toString('hex')}`;
    const { id } = await database.db
      .insertInto('threads')
      .values({
        category_id: categoryId,
        title,
        slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
        author_id: authorId,
        created_at: created,
        lastactive_at: row.lastactive_at ?? created,
        lastactive_user_id: authorId,
        replies: row.replies ?? 0,
        view_count: row.view_count ?? 0,
        pinned: row.pinned ?? 0,
        archived: row.archived ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('posts')
      .values({ thread_id: id, author_id: authorId, content: title, created_at: created })
      .execute();
    // The counters, as starting a thread through the API keeps them (and its views, as counting them would).
    await addToPostCounts(database.db, new Map([[authorId, 1]]));
    await addToCategory(database.db, categoryId, { threads: 1, posts: 1, views: row.view_count ?? 0 });
    ids.push(id);
  }
  return ids;
}

/** A multipart/form-data body with one file field, built by hand for inject. */
export function multipartFile(file: { filename: string; contentType: string; data: Buffer }, field = 'file') {
  const boundary = `----cito-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs one file to /api/uploads as `cookie` (a visitor when undefined). */
export function uploadFile(
  app: FastifyInstance,
  cookie: string | undefined,
  file: { filename: string; contentType: string; data: Buffer },
) {
  const { payload, headers } = multipartFile(file);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/**
 * A member's reply through the write service (as the reply route makes it, flood limits included),
 * on `db`: a counting handle, say. Answers what postReply answers.
 */
export async function replyAsService(
  t: TestApp,
  actor: Actor,
  threadId: number,
  text: string,
  db = t.database.db,
) {
  const access = await loadAccess(t.database.db, actor.user.id);
  const poster = {
    id: actor.user.id,
    createdAt: '2020-01-01T00:00:00.000Z',
    staff: false,
    settings: await getSettings(t.database.db),
  };
  return postReply({ db, live: t.app.live }, access, threadId, text, poster);
}
