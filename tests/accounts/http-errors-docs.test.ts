import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers a malformed JSON body with 400 and a plain message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('answers a body of the wrong type with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: { address: 'a@b.c' }, password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/^Invalid body field "email"/);
  });

  it('answers an unknown API path with 404 Not found', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.notFound });
  });

  // Found by tests/security/fuzz.test.ts: Ajv coerced "1e309" to Infinity past its range checks.
  it('refuses a number too large to be finite in the query, a parameter or the body', async () => {
    const member = await createUser(t.database);
    const cookie = await logIn(t.app, member);
    for (const url of [
      '/api/store/items?per_page=1e309',
      '/api/search?q=abc&page=1e309',
      '/api/thread/1e309',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/purchase',
      payload: { variant_id: '1e309' },
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      success: false,
      message: 'Invalid body field "variant_id": must be a finite number',
    });
  });

  // Found by tests/security/fuzz.test.ts: busboy's errors carry no status, so they answered 500.
  it('answers a multipart body it cannot read with 400', async () => {
    const cookie = await logIn(t.app, await createUser(t.database));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: '[]',
      headers: { cookie, 'content-type': 'multipart/form-data' },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, message: MSG.uploadFailed },
    });
  });

  it('answers a server failure with 500 and a generic message, never the stack', async () => {
    // An app whose database is gone: every session lookup throws inside the driver.
    const broken = await createTestApp();
    const cookie = await logIn(broken.app, await createUser(broken.database));
    await broken.database.close();
    try {
      const res = await broken.app.inject({ url: '/api/whoami', headers: { cookie } });
      expect(res.statusCode).toBe(500);
      // Exactly these two fields: no stack, no driver error text, no file paths.
      expect(res.json()).toEqual({ success: false, message: MSG.serverError });
    } finally {
      await broken.app.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document listing the account calls with their methods', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Cito API');
    expect(Object.keys(doc.paths['/api/register'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/login'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/logout'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/whoami'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/account_update/'])).toEqual(['post']);
  });

  it('documents the request body fields and the refusals of register', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const register = doc.paths['/api/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['email', 'password', 'username']);
    expect(Object.keys(register.responses).sort()).toEqual(['201', '400', '403', '409', '429']);
  });

  it('documents the docs and health routes themselves, with their answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/docs'].get.responses)).toEqual(['200']);
    expect(doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.required).toEqual(
      ['success', 'status'],
    );
  });
});
