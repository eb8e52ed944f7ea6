import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

// issue 20 §2: GET /api/docs is a valid OpenAPI document, so the tools people build bots and
// integrations with accept it.
let t: TestApp;
let doc: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3 with a maintained validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    const errors = result.valid ? [] : result.errors;
    expect(errors, JSON.stringify(errors).slice(0, 4000)).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
