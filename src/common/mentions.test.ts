import { describe, expect, it } from 'vitest';
import { findMentions, findQuotedPostIds, quoteMarkdown } from './mentions.ts';

describe('findMentions (issue 17 §2)', () => {
  it('finds names at the start, after spaces and after punctuation', () => {
    expect(findMentions('@alice hi, (@bob) and @carol: see @dave.')).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
    ]);
  });

  it('lets punctuation end a name', () => {
    expect(findMentions('thanks @alice! and @bob? or @carol, @dave; @erin...')).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'erin',
    ]);
  });

  it('keeps underscores and hyphens in names', () => {
    expect(findMentions('hi @pixel_fan and @dot-matrix')).toEqual(['pixel_fan', 'dot-matrix']);
  });

  it('skips inline code and code blocks', () => {
    const text = [
      '`@alice` here',
      '',
      '```',
      '@bob in a fence',
      '```',
      '',
      '    @carol indented',
      '',
      '@dave',
    ];
    expect(findMentions(text.join('\n'))).toEqual(['dave']);
  });

  it('does not take e-mail addresses or glued words for mentions', () => {
    expect(findMentions('mail alice@example.com or bob@home, x/@carol, 3@dave')).toEqual([]);
  });

  it('ignores names that are too short or too long', () => {
    expect(findMentions('@al and @abcdefghijklmnopqrstuvwxy')).toEqual([]);
  });

  it('answers each name once, without regard to case, as first written', () => {
    expect(findMentions('@Alice and @alice and @ALICE')).toEqual(['Alice']);
  });

  it('finds names in emphasis, lists and tables, not inside link text', () => {
    expect(findMentions('**@alice**\n\n- @bob\n\n| a |\n|---|\n| @carol |\n\n[@dave](/x)')).toEqual([
      'alice',
      'bob',
      'carol',
    ]);
  });

  it('leaves out names inside a quote of another post', () => {
    const quote = quoteMarkdown({ author: 'alice', url: '/thread/c/t#post-4', text: 'hey @bob' });
    expect(findMentions(`${quote}@carol`)).toEqual(['carol']);
  });
});

describe('quotes (issue 17 §4)', () => {
  it('round-trips a quote to its post id', () => {
    const quote = quoteMarkdown({
      author: 'alice',
      url: '/thread/general/hello#post-12',
      text: 'one\n\ntwo',
    });
    expect(quote).toBe('> [alice wrote](/thread/general/hello#post-12):\n>\n> one\n>\n> two\n\n');
    expect(findQuotedPostIds(`${quote}I agree`)).toEqual([12]);
    expect(findQuotedPostIds('> [bob wrote](/thread/c/t?page=3#post-40):\n>\n> hi')).toEqual([40]);
  });

  it('finds each quoted post once, not quotes inside quotes', () => {
    const inner = quoteMarkdown({ author: 'bob', url: '/thread/c/t#post-3', text: 'inner' });
    const outer = quoteMarkdown({ author: 'alice', url: '/thread/c/t#post-5', text: inner });
    const again = quoteMarkdown({ author: 'alice', url: '/thread/c/t#post-5', text: 'more' });
    expect(findQuotedPostIds(outer + again)).toEqual([5]);
  });

  it('ignores plain blockquotes, other links and quotes in code', () => {
    expect(findQuotedPostIds('> just a quote')).toEqual([]);
    expect(findQuotedPostIds('> [alice wrote](https://evil.example/#post-3):')).toEqual([]);
    expect(findQuotedPostIds('> [see this](/thread/c/t#post-3)')).toEqual([]);
    expect(findQuotedPostIds('```\n> [alice wrote](/thread/c/t#post-3):\n```')).toEqual([]);
  });
});
