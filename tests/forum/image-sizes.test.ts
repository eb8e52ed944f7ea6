import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizes, pngSize } from '../../src/server/forum/image-sizes.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  replyTo,
  signIn,
  startThread,
  uploadFile,
} from '../support/forum.ts';
import { makeDesign } from '../support/shop.ts';
import { call, listen, SseClient } from '../support/sse.ts';

// issue 20 §1: posts carry the size of the site images they show, so nothing shifts as they load.
let t: TestApp;
let member: Actor;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
  base = await listen(t.app);
});
afterAll(() => t.close());

async function uploaded(width: number, height: number): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const res = await uploadFile(t.app, member.cookie, { filename: 'art.png', contentType: 'image/png', data });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

describe('image sizes in posts', () => {
  it('reads the size from a PNG header', async () => {
    const png = await sharp({ create: { width: 300, height: 7, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    expect(pngSize(png)).toEqual({ width: 300, height: 7 });
    expect(pngSize(Buffer.from('GIF89a not a png at all'))).toBeNull();
  });

  it("knows a design's sprite sheet by its PNG header, whatever its version", async () => {
    const { designId } = await makeDesign(t.database, 'top', [{ variant_name: 'Plain' }]);
    const src = `/api/designs/${designId}/sprite.png?v=abc123`;
    const sizes = await imageSizes(t.database.db, [
      `![${'sheet'}](${src})`,
      '![none](/api/designs/999999/sprite.png)',
    ]);
    expect([...sizes.values()]).toEqual([{ src, width: 210, height: 340 }]);
  });

  it("gives each post of a thread page the sizes of the uploads it shows, and nothing for others'", async () => {
    const wide = await uploaded(64, 32);
    const tall = await uploaded(16, 48);
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id, {
      text: `Look: ![wide one](${wide}) and ![tall](${tall} "a title") and [a link](${wide}).`,
    });
    await replyTo(t.app, member, thread.id, 'No pictures here, and ![external](https://example.com/x.png).');
    const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
    expect(page.posts[0].images).toEqual([
      { src: wide, width: 64, height: 32 },
      { src: tall, width: 16, height: 48 },
    ]);
    expect(page.posts[1].images).toBeUndefined();
  });

  it('sends the sizes with a post that arrives live', async () => {
    const art = await uploaded(20, 10);
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    const stream = await SseClient.open(base, member.cookie);
    try {
      const join = await call(
        base,
        'POST',
        `/api/events/${stream.connected.connection_id}/join`,
        member.cookie,
        {
          thread_id: thread.id,
        },
      );
      expect(join.status).toBe(200);
      const since = stream.events.length;
      await replyTo(t.app, member, thread.id, `![art](${art})`);
      const event = await stream.message<{ post: { images?: unknown } }>('post.new', 5_000, since);
      expect(event.post.images).toEqual([{ src: art, width: 20, height: 10 }]);
    } finally {
      stream.close();
    }
  });
});
