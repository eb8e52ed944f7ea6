import { describe, expect, it } from 'vitest';
import { othersOf, recipientsOf } from './recipients.ts';

describe('recipientsOf', () => {
  it('splits on commas, semicolons and spaces, drops @ and repeats', () => {
    expect(recipientsOf(' @alice, bob;carol  Alice ')).toEqual(['alice', 'bob', 'carol']);
    expect(recipientsOf(' , ')).toEqual([]);
  });
});

describe('othersOf', () => {
  const people = (names: string[]) => ({ participants: names.map((username, id) => ({ id, username })) });
  it('names the others, leaving out the reader', () => {
    expect(othersOf(people(['me', 'alice', 'bob']), 0)).toBe('alice, bob');
    expect(othersOf(people(['me']), 0)).toBe('only you');
    expect(othersOf(people(['me', 'a', 'b', 'c', 'd', 'e']), 0)).toBe('a, b and 3 others');
  });
});
