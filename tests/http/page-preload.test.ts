import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD_ELEMENT_ID } from '../../src/common/limits.ts';
import { leadImageHint, pageEncoding, preloadBlock } from '../../src/server/http/web.ts';
import { createTestApp, createUser, logIn, type TestApp } from '../support/app.ts';
import { freshCategory, replyTo, signIn, startThread, uploadFile } from '../support/forum.ts';
import { whoami } from '../support/http.ts';

// Issue 20 §1: a page carries the answer to its first question (who is signed in), so a members'
// screen need not wait for its scripts to ask.
// as large as a real page's inlined stylesheet makes it (well over the 1 KB compression threshold)
const STYLE = `<style>${'.panel{padding:8px;border:2px solid #222}'.repeat(60)}</style>`;
const INDEX = `<!doctype html><html><head><title>Cito</title>${STYLE}</head><body><div id="root"></div></body></html>`;
const BLOCK = new RegExp(`<script type="application/json" id="${PRELOAD_ELEMENT_ID}">(.*?)</script></body>`);

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'cito-web-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const preloadOf = (body: string) => {
  const match = BLOCK.exec(body);
  return match ? JSON.parse(match[1]!) : null;
};

describe('pages answer whoami inside them', () => {
  it("gives a visitor's page the visitor's whoami, private to the request", async () => {
    const res = await page('/forum');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(preloadOf(res.body).whoami).toEqual({ success: true, username: null });
    expect(res.body.replace(BLOCK, '</body>')).toBe(INDEX);
  });

  it("gives a member's page the same whoami the API answers them", async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    const res = await page('/home', cookie);
    expect(res.statusCode).toBe(200);
    const api = await whoami(t.app, cookie);
    expect(preloadOf(res.body).whoami).toEqual(api.json());
    expect(preloadOf(res.body).whoami).toMatchObject({ id: user.id, username: user.username });
  });

  it('leaves an expired session to the page, whose own whoami says so', async () => {
    const user = await createUser(t.database);
    const cookie = await logIn(t.app, user);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await page('/home', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('sends the page compressed by Accept-Encoding, brotli first, the same HTML once decoded', async () => {
    const plain = await page('/forum');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/forum', headers: { 'accept-encoding': encoding } });

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('gzip;q=1.0, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps API paths and missing files out of it', async () => {
    expect((await page('/api/nothing-here')).json()).toMatchObject({ success: false });
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('a thread page asks for its lead image with its answers', () => {
  const HINT =
    /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"><script type="application\/json"/;

  async function threadStartingWith(text: (image: string) => string) {
    const member = await signIn(t);
    const data = await sharp({ create: { width: 210, height: 340, channels: 4, background: '#3a6' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(t.app, member.cookie, {
      filename: 'sheet.png',
      contentType: 'image/png',
      data,
    });
    expect(upload.statusCode).toBe(201);
    const image: string = upload.json().url;
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id, { text: text(image) });
    return { image, member, url: `/thread/${category.slug}/${thread.slug}`, thread };
  }

  it("hints the image an opening post starts with (a design review's sheet), ahead of the answers", async () => {
    const { image, url } = await threadStartingWith((src) => `![Cap sprite sheet](${src})\n\nPlease review.`);
    const res = await page(url);
    expect(HINT.exec(res.body)?.[1]).toBe(image);
    // the hint is the only addition: the page is otherwise the same
    expect(res.body.replace(HINT, '<script type="application/json"').replace(BLOCK, '</body>')).toBe(INDEX);
  });

  it('hints nothing when text comes first, on a later page, or for a thread without images', async () => {
    const late = await threadStartingWith((src) => `${'A long story. '.repeat(30)}\n\n![late](${src})`);
    expect((await page(late.url)).body).not.toMatch(/rel="preload"/);

    const early = await threadStartingWith((src) => `![sheet](${src})`);
    for (let i = 0; i < 25; i += 1) await replyTo(t.app, early.member, early.thread.id, `Reply ${i}`);
    expect((await page(`${early.url}?page=2`)).body).not.toMatch(/rel="preload"/);
    expect(HINT.exec((await page(`${early.url}?page=1`)).body)?.[1]).toBe(early.image);

    const plain = await threadStartingWith(() => 'Just words.');
    expect((await page(plain.url)).body).not.toMatch(/rel="preload"/);
  });

  it('makes a hint of a path on this site only, escaped for its attribute', () => {
    expect(leadImageHint('/uploads/a.png?v=1&w=2')).toBe(
      '<link rel="preload" as="image" href="/uploads/a.png?v=1&amp;w=2" fetchpriority="high">',
    );
    expect(leadImageHint('/x"><script>')).toContain('href="/x&quot;&gt;&lt;script&gt;"');
    expect(leadImageHint('//evil.example/a.png')).toBe('');
    expect(leadImageHint('/\\evil.example/a.png')).toBe('');
    expect(leadImageHint('https://evil.example/a.png')).toBe('');
    expect(leadImageHint(null)).toBe('');
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('GZIP')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('preloadBlock', () => {
  it('escapes < so that no value can close the element, and the block reads back the same', () => {
    const data = { whoami: { username: '</script><script>alert(1)</script>' } };
    const html = `<body>${preloadBlock(data)}</body>`;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(BLOCK.exec(html)![1]!)).toEqual(data);
  });
});
