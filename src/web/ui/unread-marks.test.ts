import { describe, expect, it } from 'vitest';
import { threadHref, unreadLabel } from './unread-marks.ts';

describe('unreadLabel', () => {
  it('says New for a thread never opened, "N new" for unread posts, nothing otherwise', () => {
    expect(unreadLabel({ new: true, unread_count: 4 })).toBe('New');
    expect(unreadLabel({ new: false, unread_count: 3 })).toBe('3 new');
    expect(unreadLabel({ new: false, unread_count: 0 })).toBeNull();
    // a visitor's list carries no marks
    expect(unreadLabel({})).toBeNull();
  });
});

describe('threadHref', () => {
  const thread = { id: 7, slug: 'palettes' };
  it('opens a thread with unread posts at the first of them, by its id form', () => {
    expect(threadHref({ ...thread, unread_count: 2, new: false }, 'art')).toBe('/thread/7/palettes?unread=1');
  });
  it('links read, new and visitors’ threads to their canonical URL', () => {
    expect(threadHref({ ...thread, unread_count: 0, new: false }, 'art')).toBe('/thread/art/palettes');
    expect(threadHref({ ...thread, unread_count: 3, new: true }, 'art')).toBe('/thread/art/palettes');
    expect(threadHref(thread, 'art')).toBe('/thread/art/palettes');
  });
});
