import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web.ts';

// Issue 7: the built app goes out precompressed, hashed assets are cached for good and the page
// itself always revalidates. (@fastify/static's own max-age=0 once overwrote the asset header.)
const SCRIPT = 'console.log("a hashed asset of the web build");'.repeat(20);

function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'cito-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Cito</title>');
  const asset = join(root, 'assets', 'app-Bx1.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.map`, '{"version":3,"sources":["app.tsx"],"mappings":""}');
  return root;
}

describe('serving the web build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerWebApp(app, builtWebRoot(), { serveSourceMaps: true });
  });
  afterAll(() => app.close());

  it('sends a hashed asset as brotli, cached immutable and varying on Accept-Encoding', async () => {
    const res = await app.inject({ url: '/assets/app-Bx1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('sends gzip to a client without brotli, and the original to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/app-Bx1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-Bx1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('answers a page with index.html that must revalidate', async () => {
    const res = await app.inject({ url: '/forum' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await app.inject({ url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
  });
});

// Issue 15 §3: the source maps are build artefacts on disk, not public in production.
describe('source maps', () => {
  async function serving(serveSourceMaps: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    await registerWebApp(app, builtWebRoot(), { serveSourceMaps });
    return app;
  }

  it('answers a source map 404 in production, though the script itself is served', async () => {
    const app = await serving(false);
    const map = await app.inject({ url: '/assets/app-Bx1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('mappings');
    expect((await app.inject({ url: '/assets/app-Bx1.js' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves the source map outside production', async () => {
    const app = await serving(true);
    const map = await app.inject({ url: '/assets/app-Bx1.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('mappings');
    await app.close();
  });
});
