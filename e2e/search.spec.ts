import type { Page } from '@playwright/test';
import { MSG } from '../src/common/messages.ts';
import { createThread, pageAs } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Each test makes its own threads around words nobody else uses, so the counts it sees are its own.

/** A word no seeded or other test's text contains: letters only, so it is one search word. */
function uniqueWord(prefix: string): string {
  const letters = (Date.now() * 1000 + Math.floor(Math.random() * 1000))
    .toString(26)
    .replace(/./g, (c) => String.fromCharCode(97 + Number.parseInt(c, 26)));
  return `${prefix}${letters}`;
}

async function reply(page: Page, threadId: number, text: string): Promise<number> {
  const response = await page.request.post(`/api/thread/${threadId}/reply`, { data: { text } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Every /api/search request the page makes, as its `q`. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

const filler = (n: number) =>
  `Filler reply ${n}. ${'Lanterns sway over the harbour while the evening market packs away its stalls. '.repeat(6)}`;

test('finds a new thread from the header, refines the search, switches tabs and opens a post', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const word = uniqueWord('glim');
  const later = uniqueWord('ember');
  // a title with markup in it: search shows it as text, and marks only the matched word
  const title = `Glimmer <em>${word}</em> lanterns`;
  const thread = await createThread(alice, 'community', title, `The ${word} lanterns glow at dusk.`);
  // enough posts before the target that it sits well below the fold of the thread page
  for (let n = 1; n <= 6; n++) await reply(alice, thread.id, filler(n));
  const target = await reply(
    alice,
    thread.id,
    `Found the ${word} lanterns again, next to the ${later} stall.`,
  );
  const searches = recordSearches(alice);

  // the header search bar submits to the results screen
  await alice.goto('/home');
  const headerBox = alice.getByRole('searchbox', { name: 'Search the forum' });
  await headerBox.fill(word);
  await headerBox.press('Enter');
  await expect(alice).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(alice.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(alice.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Forum',
  ]);
  const pageBox = alice.getByRole('searchbox', { name: 'Search threads and posts' });
  await expect(pageBox).toHaveValue(word);

  const tab = (name: string) => alice.getByRole('tab', { name });
  await expect(tab('All')).toHaveText('All 3');
  await expect(tab('Threads')).toHaveText('Threads 1');
  await expect(tab('Posts')).toHaveText('Posts 2');
  await expect(tab('All')).toHaveAttribute('aria-selected', 'true');

  const threads = alice.getByRole('region', { name: 'Threads' });
  const posts = alice.getByRole('region', { name: 'Posts' });
  await expect(threads.getByRole('listitem')).toHaveCount(1);
  const threadLink = threads.getByRole('link', { name: title });
  await expect(threadLink).toHaveText(title);
  await expect(threadLink).toHaveAttribute('href', `/thread/${thread.category_slug}/${thread.slug}`);
  await expect(threadLink.locator('mark')).toHaveText([word]);
  await expect(threadLink.locator('em')).toHaveCount(0);
  await expect(threads.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'href',
    '/category/community',
  );
  await expect(posts.getByRole('listitem')).toHaveCount(2);
  await expect(posts.getByText(`The ${word} lanterns glow at dusk.`)).toBeVisible();
  await expect(posts.locator('mark')).toHaveText([word, word]);

  // tabs: one kind at a time, kept in the URL; arrow keys move between them
  await tab('Threads').click();
  await expect(alice).toHaveURL(/[?&]type=threads/);
  await expect(tab('Threads')).toHaveAttribute('aria-selected', 'true');
  await expect(threads.getByRole('listitem')).toHaveCount(1);
  await expect(posts).toHaveCount(0);
  await tab('Threads').press('ArrowRight');
  await expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Posts')).toBeFocused();
  await expect(alice).toHaveURL(/[?&]type=posts/);
  await expect(posts.getByRole('listitem')).toHaveCount(2);
  await expect(threads).toHaveCount(0);
  await alice.reload();
  await expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
  await expect(posts.getByRole('listitem')).toHaveCount(2);

  // typing refines the search after a pause: one request for what was typed, none per keystroke
  const before = searches.length;
  await pageBox.fill('');
  await pageBox.pressSequentially(later, { delay: 40 });
  await expect(alice).toHaveURL(new RegExp(`/search\\?q=${later}&type=posts$`));
  await expect(tab('Threads')).toHaveText('Threads 0');
  await expect(tab('Posts')).toHaveText('Posts 1');
  await expect(posts.getByRole('listitem')).toHaveCount(1);
  await expect(posts.locator('mark')).toHaveText([later]);
  expect(searches.slice(before)).toEqual([later]);
  // the header bar follows the URL
  await expect(headerBox).toHaveValue(later);

  // too short: the message, and no request at all
  const beforeShort = searches.length;
  await pageBox.fill('ab');
  await expect(alice.getByText(MSG.searchTooShort)).toBeVisible();
  await expect(alice).toHaveURL(/\/search\?q=ab&type=posts$/);
  await expect(alice.getByRole('tab')).toHaveCount(0);
  await alice.waitForTimeout(1_000);
  expect(searches.slice(beforeShort)).toEqual([]);

  // back to a real query; a post result opens the thread at that post
  await pageBox.fill(later);
  const postLink = posts.getByRole('link', { name: title });
  await expect(postLink).toHaveAttribute(
    'href',
    `/thread/${thread.category_slug}/${thread.slug}#post-${target}`,
  );
  await postLink.click();
  await expect(alice).toHaveURL(new RegExp(`/thread/${thread.category_slug}/${thread.slug}#post-${target}$`));
  await expect(alice.locator(`#post-${target}`)).toBeInViewport();
  await expect(alice.locator(`#post-${target}`)).toContainText(`next to the ${later} stall`);
});

test('pages through more results than fit on one page, from the All tab to the Threads tab', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const word = uniqueWord('pager');
  for (let n = 1; n <= 21; n++)
    await createThread(alice, 'games', `Paging ${word} number ${n}`, `Entry ${n}.`);

  await alice.goto(`/search?q=${word}`);
  const threads = alice.getByRole('region', { name: 'Threads' });
  await expect(alice.getByRole('tab', { name: 'Threads' })).toHaveText('Threads 21');
  await expect(threads.getByRole('listitem')).toHaveCount(20);
  await threads.getByRole('link', { name: 'See all 21 threads' }).click();

  await expect(alice).toHaveURL(new RegExp(`/search\\?q=${word}&type=threads$`));
  await expect(alice.getByRole('tab', { name: 'Threads' })).toHaveAttribute('aria-selected', 'true');
  const pages = alice.getByRole('navigation', { name: 'Pages of matching threads' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: /Next/ }).click();
  await expect(alice).toHaveURL(new RegExp(`/search\\?q=${word}&type=threads&page=2$`));
  await expect(pages).toContainText('Page 2 of 2');
  await expect(threads.getByRole('listitem')).toHaveCount(1);
  await expect(pages.getByRole('link', { name: /Next/ })).toHaveCount(0);
  await pages.getByRole('link', { name: /Previous/ }).click();
  await expect(threads.getByRole('listitem')).toHaveCount(20);
});

test('says what to try when nothing matches, and offers the forum', async ({ page }) => {
  const word = uniqueWord('nothing');
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(`No results for “${word}”`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveText('All 0');
  await expect(page.getByText('Put an exact phrase in double quotes')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Forum' }).click();
  await expect(page).toHaveURL(/\/forum$/);
});

test('shows the server’s message or the default one when a search fails, and tries again', async ({
  page,
}) => {
  const isSearch = (url: URL) => url.pathname === '/api/search';
  // the server's own message (here the rate limit), shown as it is
  await page.route(isSearch, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: MSG.searchTooFast }),
    }),
  );
  // typed on the page, so the app asks (a /search?q= page comes with its first answer inside it)
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search threads and posts' }).fill('tumble');
  await expect(page.getByRole('alert')).toHaveText(MSG.searchTooFast);

  // no message (the server could not be reached): the screen's own sentence
  await page.unroute(isSearch);
  await page.route(isSearch, (route) => route.abort());
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.searchFailed, { timeout: 15_000 });

  await page.unroute(isSearch);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('region', { name: 'Threads' }).getByRole('link', { name: 'Tile Tumble strategy thread' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
