import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { listen } from '../support/sse.ts';

// issue 20 §1: API answers over 1 KB are compressed by Accept-Encoding; the event stream is not
// buffered by compression (its first event arrives while the stream stays open).
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('API compression', () => {
  it('sends a large answer as brotli when the client accepts it, the same JSON once decoded', async () => {
    const plain = await get('/api/docs');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/docs', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const gz = await get('/api/docs', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await get('/api/health', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });

  it('does not compress or buffer the event stream', async () => {
    const url = new URL('/api/events', base);
    const { headers, firstChunk } = await new Promise<{
      headers: Record<string, unknown>;
      firstChunk: string;
    }>((resolve, reject) => {
      const req = request(
        url,
        { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' } },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, firstChunk: chunk.toString('utf8') });
            req.destroy();
          });
        },
      );
      req.on('error', (error) => (error.message.includes('aborted') ? undefined : reject(error)));
      req.end();
    });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    // readable text straight away: the named `connected` event (or the stream's retry line before it)
    expect(firstChunk).toMatch(/^(retry:|event:|:|id:)/m);
  });
});
