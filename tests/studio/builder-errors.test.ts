import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, getJson, postAs, signIn } from '../support/forum.ts';
import { multipart, solidPng } from '../support/studio.ts';

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

async function uploadVariant(filename: string, data: Buffer) {
  const body = multipart({}, [{ filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/sprite-builder/upload-variant',
    payload: body.payload,
    headers: { ...body.headers, cookie: member.cookie },
  });
}

/** spec 2 §7: a sprite-builder failure says what went wrong in `error` (and in `message`, as all refusals). */
function expectBuilderError(res: Awaited<ReturnType<typeof getJson>>, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.error).toEqual(expect.any(String));
  expect(body.error).toBe(body.message);
}

describe('sprite-builder failures', () => {
  // The service's own refusals (sizes, types, mismatches) are checked word for word in uploads.test.ts.
  it('carry `error` for an invalid body, a missing sheet and a visitor', async () => {
    expectBuilderError(await postAs(t.app, member.cookie, '/api/sprite-builder/build', { uuids: [] }), 400);
    expectBuilderError(
      await postAs(t.app, member.cookie, '/api/sprite-builder/split-sheet', {
        sheet_uuid: '00000000-0000-4000-8000-000000000000',
        variant_count: 2,
      }),
      404,
    );
    expectBuilderError(
      await getJson(t.app, '/api/sprite-builder/built/00000000-0000-4000-8000-000000000000'),
      401,
    );
  });

  it('leave successful answers as they were', async () => {
    const res = await uploadVariant('ok.png', await solidPng(3, 4, [1, 1, 1, 255]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('error');
  });
});
