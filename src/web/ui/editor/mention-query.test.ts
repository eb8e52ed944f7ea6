import { describe, expect, it } from 'vitest';
import { applyMention, mentionAt } from './mention-query.ts';

describe('mentionAt', () => {
  it('finds the name being typed after @', () => {
    expect(mentionAt('hi @ali', 7)).toEqual({ start: 3, query: 'ali' });
    expect(mentionAt('@a', 2)).toEqual({ start: 0, query: 'a' });
    expect(mentionAt('line\n(@bo', 9)).toEqual({ start: 6, query: 'bo' });
  });

  it('answers null for a bare @, an e-mail, or a caret mid-word', () => {
    expect(mentionAt('hi @', 4)).toBeNull();
    expect(mentionAt('mail me@exa', 11)).toBeNull();
    expect(mentionAt('hi @alice', 6)).toBeNull();
    expect(mentionAt('hi @ali ce', 10)).toBeNull();
  });
});

describe('applyMention', () => {
  it('puts the chosen name and a space in place of the typed query', () => {
    expect(applyMention('hi @ali', { start: 3, query: 'ali' }, 'alice')).toEqual({
      text: 'hi @alice ',
      start: 10,
      end: 10,
    });
  });

  it('does not double a space that follows already', () => {
    expect(applyMention('@al there', { start: 0, query: 'al' }, 'alice')).toEqual({
      text: '@alice there',
      start: 7,
      end: 7,
    });
  });
});
