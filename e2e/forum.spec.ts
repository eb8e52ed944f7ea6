import { baseURL, createThread, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Each test makes its own threads with unique titles, so tests never depend on each other's data.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a member starts a thread, another replies and the author edits the opening post', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const title = unique('Favourite palettes');

  await alice.goto('/category/community');
  await alice.getByRole('link', { name: 'New Thread' }).click();
  await expect(alice).toHaveURL(/\/category\/community\/new$/);
  await alice.getByRole('button', { name: 'Create Thread' }).click();
  await expect(alice.getByText('Please enter a title')).toBeVisible();
  await alice.getByLabel('Title', { exact: true }).fill(title);
  await alice.getByLabel('Content', { exact: true }).fill('Mine is **PICO-8**.');
  await alice.getByRole('button', { name: 'Create Thread' }).click();

  await expect(alice).toHaveURL(/\/thread\/community\/favourite-palettes-/);
  await expect(alice.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(alice.locator('.post-card strong', { hasText: 'PICO-8' })).toBeVisible();

  const bob = await pageAs(browser, 'bob');
  await bob.goto(alice.url());
  await bob.getByLabel('Your reply', { exact: true }).fill('Endesga 32 for me!');
  await bob.getByRole('button', { name: 'Post Reply' }).click();
  await expect(bob.getByText('Reply posted successfully!')).toBeVisible();
  await expect(bob.getByRole('article', { name: 'Post by bob' })).toContainText('Endesga 32 for me!');
  await expect(bob.getByLabel('Your reply', { exact: true })).toHaveValue('');

  await alice.reload();
  await expect(alice.getByRole('article', { name: 'Post by bob' })).toBeVisible();
  const opening = alice.getByRole('article', { name: 'Post by alice' });
  await expect(opening.getByText('edited')).toHaveCount(0);
  await opening.getByRole('button', { name: 'Edit', exact: true }).click();
  // the editor opens with the focus in it, ready to type
  await expect(opening.getByLabel('Edit post', { exact: true })).toBeFocused();
  await opening
    .getByLabel('Edit post', { exact: true })
    .fill('Mine is **PICO-8**, and sometimes Sweetie 16.');
  await opening.getByRole('button', { name: 'Save' }).click();
  await expect(opening).toContainText('sometimes Sweetie 16');
  await expect(opening.getByText('edited')).toBeVisible();
  // alice may not edit bob's reply
  await expect(
    alice.getByRole('article', { name: 'Post by bob' }).getByRole('button', { name: /Edit/ }),
  ).toHaveCount(0);

  // the id form used by search results gives way to the canonical URL, keeping the post anchor
  const thread = (await (
    await alice.request.get(`/api/slugs/thread/community/${alice.url().split('/').pop()}`)
  ).json()) as {
    id: number;
    slug: string;
    posts: { id: number }[];
  };
  const reply = thread.posts[1]!.id;

  // Auto-subscribe is on by default: the author follows their new thread, the replier the thread.
  const following = async (page: typeof alice) =>
    (
      (await (await page.request.get(`/api/thread/${thread.id}/subscription`)).json()) as {
        subscribed: boolean;
      }
    ).subscribed;
  await expect.poll(() => following(alice)).toBe(true);
  await expect.poll(() => following(bob)).toBe(true);

  await alice.goto(`/thread/${thread.id}/${thread.slug}#post-${reply}`);
  await expect(alice).toHaveURL(new RegExp(`/thread/community/${thread.slug}#post-${reply}$`));
  await expect(alice.locator(`#post-${reply}`)).toBeInViewport();
});

test('a moderator pins, locks, moves and archives a thread', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const created = await createThread(alice, 'community', unique('Moderate me'), 'Please keep it tidy.');

  const mod = await pageAs(browser, 'mod');
  await mod.goto(threadUrl(created));
  const tools = mod.getByRole('region', { name: 'Moderator Tools' });
  await tools.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(tools.getByText('Thread pinned')).toBeVisible();
  await expect(mod.locator('.thread-badge--pinned')).toBeVisible();
  await tools.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(tools.getByText('Thread locked')).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();

  const bob = await pageAs(browser, 'bob');
  await bob.goto(threadUrl(created));
  await expect(bob.getByText('This thread is locked: only moderators can reply')).toBeVisible();
  await expect(bob.getByLabel('Your reply', { exact: true })).toHaveCount(0);
  await expect(bob.getByRole('region', { name: 'Moderator Tools' })).toHaveCount(0);

  await tools.getByLabel('Move to category').selectOption({ label: 'Games' });
  await tools.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(mod).toHaveURL(new RegExp(`/thread/games/${created.slug}`));
  await expect(tools.getByText('Thread moved to "Games"')).toBeVisible();
  await expect(mod.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Games');

  await tools.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(tools.getByText('Thread archived')).toBeVisible();
  await expect(mod.locator('.thread-badge--archived')).toBeVisible();

  // the old URL still finds the thread and is replaced by the new one
  await bob.goto(`/thread/${created.id}/${created.slug}`);
  await expect(bob).toHaveURL(new RegExp(`/thread/games/${created.slug}$`));
});

