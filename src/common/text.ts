// Text rules shared by the server (the truth) and the forms (early, friendly refusals).

/**
 * C0 control characters other than tab, line feed and carriage return, and lone UTF-16 surrogates:
 * PostgreSQL refuses NUL outright and neither database can store half a surrogate pair faithfully.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

/** Zero-width and direction-control characters: they print nothing on their own. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** True when every character of `text` can be stored by SQLite and PostgreSQL alike. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** True when `text` shows something once whitespace, zero-width and direction controls are gone. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').trim() !== '';
}

/**
 * The readable text of a post's markdown: link and image text without their addresses, no markup
 * characters, no HTML tags, whitespace collapsed. The result is plain text, never HTML.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
