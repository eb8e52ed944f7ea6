import { describe, expect, it } from 'vitest';
import { USERNAME_MAX, USERNAME_PATTERN } from './limits.ts';
import { authorName, DELETED_MEMBER, deletedUsername } from './members.ts';

describe('deleted members', () => {
  it('keep a unique username nobody can sign up with, that fits the column', () => {
    const name = deletedUsername(2_147_483_647);
    expect(new RegExp(USERNAME_PATTERN).test(name)).toBe(false);
    expect(name.length).toBeLessThanOrEqual(USERNAME_MAX);
    expect(deletedUsername(1)).not.toBe(deletedUsername(11));
  });

  it('are named "Deleted member"; everyone else by their username', () => {
    expect(authorName(deletedUsername(42))).toBe(DELETED_MEMBER);
    expect(authorName('Deleted_42')).toBe('Deleted_42');
    expect(authorName('alice')).toBe('alice');
  });
});
