import { describe, expect, it } from 'vitest';
import { withMarks } from './unread-service.ts';

describe('withMarks', () => {
  const page = JSON.stringify({
    id: 7,
    title: 'Art {"id":7,',
    threads: [
      { id: 7, title: 'Same id as the category', lastactive: { author: 'a', created: 'x' } },
      { id: 9, title: 'Quote "{"id":9," inside', lastactive: { author: 'b', created: 'y' } },
    ],
    meta: { page: 1 },
  });

  it("puts each member's marks into the page's threads only", () => {
    const marked = JSON.parse(
      withMarks(
        page,
        new Map([
          [7, { unread_count: 3, new: false }],
          [9, { unread_count: 1, new: true }],
        ]),
      ),
    );
    expect(marked.id).toBe(7);
    expect(marked).not.toHaveProperty('unread_count');
    expect(marked.title).toBe('Art {"id":7,');
    expect(marked.threads.map((t: object) => ({ ...t, lastactive: undefined }))).toEqual([
      { id: 7, unread_count: 3, new: false, title: 'Same id as the category' },
      { id: 9, unread_count: 1, new: true, title: 'Quote "{"id":9," inside' },
    ]);
  });

  it('leaves the page as it is without marks (visitors)', () => {
    expect(withMarks(page, new Map())).toBe(page);
  });
});
