import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRELOAD_ELEMENT_ID } from '../../common/limits.ts';
import { takeStartPosition } from './live/live-position.ts';

// The page's answers (preload.ts) as the API layer uses them: a read takes one, a write drops them.
const served = {
  whoami: { success: true, username: null },
  api: { '/api/categories': [{ id: 1, title: 'Served with the page' }], '/api/site': { success: true } },
  position: 'served.7',
};

let client: typeof import('./client.ts');
const fetched: string[] = [];

beforeAll(async () => {
  vi.stubGlobal('document', {
    cookie: '',
    getElementById: (id: string) =>
      id === PRELOAD_ELEMENT_ID ? { textContent: JSON.stringify(served) } : null,
  });
  vi.stubGlobal('fetch', async (path: string, init: { method: string }) => {
    fetched.push(`${init.method} ${path}`);
    return new Response(JSON.stringify({ success: true, from: 'server' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  client = await import('./client.ts');
});
afterEach(() => {
  fetched.length = 0;
});

describe("reads the page's server already answered", () => {
  it('are answered from the page once, with the live position they are current to', async () => {
    expect(await client.apiGet('/api/categories')).toEqual(served.api['/api/categories']);
    expect(fetched).toEqual([]);
    expect(takeStartPosition()).toBe('served.7');
    expect(await client.apiGet('/api/categories')).toEqual({ success: true, from: 'server' });
    expect(fetched).toEqual(['GET /api/categories']);
  });

  it('go to the server after any write, which may have changed them', async () => {
    await client.apiPost('/api/shouts', { text: 'hello' });
    expect(await client.apiGet('/api/site')).toEqual({ success: true, from: 'server' });
    expect(fetched).toEqual(['POST /api/shouts', 'GET /api/site']);
  });
});
