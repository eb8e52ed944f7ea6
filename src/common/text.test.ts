import { describe, expect, it } from 'vitest';
import { hasVisibleText, isStorableText, plainText } from './text.ts';

describe('isStorableText', () => {
  it.each(['plain', 'tab\tnewline\ncarriage\r', '🙂 emoji', 'שלום', '\u007F delete', ''])(
    'accepts %j',
    (text) => expect(isStorableText(text)).toBe(true),
  );
  it.each(['\u0000', 'a\u0001', '\u000B', '\u000C', '\u001F', '\uD800', 'x\uDC00', '\uDBFF\uDBFF'])(
    'refuses %j',
    (text) => expect(isStorableText(text)).toBe(false),
  );
});

describe('hasVisibleText', () => {
  it.each(['\u200B', ' \u202E\u2066\u2069 ', '\u2060\u2064\uFEFF', '\u200C\u200D\u200E\u200F', ''])(
    'finds nothing visible in %j',
    (text) => expect(hasVisibleText(text)).toBe(false),
  );
  it.each(['a', '\u200Bx', '👩\u200D👩'])('finds visible text in %j', (text) =>
    expect(hasVisibleText(text)).toBe(true),
  );
});

describe('plainText (My Posts excerpts, issue 17 §10)', () => {
  it('shows a post’s markdown as the text a reader sees', () => {
    expect(plainText('## Hi\n\n**Bold**, _em_ and [a link](https://x.test)\n\n- item\n> quoted')).toBe(
      'Hi Bold, em and a link item quoted',
    );
  });
});
