import { describe, expect, it } from 'vitest';
import { readPageData } from './page-reads.ts';

/** The paths a page at `url` reads, answering each look-up from `answers`. */
async function readsOf(url: string, signedIn: boolean, answers: Record<string, unknown> = {}) {
  const paths: string[] = [];
  await readPageData(new URL(url, 'http://page'), signedIn, async (path) => {
    paths.push(path);
    return answers[path];
  });
  return paths.sort();
}

const SITE = '/api/site';
const HEADER = [SITE, '/api/messages/unread', '/api/notifications?page=1'];

describe('the reads a page makes as it opens', () => {
  it("are the layout's and the header's on a page it does not know, the layout's for a visitor", async () => {
    expect(await readsOf('/impressum', true)).toEqual([...HEADER].sort());
    expect(await readsOf('/impressum', false)).toEqual([SITE]);
    expect(await readsOf('/messages', false)).toEqual([SITE]);
  });

  it("read a category's sort and page as the app does, the newest threads on a first page", async () => {
    expect(await readsOf('/category/general', false)).toEqual([
      '/api/category/general?sort=newest&page=1',
      '/api/category/general?sort=recent&page=1',
      SITE,
    ]);
    expect(await readsOf('/category/general?sort=most_views&page=3', false)).toEqual([
      '/api/category/general?sort=most_views&page=3',
      SITE,
    ]);
    // an unknown sort and a page that is not one are the defaults, as on the screen
    expect(await readsOf('/category/general?sort=bogus&page=x', false)).toEqual([
      '/api/category/general?sort=newest&page=1',
      '/api/category/general?sort=recent&page=1',
      SITE,
    ]);
    expect(await readsOf('/category/general?sort=newest', false)).toEqual([
      '/api/category/general?sort=newest&page=1',
      SITE,
    ]);
  });

  it("follow a thread's slug to what the member reads of it by id", async () => {
    const answers = { '/api/slugs/thread/general/hello': { id: 8 } };
    expect(await readsOf('/thread/general/hello', false, answers)).toEqual([
      '/api/site',
      '/api/slugs/thread/general/hello',
    ]);
    expect(await readsOf('/thread/general/hello?page=3', true, answers)).toEqual(
      [
        ...HEADER,
        '/api/account/ignored',
        '/api/drafts/reply-8',
        '/api/slugs/thread/general/hello',
        '/api/thread/8/subscription',
        '/api/thread/8?page=3',
      ].sort(),
    );
    // an unknown thread reads nothing by id; a jump to the first unread post is left to the page
    expect(await readsOf('/thread/general/missing?page=2', false)).toEqual([
      '/api/site',
      '/api/slugs/thread/general/missing',
    ]);
    expect(await readsOf('/thread/general/hello?unread=1', false, answers)).toEqual([SITE]);
  });

  it('write path segments as encodeURIComponent does, and skip a malformed one', async () => {
    expect(await readsOf('/profile/J%C3%BCrgen', false)).toEqual([SITE, '/api/user/by-username/J%C3%BCrgen']);
    expect(await readsOf('/profile/%E0%A4%A', false)).toEqual([SITE]);
  });

  it("read a profile's friends and achievements by the id its look-up answers", async () => {
    expect(await readsOf('/profile/alice', true, { '/api/user/by-username/alice': { id: 6 } })).toEqual(
      [
        ...HEADER,
        '/api/account/ignored',
        '/api/user/6/achievements',
        '/api/user/6/friends',
        '/api/user/avatar',
        '/api/user/by-username/alice',
      ].sort(),
    );
  });

  it("read the shop's default view only, and a member's own things only for a member", async () => {
    const items = '/api/store/items?category=all&search=&sort=date&page=1&per_page=100';
    expect(await readsOf('/shop', false)).toEqual([SITE, items]);
    expect(await readsOf('/shop?category=hair', false)).toEqual([SITE]);
    expect(await readsOf('/wardrobe', false)).toEqual([SITE]);
    expect(await readsOf('/wardrobe', true)).toEqual(
      [...HEADER, '/api/outfits', '/api/user/avatar', '/api/user/inventory'].sort(),
    );
  });

  it("read an item page by a number only, the games and their board, and a member's trades", async () => {
    expect(await readsOf('/shop/item/12', false)).toEqual(['/api/shop/item/12', SITE]);
    expect(await readsOf('/shop/item/12', true)).toEqual(
      [...HEADER, '/api/shop/item/12', '/api/user/avatar', '/api/user/inventory'].sort(),
    );
    for (const id of ['0', '01', 'x', '1e3', '12345678901'])
      expect(await readsOf(`/shop/item/${id}`, false)).toEqual([SITE]);
    expect(await readsOf('/games', false)).toEqual([
      '/api/games/',
      '/api/games/tiletumble/leaderboard',
      SITE,
    ]);
    expect(await readsOf('/trades', false)).toEqual([SITE]);
    expect(await readsOf('/trades', true)).toEqual([...HEADER, '/api/gifts', '/api/trades'].sort());
  });

  it('read a search the screen would send, trimmed, and none it would refuse', async () => {
    expect(await readsOf('/search?q=%20tile%20&type=posts&page=2', false)).toEqual([
      '/api/search?q=tile&type=posts&page=2',
      SITE,
    ]);
    expect(await readsOf('/search?q=ab', false)).toEqual([SITE]);
  });
});
