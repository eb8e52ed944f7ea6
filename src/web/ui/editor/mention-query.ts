/** The `@name` being typed at the caret: where its `@` is and the name so far. */
export interface MentionQuery {
  start: number;
  query: string;
}

// An `@` at the start or after a space or opening punctuation (not inside a word or an e-mail),
// then up to 24 name characters reaching the caret.
const TYPING = /(?:^|[\s([{>"'*_~])@([A-Za-z0-9_-]{1,24})$/;

/** The mention being typed just before `caret`, or null (issue 17 §2 autocomplete). */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(Math.max(0, caret - 40), caret);
  const match = TYPING.exec(before);
  if (!match) return null;
  const query = match[1]!;
  // The name must end at the caret: a name character right after it means the caret is mid-word.
  if (/^[A-Za-z0-9_-]/.test(text.slice(caret))) return null;
  return { start: caret - query.length - 1, query };
}

/** Replaces the typed `@query` with `@username ` and answers the new text and caret. */
export function applyMention(
  text: string,
  at: MentionQuery,
  username: string,
): { text: string; start: number; end: number } {
  const end = at.start + 1 + at.query.length;
  const rest = text.slice(end);
  const insert = `@${username}${rest.startsWith(' ') ? '' : ' '}`;
  const caret = at.start + insert.length + (rest.startsWith(' ') ? 1 : 0);
  return { text: text.slice(0, at.start) + insert + rest, start: caret, end: caret };
}
