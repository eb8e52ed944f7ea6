import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MATRIX } from '../security/route-matrix.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

// issue 20 §2: GET /api/docs is a valid OpenAPI document, so the tools people build bots and
// integrations with accept it; and every operation says what it does and what it may answer.
interface Operation {
  description?: string;
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs' })).json();
});
afterAll(() => t.close());

/** Every operation of the document as [`METHOD /path`, operation]. */
function operations(): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

const answers = (operation: Operation) => Object.keys(operation.responses ?? {});

/** Writes authorised by a token in them rather than the session (`crossSite`): no Origin check. */
const CROSS_SITE = ['POST /api/unsubscribe'];

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3 with a maintained validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    const errors = result.valid ? [] : result.errors;
    expect(errors, JSON.stringify(errors).slice(0, 4000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every operation and its answers', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const gaps: string[] = [];
    for (const [name, operation] of all) {
      const codes = answers(operation);
      if (!(operation.description ?? operation.summary)?.trim()) gaps.push(`${name}: no description`);
      if (!codes.some((code) => /^[23]/.test(code))) gaps.push(`${name}: no success answer`);
      // A call that needs a session says so with its 401.
      if (operation.security?.length && !codes.includes('401')) gaps.push(`${name}: no 401`);
      // Input the schema refuses (or text no database can store, http/input-guards.ts) is a 400.
      const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
      if (takesInput && !codes.includes('400')) gaps.push(`${name}: takes input but has no 400`);
      // A write sent from another site is refused by the Origin check (http/origin.ts).
      const originChecked = !name.startsWith('GET ') && !CROSS_SITE.includes(name);
      if (originChecked && !codes.includes('403')) gaps.push(`${name}: a write without 403`);
    }
    expect(gaps).toEqual([]);
  });

  it('lists every refusal the permission matrix expects of each route', () => {
    const gaps: string[] = [];
    for (const [route, routeCase] of Object.entries(ROUTE_MATRIX)) {
      const [method, url] = route.split(' ') as [string, string];
      const operation = doc.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) continue; // route-coverage.test.ts reports routes missing from the document
      const codes = answers(operation);
      for (const status of new Set(routeCase.expect))
        if (!codes.includes(String(status))) gaps.push(`${route}: ${status}`);
    }
    expect(gaps).toEqual([]);
  });
});
