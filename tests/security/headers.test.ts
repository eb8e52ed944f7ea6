import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';

// Issue 9 §5: the security headers on the HTML page and on the API, and the session cookie's flags.
function webRoot(head = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'cito-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Cito</title>${head}<script src="/assets/app.js"></script>`,
  );
  return dir;
}

async function appFor(publicOrigin?: string, head?: string) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ...(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}) }),
    webRoot: webRoot(head),
  };
  return createTestApp({ config });
}

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers over plain HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor();
  });
  afterAll(() => t.close());

  it('sends a strict policy on the HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forum' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  // Data, never a document: nothing may load from it or frame it, in a few headers (issue 15 §4).
  for (const url of ['/api/categories', '/api/no-such-route'])
    it(`sends the strictest policy on the API (${url})`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect([...csp]).toEqual([
        ['default-src', "'none'"],
        ['frame-ancestors', "'none'"],
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure on plain HTTP', async () => {
    const user = await createUser(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });
});

describe('the stylesheet and script the build inlines into index.html (issue 20 §1)', () => {
  const css = 'body{color:#2b1d2f}';
  const js = "document.documentElement.dataset.theme = 'light';";
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor(undefined, `<style>${css}</style><script>${js}</script>`);
  });
  afterAll(() => t.close());

  it('are allowed by their hashes alone, not by unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forum' });
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('style-src')).toBe(`'self' 'sha256-${hash(css)}'`);
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${hash(js)}'`);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});

describe('security headers behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor('https://cito.example');
  });
  afterAll(() => t.close());

  it('adds HSTS on pages and API, and marks the session cookie Secure', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const user = await createUser(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      headers: { origin: 'https://cito.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});
