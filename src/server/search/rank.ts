import type { ParsedQuery, SearchTerm } from './query.ts';

/** A matching row and its indexed text (a thread's title or a post's content). */
export interface Candidate {
  id: number;
  text: string;
}

// Okapi BM25's usual constants: how fast repeated words stop adding, and how much length counts.
const K1 = 1.2;
const B = 0.75;

/**
 * Word characters for counting, close to the indexes' letters, digits and marks: ASCII letters and
 * digits, and the Unicode blocks of letters, leaving out general and CJK punctuation, emoji and other
 * symbols. A Unicode property class (\\p{L}) would be exact, but compiling one case-insensitively
 * costs milliseconds per search, and this only ranks rows the database already matched.
 */
const WORD_CHAR =
  '[0-9A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u1FFF\\u2070-\\u2DFF\\u2E80-\\u2FFF\\u3040-\\uD7FF\\uF900-\\uFDFF\\uFE70-\\uFEFF\\uFF10-\\uFFEF]';
const NOT_WORD_CHAR = `[^${WORD_CHAR.slice(1)}`;

/**
 * Orders matches best first, then newest first (higher id), by Okapi BM25 computed here over the
 * candidates rather than by each database's ranking function: the same rows come back in the same
 * order on SQLite and PostgreSQL, and neither database pays for scoring rows (FTS5's bm25() costs
 * more than the match itself). Word rarity is judged among the candidates, and length is counted
 * in characters, which is proportional to words and needs no tokenizing.
 */
export function rankCandidates(candidates: Candidate[], query: ParsedQuery): number[] {
  const patterns = query.terms.map(termPattern);
  const counts = candidates.map((c) => patterns.map((pattern) => count(c.text, pattern)));
  const total = candidates.length;
  const averageLength = candidates.reduce((sum, c) => sum + c.text.length, 0) / Math.max(1, total);
  const idf = patterns.map((_, t) => {
    const containing = counts.filter((c) => c[t]! > 0).length;
    return Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
  });
  const scored = candidates.map((candidate, d) => {
    const norm = K1 * (1 - B + (B * candidate.text.length) / Math.max(1, averageLength));
    const score = counts[d]!.reduce((sum, tf, t) => sum + (idf[t]! * tf * (K1 + 1)) / (tf + norm), 0);
    return { id: candidate.id, score };
  });
  return scored.sort((a, b) => b.score - a.score || b.id - a.id).map((s) => s.id);
}

/**
 * A term as a case-insensitive pattern: its words in order with only non-word characters between
 * them, starting at a word boundary, the last word whole or (for a prefix term) as a beginning.
 */
function termPattern(term: SearchTerm): RegExp {
  const words = term.words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const end = term.prefix ? `${WORD_CHAR}*` : `(?!${WORD_CHAR})`;
  return new RegExp(`(?<!${WORD_CHAR})${words.join(`${NOT_WORD_CHAR}+`)}${end}`, 'gi');
}

function count(text: string, pattern: RegExp): number {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) n++;
  return n;
}
