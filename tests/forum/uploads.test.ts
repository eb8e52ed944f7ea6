import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, signIn, uploadFile } from '../support/forum.ts';

let t: TestApp;
let member: Actor;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
});
afterAll(() => t.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c83' } });

/** The EXIF tag that points to the GPS directory (0x8825), as stored little-endian. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

/** A JPEG carrying camera and GPS position metadata, as a phone photo would. */
const photoWithGps = () =>
  solid(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'CitoCam', Model: 'Pocket 3', Copyright: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();

const upload = (filename: string, contentType: string, data: Buffer) =>
  uploadFile(t.app, member.cookie, { filename, contentType, data });

describe('POST /api/uploads', () => {
  it('stores a PNG and serves it back from its url, cacheable for good', async () => {
    const res = await upload('pixel.png', 'image/png', await solid(30, 20).png().toBuffer());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      id: expect.any(Number),
      url: `/api/uploads/${body.id}`,
      width: 30,
      height: 20,
    });

    const served = await getJson(t.app, body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
  });

  it('strips EXIF metadata such as the GPS position from a JPEG', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('CitoCam')).toBe(true);
    expect(before.exif?.includes(GPS_IFD_POINTER)).toBe(true);

    const res = await upload('holiday.jpg', 'image/jpeg', photo);
    expect(res.statusCode).toBe(201);
    const served = await getJson(t.app, res.json().url);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes('CitoCam')).toBe(false);
    expect(served.rawPayload.includes('Secret Owner')).toBe(false);
  });

  it('turns an image upright by its EXIF orientation before dropping the tag', async () => {
    const sideways = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload('sideways.jpg', 'image/jpeg', sideways);
    expect(res.json()).toMatchObject({ width: 20, height: 40 });
    const after = await sharp((await getJson(t.app, res.json().url)).rawPayload).metadata();
    expect(after).toMatchObject({ width: 20, height: 40 });
    expect(after.orientation).toBeUndefined();
  });

  it("refuses a text file with 400 'Please select an image file'", async () => {
    const res = await upload('notes.txt', 'text/plain', Buffer.from('just some notes\n'));
    expectRefusal(res, 400, MSG.notAnImage);
  });

  it('refuses text bytes renamed photo.png and sent as image/png with 400', async () => {
    const res = await upload('photo.png', 'image/png', Buffer.from('definitely not a picture '.repeat(40)));
    expectRefusal(res, 400, MSG.notAnImage);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const photo = await solid(200, 200).jpeg().toBuffer();
    const res = await upload('broken.jpg', 'image/jpeg', photo.subarray(0, 200));
    expectRefusal(res, 400, MSG.notAnImage);
  });

  it("refuses a file over 8 MB with 413 'Image size must be less than 8MB'", async () => {
    const huge = Buffer.alloc(8 * 1024 * 1024 + 1, 0xff);
    const res = await upload('huge.jpg', 'image/jpeg', huge);
    expectRefusal(res, 413, MSG.imageTooLarge);
    const stored = await t.database.db
      .selectFrom('uploads')
      .select('id')
      .where('user_id', '=', member.user.id)
      .where('bytes', '>', 8 * 1024 * 1024)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a request without a file part with 400', async () => {
    const boundary = 'cito-empty';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectRefusal(res, 400, MSG.notAnImage);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: { cookie: member.cookie },
    });
    expectRefusal(res, 415, 'Send the image as multipart/form-data');
  });

  it("refuses a visitor with 401 'You must be logged in'", async () => {
    const res = await uploadFile(t.app, undefined, {
      filename: 'pixel.png',
      contentType: 'image/png',
      data: await solid(2, 2).png().toBuffer(),
    });
    expectRefusal(res, 401, MSG.loginRequired);
  });
});

describe('GET /api/uploads/:id', () => {
  it('answers 404 for an upload that does not exist', async () => {
    expectRefusal(await getJson(t.app, '/api/uploads/2147483000'), 404, MSG.notFound);
  });
});
