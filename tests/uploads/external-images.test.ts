import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

// A real image server on this machine. Loopback is refused in production, so the app under test gets
// an address policy that lets exactly this server through (and a second app keeps the default).
let images: Server;
let base: string;
let pixel: Buffer;
let t: TestApp;
let strict: TestApp;
let author: Actor;
let strictAuthor: Actor;
let hits = 0;

beforeAll(async () => {
  pixel = await sharp({
    create: { width: 8, height: 8, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  images = createServer((req, res) => {
    hits++;
    if (req.url === '/sprite.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(pixel);
    if (req.url === '/hop') return res.writeHead(302, { location: '/sprite.png' }).end();
    if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.1/x.png' }).end();
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    if (req.url === '/fake.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('not an image');
    if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(Buffer.alloc(3 * 1024 * 1024));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  t = await createTestApp({
    externalImages: { isAllowedAddress: (address) => address === '127.0.0.1', anyPort: true },
  });
  strict = await createTestApp();
  author = await signIn(t);
  strictAuthor = await signIn(strict);
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await new Promise((resolve) => images.close(resolve));
});

async function replyText(app: TestApp, actor: Actor, text: string): Promise<string> {
  const category = await freshCategory(app.database);
  const thread = await startThread(app.app, actor, category.id);
  const id = await replyTo(app.app, actor, thread.id, text);
  const page = (await getJson(app.app, `/api/thread/${thread.id}`, { cookie: actor.cookie })).json();
  return page.posts.find((p: { id: number }) => p.id === id).content;
}

describe('external images in posts (issue 17 §10)', () => {
  it('stores an external image as an upload and points the post at it, transparency kept', async () => {
    const content = await replyText(t, author, `Look ![my sprite](${base}/sprite.png) here`);
    const match = /^Look !\[my sprite\]\(\/api\/uploads\/(\d+)\) here$/.exec(content);
    expect(match, content).not.toBeNull();
    const upload = await getJson(t.app, `/api/uploads/${match![1]}`);
    expect(upload.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(upload.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });

  it('follows a redirect to a permitted address, and fetches one URL once per post', async () => {
    const before = hits;
    const content = await replyText(t, author, `![a](${base}/hop) and ![b](${base}/hop)`);
    expect(content).toMatch(/^!\[a\]\(\/api\/uploads\/\d+\) and !\[b\]\(\/api\/uploads\/\d+\)$/);
    expect(hits - before).toBe(2); // the redirect and the image, once
  });

  it('turns an image into a link when it cannot be fetched safely', async () => {
    for (const [path, why] of [
      ['/to-private', 'a redirect to a private address'],
      ['/page', 'not an image type'],
      ['/fake.png', 'an image type that does not decode'],
      ['/huge.png', 'over 2 MB'],
      ['/missing.png', 'a 404'],
    ]) {
      const content = await replyText(t, author, `![pic](${base}${path})`);
      expect(content, why).toBe(`[pic](${base}${path})`);
    }
  });

  it('refuses loopback and private addresses with the production policy', async () => {
    for (const url of [
      `${base}/sprite.png`,
      'https://127.0.0.1/sprite.png',
      'https://10.1.2.3/x.png',
      'https://169.254.169.254/latest/meta-data.png',
      'https://[::1]/x.png',
      'https://[fc00::1]/x.png',
      'https://localhost/x.png',
    ]) {
      const content = await replyText(strict, strictAuthor, `![](${url})`);
      expect(content, url).toBe(`[${url}](${url})`);
    }
  });

  it('leaves images in code and local uploads alone, and applies to new threads and edits', async () => {
    const code = `\`\`\`\n![x](${base}/sprite.png)\n\`\`\``;
    expect(await replyText(t, author, code)).toBe(code);
    const category = await freshCategory(t.database);
    const created = await postAs(t.app, author.cookie, `/api/category/${category.id}/post`, {
      title: 'With a picture',
      text: `![s](${base}/sprite.png)`,
    });
    const thread = created.json();
    const edit = await postAs(t.app, author.cookie, `/api/post/${thread.post_id}/edit`, {
      text: `![s](${base}/missing.png)`,
    });
    expect(edit.statusCode).toBe(200);
    const page = (await getJson(t.app, `/api/thread/${thread.id}`)).json();
    expect(page.posts[0].content).toBe(`[s](${base}/missing.png)`);
  });

  it('copies the external images of private messages too, and links what fails', async () => {
    const friend = await signIn(t);
    const started = await postAs(t.app, author.cookie, '/api/messages', {
      to: [friend.user.username],
      title: 'Sprites',
      text: `Mine: ![sprite](${base}/sprite.png)`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().conversation_id;
    const replied = await postAs(t.app, friend.cookie, `/api/messages/${id}/reply`, {
      text: `Broken: ![x](${base}/page)`,
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const read = (await getJson(t.app, `/api/messages/${id}`, { cookie: author.cookie })).json();
    const contents = read.messages.map((m: { content: string }) => m.content);
    expect(contents[0]).toMatch(/^Mine: !\[sprite\]\(\/api\/uploads\/\d+\)$/);
    expect(contents[1]).toBe(`Broken: [x](${base}/page)`);
  });
});