test('a member reports a post through the dialog and moderators see the report', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const created = await createThread(
    alice,
    'creativity',
    unique('Report target'),
    'Buy cheap coins at example.test',
  );
  const reason = unique('Looks like an advert');

  const bob = await pageAs(browser, 'bob');
  await bob.goto(threadUrl(created));
  await bob.getByRole('article', { name: 'Post by alice' }).getByRole('button', { name: 'Report' }).click();
  const dialog = bob.getByRole('dialog', { name: 'Report post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please select a report category')).toBeVisible();
  await dialog.getByRole('radio', { name: /Other/ }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please provide details for "Other" reports')).toBeVisible();

  // Escape closes the dialog; opening it again starts afresh
  await bob.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await bob.getByRole('article', { name: 'Post by alice' }).getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('radio', { name: /Other/ })).not.toBeChecked();
  await expect(dialog.getByText('Please provide details for "Other" reports')).toHaveCount(0);

  await dialog.getByRole('radio', { name: /Spam/ }).check();
  await dialog.getByLabel(/Details/).fill(reason);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog).toBeHidden();
  await expect(bob.getByText('Thank you. A moderator will look at your report.')).toBeVisible();

  const mod = await pageAs(browser, 'mod');
  const answer = await mod.request.get('/api/moderation/reports');
  expect(answer.ok()).toBe(true);
  const { reports } = (await answer.json()) as {
    reports: { reason: string; category: string; type: string }[];
  };
  expect(reports).toContainEqual(expect.objectContaining({ reason, category: 'SPAM', type: 'post' }));
});

function localDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('the category page sorts and filters its threads', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const bob = await pageAs(browser, 'bob');
  const tag = unique('Sortable');
  const first = await createThread(alice, 'games', `${tag} by alice`, 'First!');
  const second = await createThread(bob, 'games', `${tag} by bob`, 'Second!');

  const page = await browser.newPage({ baseURL: baseURL() });
  await page.goto('/category/games');
  const titles = page.locator('.thread-row__title');
  const aliceRow = page.getByRole('link', { name: `${tag} by alice` });
  const bobRow = page.getByRole('link', { name: `${tag} by bob` });
  await expect(aliceRow).toBeVisible();
  await expect(bobRow).toBeVisible();

  await page.getByLabel('Author').fill('BO');
  await expect(bobRow).toBeVisible();
  await expect(aliceRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(aliceRow).toBeVisible();

  await page.getByLabel('From').fill(localDate(1));
  await expect(page.getByText('No threads match these filters')).toBeVisible();
  await page.getByLabel('From').fill(localDate(-1));
  await page.getByLabel('To', { exact: true }).fill(localDate());
  await expect(aliceRow).toBeVisible();
  await expect(bobRow).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill(localDate(-1));
  await expect(aliceRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(titles.first()).toHaveText(`${tag} by bob`);
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(titles.last()).toHaveText(`${tag} by bob`);
  await expect(titles.first()).not.toHaveText(new RegExp(tag));
  expect(first.category_slug).toBe(second.category_slug);
});

test('the category page offers the threads started since it was opened', async ({ browser }) => {
  const page = await browser.newPage({ baseURL: baseURL() });
  await page.clock.install();
  await page.goto('/category/shops');
  await expect(page.locator('.thread-row').first()).toBeVisible();

  const alice = await pageAs(browser, 'alice');
  const title = unique('Fresh shop idea');
  await createThread(alice, 'shops', title, 'Pixel sunglasses, please.');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // The browser's clock is fake, the server's is not: wait until the visitors' 2-second page cache
  // serves the new thread, as the page's next poll will see it.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/category/shops?sort=newest&page=1');
      return ((await answer.json()) as { threads: { title: string }[] }).threads.map((t) => t.title);
    })
    .toContain(title);
  await page.clock.runFor(46_000);
  const banner = page.getByRole('button', { name: '1 new thread(s) available' });
  await expect(banner).toBeVisible();
  await banner.click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the scroll position of a long thread is restored on return', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const title = unique('Long thread');
  const created = await createThread(alice, 'community', title, 'Let us count to forty.');
  for (let n = 1; n <= 40; n++) {
    const response = await alice.request.post(`/api/thread/${created.id}/reply`, {
      data: { text: `Reply number ${n}.\n\nSome more text so that every post takes a little room.` },
    });
    expect(response.status()).toBe(201);
  }

  await alice.goto(threadUrl(created));
  const target = alice.getByText('Reply number 30.', { exact: true });
  await target.scrollIntoViewIfNeeded();
  await alice.waitForTimeout(300);
  const saved = await alice.evaluate(() => window.scrollY);
  expect(saved).toBeGreaterThan(1000);

  // leave through the sticky header, which needs no scrolling (a scroll up would be saved too)
  await alice.getByRole('banner').getByRole('link', { name: 'Forum', exact: true }).click();
  await expect(alice).toHaveURL(/\/forum$/);
  await alice.getByRole('link', { name: 'Community', exact: true }).click();
  await alice.getByRole('link', { name: title }).click();
  await expect(alice).toHaveURL(new RegExp(threadUrl(created)));
  await expect(target).toBeInViewport();
  await expect.poll(() => alice.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 50);
  expect(await alice.evaluate(() => window.scrollY)).toBeLessThan(saved + 50);
});

test('a relative time shows its full date when the pointer reaches it', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  await alice.goto('/category/community');
  const time = alice.locator('main time').first();
  await expect(time).toBeVisible();
  // the full date is made on hover, not for every timestamp when the page renders (issue 20 §1)
  await expect(time).not.toHaveAttribute('title', /./);
  await time.hover();
  const year = new Date((await time.getAttribute('datetime')) ?? '').getFullYear();
  await expect(time).toHaveAttribute('title', new RegExp(`\\b${year}\\b`));
});
