import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, freshCategory, signIn, startThread } from '../support/forum.ts';
import { postJson } from '../support/http.ts';
import { listen } from '../support/sse.ts';
import { multipart } from '../support/studio.ts';
import {
  actingRole,
  type Call,
  createMatrixContext,
  type MatrixContext,
  ROUTE_MATRIX,
  send,
} from './route-matrix.ts';

// issue 15 §2: text no database can store (NUL and the other C0 controls but tab, newline and
// carriage return; lone surrogates) is a 400 with the field's name, on every route and both
// databases alike. PostgreSQL used to answer a NUL with a 500.

let t: TestApp;
let ctx: MatrixContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await createMatrixContext(t, await listen(t.app));
}, 120_000);
afterAll(async () => {
  for (const stream of ctx?.streams ?? []) stream.close();
  await t?.close();
});

/** How many rows the tables that take members' text hold. */
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'threads',
    'posts',
    'reports',
    'uploads',
    'designs',
    'sprite_uploads',
  ] as const) {
    const { n } = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

const refused = (field: string) => `Field "${field}" contains characters that are not allowed`;

/** Every way `call` can carry `poison`: each body field, a query parameter, each path parameter, each form field. */
function poisoned(call: Call, route: string, poison: string): Array<{ field: string; call: Call }> {
  const cases: Array<{ field: string; call: Call }> = [];
  const [path, query] = call.url.split('?') as [string, string | undefined];
  const base: Call = { ...call, stream: false };
  // A lone surrogate can't travel as UTF-8 bytes (in a URL or a form it would arrive as U+FFFD);
  // only JSON's escapes carry one. Send NUL there instead.
  const inBytes = poison.replace(/[\uD800-\uDFFF]/gu, '\u0000');

  const withQuery = new URLSearchParams(query);
  withQuery.set('note', inBytes);
  cases.push({ field: 'note', call: { ...base, url: `${path}?${withQuery}` } });

  const pattern = route.split(' ')[1]!.split('/');
  pattern.forEach((part, index) => {
    if (!part.startsWith(':')) return;
    const parts = path.split('/');
    parts[index] = encodeURIComponent(inBytes);
    cases.push({
      field: part.slice(1),
      call: { ...base, url: parts.join('/') + (query ? `?${query}` : '') },
    });
  });

  if (call.form) {
    for (const key of [...Object.keys(call.form.fields), 'note']) {
      const body = multipart({ ...call.form.fields, [key]: inBytes }, [call.form.file]);
      cases.push({ field: key, call: { ...base, payload: body.payload, headers: body.headers } });
    }
  } else if (call.method !== 'GET') {
    const payload = (call.payload && !Buffer.isBuffer(call.payload) ? call.payload : {}) as object;
    for (const key of [...Object.keys(payload), 'note'])
      cases.push({ field: key, call: { ...base, payload: { ...payload, [key]: `x${poison}y` } } });
  }
  return cases;
}

describe('text no database can store', () => {
  for (const [name, poison] of [
    ['a NUL byte', '\u0000'],
    ['a lone surrogate', '\uD800'],
    ['an escape character', '\u001B[2J'],
  ] as const) {
    it(`refuses ${name} with 400 in any field of any route, and stores nothing`, async () => {
      const seen: string[] = [];
      for (const route of Object.keys(ROUTE_MATRIX)) {
        const role = actingRole(route);
        const base = await ROUTE_MATRIX[route]!.prepare(ctx, role);
        const before = await rowCounts();
        for (const { field, call } of poisoned(base, route, poison)) {
          const response = await send(ctx, role, call);
          const where = `${route} field ${field}`;
          expect(response.statusCode, where).toBe(400);
          const message = refused(field);
          // Sprite-builder refusals carry `error` beside `message` (spec 2).
          const builder = route.includes(' /api/sprite-builder/');
          expect('json' in response && response.json(), where).toEqual(
            builder ? { success: false, message, error: message } : { success: false, message },
          );
          seen.push(where);
        }
        expect(await rowCounts(), route).toEqual(before);
      }
      expect(seen.length).toBeGreaterThan(Object.keys(ROUTE_MATRIX).length * 2);
    }, 180_000);
  }

  it('refuses it unauthenticated, before sign-in or sign-up look at the database', async () => {
    const user = await createUser(t.database);
    const login = await postJson(t.app, '/api/login', {
      email: `${user.email}\u0000`,
      password: user.password,
    });
    expectRefusal(login, 400, refused('email'));
    const username = `nul_${Date.now()}`;
    const register = await postJson(t.app, '/api/register', {
      username,
      email: `${username}@example.test`,
      password: 'pass\u0000word',
    });
    expectRefusal(register, 400, refused('password'));
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(rows).toEqual([]);
  });

  it('names the nested field that holds it', async () => {
    const member = await signIn(t);
    const res = await postJson(
      t.app,
      '/api/user/avatar',
      { config: [{ item_variant: 1, layer: 1, custom_offset: { x: 0, y: 'a\u0007' } }] },
      { cookie: member.cookie },
    );
    expectRefusal(res, 400, refused('config.0.custom_offset.y'));
  });

  it('keeps tabs, newlines, carriage returns, emoji and right-to-left text', async () => {
    const member = await signIn(t);
    const category = await freshCategory(t.database);
    const res = await postJson(
      t.app,
      `/api/category/${category.id}/post`,
      { title: 'שלום 👩‍👩‍👧 hello', text: 'line one\r\n\tline two\n🙂' },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(201);
    const post = await t.database.db
      .selectFrom('posts')
      .select('content')
      .where('thread_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(post.content).toBe('line one\r\n\tline two\n🙂');
  });
});

describe('a thread title of invisible characters', () => {
  let member: Actor;
  beforeAll(async () => {
    member = await signIn(t);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['direction controls', '\u202E\u2066\u2069\u200F'],
    ['word joiners and a byte-order mark with spaces', ' \u2060\u2064\uFEFF '],
  ])('refuses a title of only %s like an empty one', async (_name, title) => {
    const category = await freshCategory(t.database);
    const res = await postJson(
      t.app,
      `/api/category/${category.id}/post`,
      { title, text: 'Some text' },
      { cookie: member.cookie },
    );
    expectRefusal(res, 400, MSG.titleRequired);
    const threads = await t.database.db
      .selectFrom('threads')
      .select('id')
      .where('category_id', '=', category.id)
      .execute();
    expect(threads).toEqual([]);
  });

  it('accepts a title that has visible text beside a zero-width joiner', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id, { title: '\u200BHello\u200D' });
    expect(thread.id).toBeGreaterThan(0);
  });
});
