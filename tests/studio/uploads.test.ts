import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { bombPng, expectBuilderRefusal, multipart, solidPng, uploadDesign } from '../support/studio.ts';

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

const WRONG_TYPE = 'Invalid file type. Please select a file matching: .png';

function builderUpload(
  actor: Actor,
  path: string,
  file: { filename: string; data: Buffer; contentType?: string },
) {
  const body = multipart({}, [
    { filename: file.filename, contentType: file.contentType ?? 'image/png', data: file.data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/sprite-builder/${path}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: actor.cookie },
  });
}
async function rawPixels(png: Buffer) {
  return (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}

describe('POST /api/designs/upload', () => {
  it('stores a draft design with its variants off sale, for its creator', async () => {
    const res = await uploadDesign(t.app, member, { name: '  Cosy Cardigan ' });
    expect(res.statusCode, res.body).toBe(200);
    const { design_id } = res.json();
    expect(res.json()).toMatchObject({ success: true, thread_id: null });
    const { design } = (await getJson(t.app, `/api/design/${design_id}`, { cookie: member.cookie })).json();
    expect(design).toMatchObject({
      name: 'Cosy Cardigan',
      category: 'top',
      status: 'draft',
      variant_count: 2,
      spriteWidth: 210,
      spriteHeight: 340,
      workflow: null,
      creator_username: member.user.username,
    });
    expect(
      design.variants.map(
        (v: { variant_name: string; price_coins: number; price_gems: number; available: boolean }) => [
          v.variant_name,
          v.price_coins,
          v.price_gems,
          v.available,
        ],
      ),
    ).toEqual([
      ['Red', 120, 0, false],
      ['Blue', 80, 1, false],
    ]);
    const mine = (await getJson(t.app, '/api/my-designs', { cookie: member.cookie })).json().designs;
    expect(mine.map((d: { id: number }) => d.id)).toContain(design_id);
    // Drafts are not anybody else's business.
    const stranger = await signIn(t);
    expect((await getJson(t.app, `/api/design/${design_id}`, { cookie: stranger.cookie })).statusCode).toBe(
      404,
    );
  });

  it('refuses a JPEG, a renamed text file and a GIF as the sheet', async () => {
    const jpeg = await sharp({ create: { width: 210, height: 680, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const sheet of [jpeg, Buffer.from('not an image at all, just text'), gif])
      expectRefusal(await uploadDesign(t.app, member, { sheet, filename: 'sheet.png' }), 400, WRONG_TYPE);
  });

  it('refuses a sheet over 5 MB', async () => {
    const huge = Buffer.concat([await solidPng(210, 680, [1, 2, 3, 255]), Buffer.alloc(5 * 1024 * 1024)]);
    expectRefusal(
      await uploadDesign(t.app, member, { sheet: huge }),
      413,
      'File too large. Maximum size is 5MB',
    );
  });

  it('refuses a decompression bomb before decoding it', async () => {
    expectRefusal(
      await uploadDesign(t.app, member, { sheet: await bombPng(30_000, 30_000) }),
      400,
      MSG.imageTooManyPixels,
    );
  });

  it("refuses a sheet that doesn't divide into the declared variants", async () => {
    const res = await uploadDesign(t.app, member, { sheet: await solidPng(210, 500, [9, 9, 9, 255]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The sheet is 210×500, but 2 variants of 210×340 stacked top to bottom make 210×680.',
    );
  });

  const formCases: Array<[string, Parameters<typeof uploadDesign>[2], string]> = [
    ['a blank name', { name: '   ' }, MSG.designNameRequired],
    ['a name over 128 characters', { name: 'x'.repeat(129) }, MSG.designNameTooLong],
    ['an unknown category', { category: 'cape' }, MSG.designCategoryRequired],
    ['no variants', { variants: [] }, MSG.designVariantsRequired],
    [
      'only blank variant names',
      { variants: [{ name: ' ', price_coins: 1, price_gems: 0 }] },
      MSG.designVariantsRequired,
    ],
    [
      'a negative price',
      { variants: [{ name: 'A', price_coins: -1, price_gems: 0 }] },
      'A price in coins must be a whole number from 0 to 1000000.',
    ],
  ];
  for (const [label, form, message] of formCases)
    it(`refuses ${label}`, async () => {
      expectRefusal(await uploadDesign(t.app, member, form), 400, message);
    });

  it('refuses visitors', async () => {
    expectRefusal(await uploadDesign(t.app, { user: member.user, cookie: '' }), 401, MSG.loginRequired);
  });
});

describe('sprite builder', () => {
  it('builds a sheet from sprites top to bottom, and splitting it gives back the same pixels', async () => {
    const colors = [
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [0, 0, 255, 128],
    ] as const;
    const sprites = await Promise.all(colors.map((c) => solidPng(30, 40, [...c])));
    const uploads = [];
    for (const [i, data] of sprites.entries()) {
      const res = await builderUpload(member, 'upload-variant', { filename: `v${i}.png`, data });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, width: 30, height: 40 });
      uploads.push(res.json().uuid as string);
    }
    const built = await postAs(t.app, member.cookie, '/api/sprite-builder/build', { uuids: uploads });
    expect(built.json()).toMatchObject({ success: true, width: 30, height: 120 });
    const sheet = await getJson(t.app, `/api/sprite-builder/built/${built.json().uuid}`, {
      cookie: member.cookie,
    });
    expect((await sharp(sheet.rawPayload).metadata()).height).toBe(120);

    const split = await postAs(t.app, member.cookie, '/api/sprite-builder/split-sheet', {
      sheet_uuid: built.json().uuid,
      variant_count: 3,
    });
    expect(split.json()).toMatchObject({ success: true, sprite_width: 30, sprite_height: 40 });
    for (const [i, variant] of split.json().variants.entries()) {
      const back = await getJson(t.app, `/api/sprite-builder/sheet/${variant.uuid}`, {
        cookie: member.cookie,
      });
      expect(await rawPixels(back.rawPayload)).toEqual(await rawPixels(sprites[i]!));
    }
  });

  it('splits left to right too, and refuses counts that do not divide the sheet', async () => {
    const sheet = await builderUpload(member, 'upload-sprite', {
      filename: 's.png',
      data: await solidPng(90, 40, [5, 5, 5, 255]),
    });
    const uuid = sheet.json().uuid;
    const across = await postAs(t.app, member.cookie, '/api/sprite-builder/split-sheet', {
      sheet_uuid: uuid,
      variant_count: 3,
      layout_direction: 'horizontal',
    });
    expect(across.json()).toMatchObject({ sprite_width: 30, sprite_height: 40 });
    const bad = await postAs(t.app, member.cookie, '/api/sprite-builder/split-sheet', {
      sheet_uuid: uuid,
      variant_count: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A 90×40 sheet does not divide into 3 equal sprites.');
  });

  it('accepts JPG sprites, and refuses other types, big files and mixed resolutions', async () => {
    const jpg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    expect(
      (
        await builderUpload(member, 'upload-variant', {
          filename: 'a.jpg',
          data: jpg,
          contentType: 'image/jpeg',
        })
      ).statusCode,
    ).toBe(200);
    expectBuilderRefusal(
      await builderUpload(member, 'upload-variant', {
        filename: 'notes.png',
        data: Buffer.from('hello there'),
      }),
      400,
      'notes.png is not a valid image type. Please use PNG or JPG.',
    );
    expectBuilderRefusal(
      await builderUpload(member, 'upload-variant', { filename: 'big.png', data: Buffer.alloc(524_289, 1) }),
      413,
      'big.png is too large. Maximum size is 0.5MB.',
    );
    const a = (
      await builderUpload(member, 'upload-variant', {
        filename: 'a.png',
        data: await solidPng(30, 40, [1, 1, 1, 255]),
      })
    ).json().uuid;
    const b = (
      await builderUpload(member, 'upload-variant', {
        filename: 'b.png',
        data: await solidPng(31, 40, [1, 1, 1, 255]),
      })
    ).json().uuid;
    expectBuilderRefusal(
      await postAs(t.app, member.cookie, '/api/sprite-builder/build', { uuids: [a, b] }),
      400,
      MSG.builderMismatch,
    );
  });

  it("keeps each member's builder images to themselves", async () => {
    const uuid = (
      await builderUpload(member, 'upload-variant', {
        filename: 'a.png',
        data: await solidPng(3, 4, [1, 1, 1, 255]),
      })
    ).json().uuid;
    const other = await signIn(t);
    expect(
      (await getJson(t.app, `/api/sprite-builder/built/${uuid}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await postAs(t.app, other.cookie, '/api/sprite-builder/build', { uuids: [uuid] })).statusCode,
    ).toBe(404);
  });
});
