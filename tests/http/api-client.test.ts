import { readFile } from 'node:fs/promises';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../client/cito-api.d.ts';
import { renderApiTypes } from '../../scripts/api-types.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../support/app.ts';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { balanceOf, makeItem } from '../support/shop.ts';
import { listen } from '../support/sse.ts';

// issue 20 §2: a client generated from GET /api/docs (openapi-typescript types, openapi-fetch calls)
// compiles and does what a member does, over real HTTP.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

/**
 * What a program outside the browser does for itself: keep the `sid` cookie that sign-in sets, and
 * say which site it calls from, as the Origin check of writes expects (http/origin.ts).
 */
function sessionKeeper(origin: string): Middleware {
  let cookie: string | null = null;
  return {
    onRequest({ request }) {
      request.headers.set('origin', origin);
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      const sid = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
      if (sid) cookie = sid.split(';')[0]!;
      return response;
    },
  };
}

describe('the generated API client', () => {
  it('is generated from the current document (else run npm run api:client)', async () => {
    const committed = await readFile(new URL('../../client/cito-api.d.ts', import.meta.url), 'utf8');
    const current = await renderApiTypes(t.app.swagger());
    expect(committed === current, 'client/cito-api.d.ts is stale: run npm run api:client').toBe(true);
  });

  it('signs in, reads a thread, replies and buys an item against the running server', async () => {
    const category = await freshCategory(t.database);
    const author = await signIn(t);
    const title = 'A thread read by a generated client';
    const thread = await startThread(t.app, author, category.id, { title });
    const member: TestUser = await createUser(t.database);
    const variantId = await makeItem(t.database, { price_coins: 40 });
    const before = await balanceOf(t.database, member.id);

    const api = createClient<paths>({ baseUrl });
    api.use(sessionKeeper(baseUrl));

    const login = await api.POST('/api/login', { body: { email: member.email, password: member.password } });
    expect(login.response.status).toBe(200);
    expect(login.data?.user.username).toBe(member.username);

    const read = await api.GET('/api/thread/{id}', { params: { path: { id: thread.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.title).toBe(title);
    expect(read.data?.posts.length).toBe(1);

    const reply = await api.POST('/api/thread/{id}/reply', {
      params: { path: { id: thread.id } },
      body: { text: 'Written by a generated client.' },
    });
    expect(reply.response.status).toBe(201);
    expect(reply.data?.post.content).toBe('Written by a generated client.');
    expect(reply.data?.post.author).toBe(member.username);

    const purchase = await api.POST('/api/shop/purchase', { body: { variant_id: variantId } });
    expect(purchase.response.status).toBe(200);
    expect(purchase.data?.coins).toBe(before.coins - 40);
    expect(await balanceOf(t.database, member.id)).toEqual({ coins: before.coins - 40, gems: before.gems });

    const inventory = await api.GET('/api/user/inventory');
    expect(inventory.data?.items.map((item) => item.id)).toContain(variantId);

    // A refusal comes back typed as the document's Failure.
    const again = await api.POST('/api/shop/purchase', { body: { variant_id: variantId } });
    expect(again.response.status).toBe(409);
    expect(again.error?.success).toBe(false);
  });
});
