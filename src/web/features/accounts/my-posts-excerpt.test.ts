import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, needsReadMore, postExcerpt } from './my-posts-excerpt.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('postExcerpt', () => {
  it('keeps a short post as it is', () => {
    expect(postExcerpt('Hello there')).toBe('Hello there');
    expect(needsReadMore('Hello there')).toBe(false);
  });

  it('keeps a post of exactly 300 characters whole, without Read more', () => {
    const text = 'a'.repeat(EXCERPT_LENGTH);
    expect(postExcerpt(text)).toBe(text);
    expect(needsReadMore(text)).toBe(false);
    expect(needsReadMore(`${text}b`)).toBe(true);
  });

  it('cuts a long post at the last word boundary and adds an ellipsis', () => {
    const text = words(80);
    const excerpt = postExcerpt(text);
    expect(excerpt.endsWith('…')).toBe(true);
    const body = excerpt.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(text.startsWith(body)).toBe(true);
    // the cut falls between two words, never inside one
    expect(text.charAt(body.length)).toBe(' ');
    expect(body.endsWith(' ')).toBe(false);
  });

  it('keeps the last word whole when the 301st character is a space', () => {
    const text = `${'a'.repeat(EXCERPT_LENGTH - 5)} bcde fgh`;
    expect(text.charAt(EXCERPT_LENGTH)).toBe(' ');
    expect(postExcerpt(text)).toBe(`${'a'.repeat(EXCERPT_LENGTH - 5)} bcde…`);
  });

  it('cuts hard at 300 characters when there are no spaces', () => {
    const text = 'x'.repeat(500);
    expect(postExcerpt(text)).toBe(`${'x'.repeat(EXCERPT_LENGTH)}…`);
  });

  it('treats line breaks as word boundaries', () => {
    const text = `${'a'.repeat(250)}\n${'b'.repeat(100)}`;
    expect(postExcerpt(text)).toBe(`${'a'.repeat(250)}…`);
  });

  it('leaves markdown as text', () => {
    const text = `**Bold** and [a link](https://example.test) and <b>tags</b> ${words(70)}`;
    const excerpt = postExcerpt(text);
    expect(excerpt.startsWith('**Bold** and [a link](https://example.test) and <b>tags</b> ')).toBe(true);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(290)}, bcdefgh. ${'c'.repeat(20)}`;
    expect(postExcerpt(text)).toBe(`${'a'.repeat(290)}, bcdefgh…`);
  });

  it('does not split an emoji at the cut', () => {
    const text = `${'x'.repeat(EXCERPT_LENGTH - 1)}😀${'y'.repeat(10)}`;
    expect(postExcerpt(text)).toBe(`${'x'.repeat(EXCERPT_LENGTH - 1)}…`);
  });
});
