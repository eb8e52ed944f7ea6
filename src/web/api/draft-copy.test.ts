import { describe, expect, it } from 'vitest';
import { draftSnapshot, newerDraft } from './draft-copy.ts';

const server = (text: string, at: string) => ({ key: 'reply-1', title: '', text, updated_at: at });

describe('newerDraft', () => {
  it("takes this browser's copy when it is newer than the server's", () => {
    expect(
      newerDraft(server('old', '2026-01-01T10:00:00Z'), {
        text: 'typed offline',
        saved_at: '2026-01-01T10:05:00Z',
      }),
    ).toEqual({ text: 'typed offline', title: '' });
  });

  it("takes the server's draft when it is newer (typed on another device)", () => {
    expect(
      newerDraft(server('from the phone', '2026-01-01T11:00:00Z'), {
        text: 'old',
        saved_at: '2026-01-01T10:00:00Z',
      }),
    ).toEqual({ text: 'from the phone', title: '' });
  });

  it('answers null when neither has anything', () => {
    expect(newerDraft(null, null)).toBeNull();
    expect(newerDraft(server('  ', '2026-01-01T11:00:00Z'), null)).toBeNull();
  });

  it('compares title and text', () => {
    expect(draftSnapshot({ text: 'a', title: 'b' })).not.toBe(draftSnapshot({ text: 'a' }));
    expect(draftSnapshot({ text: 'a', title: '' })).toBe(draftSnapshot({ text: 'a' }));
  });
});
