/**
 * Turns what a person typed into a search into terms, then into each database's query syntax.
 * Nothing the user types reaches FTS5 or tsquery as syntax: only runs of letters, digits and marks
 * survive, and each is quoted, so operators, quotes, brackets, `*`, `NEAR` or SQL text are just
 * words (or nothing) here.
 */

/** A word or phrase to match. Every matched term must occur (AND). */
export interface SearchTerm {
  words: string[];
  /** The last word matches as a prefix (the user may still be typing it). */
  prefix: boolean;
}

export interface ParsedQuery {
  terms: SearchTerm[];
  /** Every distinct word, for highlighting; `prefix` words mark any word they begin. */
  highlight: Array<{ word: string; prefix: boolean }>;
}

/** More terms than this add nothing but cost; the rest of a long query is ignored. */
export const MAX_TERMS = 8;
/** Words in one phrase beyond this are dropped. */
export const MAX_PHRASE_WORDS = 8;
/** Single letters are common as words and ruinous as prefixes ('a*'), so they match whole. */
const MIN_PREFIX_LENGTH = 2;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/;

/** The words of a text as the search indexes see them: case-folded runs of letters, digits, marks. */
export function searchWords(text: string): string[] {
  // Most text is ASCII, where a plain character class does the same work several times faster.
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/**
 * Bare words match by prefix; text in double quotes is a phrase matched word for word. An unclosed
 * quote at the end is a phrase still being typed, so its last word matches by prefix.
 */
export function parseQuery(input: string): ParsedQuery {
  const pieces = input.split('"');
  const terms: SearchTerm[] = [];
  const closed = pieces.length % 2 === 1;
  pieces.forEach((piece, index) => {
    const inQuotes = index % 2 === 1;
    const words = searchWords(piece);
    if (inQuotes) {
      const phrase = words.slice(0, MAX_PHRASE_WORDS);
      const typing = !closed && index === pieces.length - 1;
      if (phrase.length > 0) terms.push({ words: phrase, prefix: typing && canPrefix(phrase.at(-1)!) });
    } else {
      for (const word of words) terms.push({ words: [word], prefix: canPrefix(word) });
    }
  });
  const unique = dedupe(terms).slice(0, MAX_TERMS);
  const highlight = new Map<string, boolean>();
  for (const term of unique) {
    term.words.forEach((word, i) => {
      const prefix = term.prefix && i === term.words.length - 1;
      highlight.set(word, (highlight.get(word) ?? false) || prefix);
    });
  }
  return { terms: unique, highlight: [...highlight].map(([word, prefix]) => ({ word, prefix })) };
}

function canPrefix(word: string): boolean {
  return [...word].length >= MIN_PREFIX_LENGTH;
}

function dedupe(terms: SearchTerm[]): SearchTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = `${term.words.join(' ')}${term.prefix ? '*' : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** FTS5 MATCH text: each term a quoted string (a phrase when it has several words), ANDed. */
export function toFts5(query: ParsedQuery): string {
  return query.terms
    .map((term) => `"${term.words.join(' ').replaceAll('"', '""')}"${term.prefix ? ' *' : ''}`)
    .join(' AND ');
}

/** PostgreSQL to_tsquery('simple', …) text: quoted lexemes, `<->` inside phrases, `:*` for prefixes. */
export function toTsquery(query: ParsedQuery): string {
  return query.terms
    .map((term) => {
      const lexemes = term.words.map((word, i) => {
        const quoted = `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
        return term.prefix && i === term.words.length - 1 ? `${quoted}:*` : quoted;
      });
      return lexemes.length > 1 ? `(${lexemes.join(' <-> ')})` : lexemes[0]!;
    })
    .join(' & ');
}

// ASCII letters and digits are one lexeme, unchanged, for PostgreSQL's parser too.
const PLAIN_LEXEME = /^[a-z0-9]+$/;

/**
 * The word pairs a match of the query's phrases must hold, as a tsquery over `search_pairs` (migration
 * 0016): each two neighbouring words of a phrase as the lexeme 'first second', `:*` when the second
 * is the prefix being typed. Only pairs of plain ASCII words, which PostgreSQL tokenizes exactly as
 * searchWords does; other words are left to the phrase test itself. Null when there is no such pair.
 */
export function toPairTsquery(query: ParsedQuery): string | null {
  const pairs = query.terms.flatMap((term) =>
    term.words.slice(1).flatMap((second, i) => {
      const first = term.words[i]!;
      if (!PLAIN_LEXEME.test(first) || !PLAIN_LEXEME.test(second)) return [];
      return [`'${first} ${second}'${term.prefix && i === term.words.length - 2 ? ':*' : ''}`];
    }),
  );
  return pairs.length ? pairs.join(' & ') : null;
}
