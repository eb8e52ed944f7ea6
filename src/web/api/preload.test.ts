import { describe, expect, it } from 'vitest';
import { PAGE_ANSWER_MS, PageAnswers } from './preload.ts';

const threadPage = { success: true, id: 8, title: 'A thread', posts: [] };

describe("the page's answers", () => {
  const start = 1_000_000;
  const answers = () =>
    new PageAnswers(
      {
        api: { '/api/categories': [{ id: 1 }], '/api/slugs/thread/general/a-thread': threadPage },
        position: 'abc.1',
      },
      start,
      '/forum',
    );

  it('stand in for a read once: the next read of the same path asks the server', () => {
    const page = answers();
    expect(page.peek('/api/categories', start)).toEqual([{ id: 1 }]);
    expect(page.take('/api/categories', start + 10)).toEqual([{ id: 1 }]);
    expect(page.take('/api/categories', start + 20)).toBeUndefined();
    expect(page.peek('/api/categories', start + 20)).toBeUndefined();
    expect(page.position).toBe('abc.1');
  });

  it("answer a thread's first page by id as well as by its slug", () => {
    const page = answers();
    expect(page.peek('/api/thread/8?page=1', start)).toBe(threadPage);
    expect(page.peek('/api/thread/8?page=2', start)).toBeUndefined();
  });

  it('stop standing in once the page has been open a while', () => {
    const page = answers();
    expect(page.peek('/api/categories', start + PAGE_ANSWER_MS - 1)).toBeDefined();
    expect(page.take('/api/categories', start + PAGE_ANSWER_MS)).toBeUndefined();
  });

  it('all go at once when dropped (a write, or a live change since the page was served)', () => {
    const page = answers();
    page.drop();
    expect(page.peek('/api/categories', start)).toBeUndefined();
    expect(page.peek('/api/thread/8?page=1', start)).toBeUndefined();
  });

  it('all go when the reader moves to another screen, not while they stay on the one served', () => {
    const page = answers();
    expect(page.at('/forum')).toBe(false);
    expect(page.peek('/api/categories', start)).toBeDefined();
    expect(page.at('/thread/general/a-thread')).toBe(true);
    expect(page.peek('/api/categories', start)).toBeUndefined();
    page.at('/forum');
    expect(page.peek('/api/categories', start)).toBeUndefined();
  });

  it('are none for a page without any', () => {
    const page = new PageAnswers({}, start);
    expect(page.peek('/api/categories', start)).toBeUndefined();
    expect(page.position).toBeNull();
  });
});
