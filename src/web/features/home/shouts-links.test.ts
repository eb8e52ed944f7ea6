import { describe, expect, it } from 'vitest';
import { splitShoutLinks } from './shouts-links.ts';

describe('splitShoutLinks', () => {
  it('makes http and https addresses links and leaves the rest text', () => {
    expect(splitShoutLinks('see https://example.com/a?b=1 and http://x.test now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation after an address outside the link', () => {
    expect(splitShoutLinks('Look: https://example.com/page.')).toEqual([
      { kind: 'text', text: 'Look: ' },
      { kind: 'link', text: 'https://example.com/page', href: 'https://example.com/page' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'ftp://example.com',
      '<a href="https:">x</a>',
      'data:text/html,hi',
    ])
      expect(splitShoutLinks(text).every((piece) => piece.kind === 'text')).toBe(true);
    expect(splitShoutLinks('')).toEqual([]);
  });
});
