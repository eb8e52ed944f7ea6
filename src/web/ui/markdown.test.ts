import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  isSafeImageUrl,
  isSafeLinkUrl,
  renderMarkdown,
  SANITIZE_CONFIG,
} from './markdown.tsx';

// The sanitizer itself needs a DOM; its behaviour in a browser is covered by e2e/xss.spec.ts.

describe('isSafeLinkUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:someone@example.com',
    '/terms',
    '../up',
    '#post-3',
    '?page=2',
    'relative/path',
    '//example.com/x',
  ])('allows %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it.each(['/api/uploads/12', 'https://example.com/cat.png', 'HTTPS://example.com/cat.png'])(
    'allows %s',
    (url) => {
      expect(isSafeImageUrl(url)).toBe(true);
    },
  );

  it.each([
    'http://example.com/cat.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'javascript:alert(1)',
    '//evil.example/x.png',
    '\\\\evil.example/x.png',
    '/\\evil.example/x.png',
    'x',
    'img/a.png',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });
});

describe('the allow-list of spec 1 §5', () => {
  it('has exactly the spec tags', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      [
        ...['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img'],
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
      ].sort(),
    );
  });

  it('has exactly the spec attributes, and no data-* or aria-*', () => {
    expect([...ALLOWED_ATTR].sort()).toEqual(['alt', 'href', 'src', 'target', 'title']);
    expect(SANITIZE_CONFIG.ALLOW_DATA_ATTR).toBe(false);
    expect(SANITIZE_CONFIG.ALLOW_ARIA_ATTR).toBe(false);
  });

  it('lets only http(s), mailto and relative URLs through the URI rule', () => {
    const rule = SANITIZE_CONFIG.ALLOWED_URI_REGEXP!;
    expect(rule.test('https://x.test')).toBe(true);
    expect(rule.test('mailto:a@x.test')).toBe(true);
    expect(rule.test('/api/uploads/1')).toBe(true);
    expect(rule.test('tel:123')).toBe(false);
    expect(rule.test('javascript:alert(1)')).toBe(false);
  });
});

describe('renderMarkdown without a DOM', () => {
  it('escapes the text rather than passing HTML through unsanitized', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> & "hi"');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;hi&quot;');
  });
});
