import { describe, expect, it } from 'vitest';
import { makeExcerpt, plainText } from './excerpt.ts';
import { MAX_TERMS, parseQuery, searchWords, toFts5, toPairTsquery, toTsquery } from './query.ts';

describe('parseQuery', () => {
  it('makes bare words prefix terms, and single letters whole words', () => {
    expect(parseQuery('Pixel a hat').terms).toEqual([
      { words: ['pixel'], prefix: true },
      { words: ['a'], prefix: false },
      { words: ['hat'], prefix: true },
    ]);
  });

  it('keeps a closed phrase whole and lets an unclosed one end in a prefix', () => {
    expect(parseQuery('"red hat" shop').terms).toEqual([
      { words: ['red', 'hat'], prefix: false },
      { words: ['shop'], prefix: true },
    ]);
    expect(parseQuery('shop "red ha').terms).toEqual([
      { words: ['shop'], prefix: true },
      { words: ['red', 'ha'], prefix: true },
    ]);
  });

  it('drops punctuation, operators and emoji to plain words, and repeated terms', () => {
    expect(parseQuery('NEAR(pix* -avatar) 🎉 pix').terms.map((t) => t.words.join(' '))).toEqual([
      'near',
      'pix',
      'avatar',
    ]);
    expect(parseQuery('*** (( "" ))').terms).toEqual([]);
  });

  it(`keeps at most ${MAX_TERMS} terms`, () => {
    expect(parseQuery('a b c d e f g h i j k').terms).toHaveLength(MAX_TERMS);
  });

  it('lists the words to highlight, prefix if any term uses them as one', () => {
    expect(parseQuery('"red hat" hat').highlight).toEqual([
      { word: 'red', prefix: false },
      { word: 'hat', prefix: true },
    ]);
  });
});

describe('query syntax', () => {
  it('quotes every term for FTS5 and ANDs them', () => {
    expect(toFts5(parseQuery('shop "red hat" a'))).toBe('"shop" * AND "red hat" AND "a"');
  });

  it('quotes every lexeme for tsquery, with <-> in phrases and :* for prefixes', () => {
    expect(toTsquery(parseQuery('shop "red hat" a'))).toBe(`'shop':* & ('red' <-> 'hat') & 'a'`);
  });

  it("pairs a phrase's neighbouring words for PostgreSQL's pair index, the typed one as a prefix", () => {
    expect(toPairTsquery(parseQuery('shop "red hat" a'))).toBe(`'red hat'`);
    expect(toPairTsquery(parseQuery('"big red hat" "tile tumble'))).toBe(
      `'big red' & 'red hat' & 'tile tumble':*`,
    );
    // A one-letter word being typed matches whole, so its pair does too.
    expect(toPairTsquery(parseQuery('"red a'))).toBe(`'red a'`);
  });

  it('leaves out pairs of words PostgreSQL might split otherwise, and queries without phrases', () => {
    expect(toPairTsquery(parseQuery('"café au lait"'))).toBe(`'au lait'`);
    expect(toPairTsquery(parseQuery('"café crème"'))).toBeNull();
    expect(toPairTsquery(parseQuery('red hat "tile"'))).toBeNull();
  });

  it('folds case and composes accents the way the indexes do', () => {
    expect(searchWords('CAFE\u0301 Straße ÜBER')).toEqual(['café', 'straße', 'über']);
  });
});

describe('excerpts', () => {
  const query = parseQuery('lantern');

  it('reduces markdown to plain text without addresses or tags', () => {
    expect(plainText('# Title\n\n**bold** [link](https://x.test) ![alt](/img.png) <b>tag</b>\n> quote')).toBe(
      'Title bold link alt tag quote',
    );
  });

  it('keeps short text whole and marks every match', () => {
    expect(makeExcerpt('A lantern, two Lanterns.', query)).toEqual({
      excerpt: 'A lantern, two Lanterns.',
      highlights: [
        [2, 9],
        [15, 23],
      ],
    });
  });

  it('cuts long text around the first match at word boundaries', () => {
    const text = `${'word '.repeat(60)}the lantern glows ${'more '.repeat(60)}`;
    const { excerpt, highlights } = makeExcerpt(text, query, 100);
    expect(excerpt.startsWith('…word')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(102);
    expect(highlights).toHaveLength(1);
    expect(excerpt.slice(...highlights[0]!)).toBe('lantern');
  });
});
