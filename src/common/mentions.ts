import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';

// Issue 17 §2 and §4: `@username` mentions and quotes of posts, recognised in a post's markdown the
// same way by the server (who to notify) and the browser (what to link). Both go through marked's
// lexer, so code spans and code blocks (which marked never tokenizes inline) never hold a mention.

/** A member name as DECISIONS.md allows it: 3–24 letters, digits, `_` and `-`. */
const MENTION = /^@([A-Za-z0-9_-]{3,24})(?![A-Za-z0-9_-])/;
/** A character that glues an `@` to the word before it: `a@b.com`, `x/@y`, `1@2` are no mentions. */
const GLUED = /[A-Za-z0-9_.+/=@-]$/;

/** At most this many names are looked up per post (the server notifies at most 10 of them). */
export const MENTIONS_MAX_NAMES = 50;
/** At most this many members are notified of one post by its mentions and quotes (issue 17 §2). */
export const MENTIONS_NOTIFY_MAX = 10;

interface MentionToken extends Tokens.Generic {
  type: 'mention';
  raw: string;
  username: string;
}

/** The marked extension that makes `@username` a link to the member's profile. */
export const mentionExtension: TokenizerAndRendererExtension = {
  name: 'mention',
  level: 'inline',
  start: (src) => {
    const at = src.indexOf('@');
    return at < 0 ? undefined : at;
  },
  tokenizer(src, tokens): MentionToken | undefined {
    if (this.lexer.state.inLink) return undefined;
    const match = MENTION.exec(src);
    if (!match) return undefined;
    const before = tokens.at(-1);
    if (before && (before.type === 'text' || before.type === 'escape') && GLUED.test(before.raw))
      return undefined;
    return { type: 'mention', raw: match[0], username: match[1]! };
  },
  renderer: (token) => `<a href="/profile/${token.username}">@${token.username}</a>`,
};

const lexer = new Marked({ gfm: true, breaks: true, async: false });
lexer.use({ extensions: [mentionExtension] });

/** A post's link as quote attributions carry it: `/thread/{category}/{thread}[?page=n]#post-{id}`. */
const POST_LINK = /^\/thread\/[^\s#?]+(?:\?page=\d{1,6})?#post-(\d{1,10})$/;
const ATTRIBUTION = / wrote$/;

/** The id of the post a blockquote quotes, when it opens with `[name wrote](post link):`. */
function quotedPostId(token: Tokens.Blockquote): number | null {
  const first = token.tokens[0];
  if (first?.type !== 'paragraph') return null;
  const link = (first as Tokens.Paragraph).tokens[0];
  if (link?.type !== 'link') return null;
  const { href, text } = link as Tokens.Link;
  const match = POST_LINK.exec(href);
  if (!match || !ATTRIBUTION.test(text)) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

type Visit = (token: Tokens.Generic, insideQuote: boolean) => void;

function walk(tokens: readonly Tokens.Generic[], visit: Visit, insideQuote: boolean): void {
  for (const token of tokens) {
    visit(token, insideQuote);
    const quoted =
      insideQuote || (token.type === 'blockquote' && quotedPostId(token as Tokens.Blockquote) !== null);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens, visit, quoted);
    }
    if (token.type === 'list')
      for (const item of (token as Tokens.List).items) walk(item.tokens, visit, quoted);
    if (Array.isArray(token.tokens)) walk(token.tokens as Tokens.Generic[], visit, quoted);
  }
}

/**
 * The names a post mentions, outside code and outside quotes of other posts (quoting a post that
 * mentions someone does not mention them again), each once in the order written, as typed.
 */
export function findMentions(markdown: string): string[] {
  const seen = new Map<string, string>();
  walk(
    lexer.lexer(markdown) as Tokens.Generic[],
    (token, insideQuote) => {
      if (token.type !== 'mention' || insideQuote) return;
      const name = (token as MentionToken).username;
      if (!seen.has(name.toLowerCase()) && seen.size < MENTIONS_MAX_NAMES) seen.set(name.toLowerCase(), name);
    },
    false,
  );
  return [...seen.values()];
}

/** The ids of the posts a post quotes (its blockquotes with a post attribution), each once. */
export function findQuotedPostIds(markdown: string): number[] {
  const ids = new Set<number>();
  walk(
    lexer.lexer(markdown) as Tokens.Generic[],
    (token, insideQuote) => {
      if (token.type !== 'blockquote' || insideQuote) return;
      const id = quotedPostId(token as Tokens.Blockquote);
      if (id !== null && ids.size < MENTIONS_MAX_NAMES) ids.add(id);
    },
    false,
  );
  return [...ids];
}

/**
 * A quote of (part of) a post as markdown: an attribution line linking to the post, then the text
 * quoted line by line (issue 17 §4). findQuotedPostIds recognises it.
 */
export function quoteMarkdown(quote: { author: string; url: string; text: string }): string {
  // Brackets in a name would end the link text early; names never have them, but be sure.
  const author = quote.author.replace(/[[\]\\]/g, '');
  const body = quote.text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `> [${author} wrote](${quote.url}):\n>\n${body}\n\n`;
}
