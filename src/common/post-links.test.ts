import { describe, expect, it } from 'vitest';
import { countLinks } from './post-links.ts';

describe('countLinks (issue 16 §6)', () => {
  it('finds nothing in plain text', () => {
    expect(countLinks('Hello there, see you at 10.30!')).toEqual({ links: 0, images: 0 });
  });

  it('counts markdown links and images once each', () => {
    expect(
      countLinks('[one](https://a.example) and ![pic](/api/uploads/3) and [two](https://b.example)'),
    ).toEqual({
      links: 2,
      images: 1,
    });
  });

  it('counts HTML links and images without counting their addresses again', () => {
    expect(countLinks('<a href="https://a.example">a</a> <img src="https://b.example/x.png">')).toEqual({
      links: 1,
      images: 1,
    });
  });

  it('counts bare addresses the renderer links by itself, and reference definitions', () => {
    expect(countLinks('see https://a.example/x and www.b.example\n\n[ref]: https://c.example')).toEqual({
      links: 3,
      images: 0,
    });
  });
});
