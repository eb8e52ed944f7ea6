import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silencedMessage } from '../../src/common/messages.ts';
import { untilText } from '../../src/server/accounts/standing.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { listen } from '../support/sse.ts';
import { createMatrixContext, type MatrixContext, ROLES, ROUTE_MATRIX, send } from './route-matrix.ts';

// issue 9 §1: the routes are read from the app itself, so a new route without a documented response
// or a permission row fails here.

let t: TestApp;
let ctx: MatrixContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await createMatrixContext(t, await listen(t.app));
});
afterAll(async () => {
  for (const stream of ctx?.streams ?? []) stream.close();
  await t.close();
});

/** Every registered API route as `METHOD /path` (Fastify's automatic HEAD routes left out). */
function apiRoutes(): string[] {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/** What is missing from a route's documented responses; empty when it is complete. */
function responseGaps(operation: OpenApiOperation | undefined): string[] {
  if (!operation) return ['not in the OpenAPI document'];
  const responses = Object.entries(operation.responses ?? {});
  const successes = responses.filter(([code]) => /^[23]/.test(code));
  if (successes.length === 0) return ['no success response'];
  const gaps: string[] = [];
  for (const [code, response] of successes) {
    if (code === '204' || code === '301' || code === '302' || code === '304') continue;
    const contents = Object.entries(response.content ?? {});
    if (contents.length === 0) gaps.push(`${code} has no content`);
    for (const [type, { schema }] of contents)
      if (!schema || Object.keys(schema).length === 0) gaps.push(`${code} ${type} has an empty schema`);
  }
  return gaps;
}

describe('route coverage', () => {
  it('finds the routes of every feature', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(70);
    for (const route of [
      'POST /api/login',
      'GET /api/thread/:id',
      'POST /api/shop/purchase',
      'GET /api/search',
    ])
      expect(routes).toContain(route);
  });

  it('documents a response schema for every route in the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const gaps = apiRoutes().flatMap((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return responseGaps(doc.paths[openApiPath(url)]?.[method.toLowerCase()]).map(
        (gap) => `${route}: ${gap}`,
      );
    });
    expect(gaps).toEqual([]);
  });

  it('has a permission matrix row for every route, and none for a route that does not exist', () => {
    const routes = apiRoutes();
    expect(routes.filter((route) => !(route in ROUTE_MATRIX))).toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

describe('permission matrix: [visitor, member, owner, moderator, Design Team, administrator]', () => {
  for (const [route, routeCase] of Object.entries(ROUTE_MATRIX)) {
    it(route, async () => {
      const statuses: number[] = [];
      for (const role of ROLES)
        statuses.push((await send(ctx, role, await routeCase.prepare(ctx, role))).statusCode);
      expect(statuses).toEqual(routeCase.expect);
    });
  }
});

// issue 16 §4: a silenced member may read and sign in, but nothing they write reaches others. Every
// call other than GET that the owner may make says what a silenced owner gets, so a new writing
// route cannot forget the check (requireMayWrite) without failing here.
describe('silenced members', () => {
  const ownerIndex = ROLES.indexOf('owner');
  const ownerCalls = () =>
    Object.entries(ROUTE_MATRIX).filter(
      ([route, routeCase]) => !route.startsWith('GET ') && routeCase.expect[ownerIndex]! < 400,
    );

  it('has a silenced answer for every call other than GET that a member may make', () => {
    expect(
      ownerCalls()
        .filter(([, routeCase]) => routeCase.silenced === undefined)
        .map(([route]) => route),
    ).toEqual([]);
  });

  const until = new Date(Date.now() + 3_600_000).toISOString();
  // Actors of their own: the matrix above changed its owner's e-mail address.
  let own: MatrixContext;
  beforeAll(async () => {
    // Its streams go with the others, closed after the run.
    own = { ...(await createMatrixContext(t, ctx.baseUrl)), streams: ctx.streams };
  });
  const silence = async (value: string | null) => {
    await t.database.db
      .updateTable('users')
      .set({ silenced_until: value, silence_reason: value ? 'Matrix silence' : null })
      .where('id', '=', own.actors.owner.user.id)
      .execute();
    t.app.auth.forgetUser(own.actors.owner.user.id);
  };

  for (const [route, routeCase] of ownerCalls()) {
    it(`${route}: ${routeCase.silenced}`, async () => {
      // Fixtures are made while the owner may still write; the call itself is made silenced.
      const call = await routeCase.prepare(own, 'owner');
      await silence(until);
      try {
        const response = await send(own, 'owner', call);
        if (routeCase.silenced === 'refused') {
          expect(response.statusCode).toBe(403);
          expect((response as { json(): { message: string } }).json().message).toBe(
            routeCase.silencedMessage ?? `${silencedMessage(untilText(until))} Reason: Matrix silence`,
          );
        } else {
          expect(response.statusCode).toBe(routeCase.expect[ownerIndex]);
        }
      } finally {
        await silence(null);
      }
    });
  }
});
