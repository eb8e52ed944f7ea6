import { describe, expect, it } from 'vitest';
import { MarkablePage } from './unread-service.ts';

describe('MarkablePage', () => {
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
      new MarkablePage(page)
        .withMarks(
          new Map([
            [7, { unread_count: 3, new: false }],
            [9, { unread_count: 1, new: true }],
          ]),
        )
        .toString(),
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
    expect(new MarkablePage(page).withMarks(new Map()).toString()).toBe(page);
  });

  it('keeps text beyond ASCII whole, and marks only the threads it is given', () => {
    const wide = JSON.stringify({
      id: 1,
      threads: [
        { id: 2, title: 'Café ☕ 🎨' },
        { id: 3, title: 'Ünïcödé' },
      ],
    });
    const marked = JSON.parse(
      new MarkablePage(wide).withMarks(new Map([[3, { unread_count: 12, new: false }]])).toString(),
    );
    expect(marked.threads).toEqual([
      { id: 2, title: 'Café ☕ 🎨' },
      { id: 3, unread_count: 12, new: false, title: 'Ünïcödé' },
    ]);
  });
});
