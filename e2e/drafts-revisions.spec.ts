import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { contextAs, createThread, newMember, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §6 (drafts on the server, no text ever lost) and §7 (edit history).

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** With SCREENSHOTS_DIR set, the dialog in light and dark theme and at 375 px, for a person to look at. */
async function screenshots(page: Page, dialog: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await expectNoSeriousViolations(page, `${name} (${theme})`);
    if (dir) await page.screenshot({ path: `${dir}/${name}-${theme}.png` });
  }
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 760 });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, `${name} (375 px)`);
  if (dir) await page.screenshot({ path: `${dir}/${name}-375.png` });
  if (viewport) await page.setViewportSize(viewport);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
  });
}

test('a draft typed in one browser appears in another of the same member, and goes once posted', async ({
  browser,
}) => {
  const first = await pageAs(browser, 'alice');
  const thread = await createThread(first, 'community', unique('Draft thread'), 'Say something');
  await first.goto(threadUrl(thread));
  const text = `Half a thought ${Date.now()}`;
  await first.getByLabel('Your reply', { exact: true }).fill(text);
  await expect(first.getByText('Draft saved')).toBeVisible({ timeout: 15_000 });

  const second = await (await contextAs(browser, 'alice')).newPage();
  await second.goto(threadUrl(thread));
  await expect(second.getByLabel('Your reply', { exact: true })).toHaveValue(text);
  await second.getByRole('button', { name: 'Post Reply' }).click();
  await expect(second.getByRole('article', { name: 'Post by alice' }).last()).toContainText(text);

  // Posted: the draft is gone on the server, so a fresh page starts empty.
  await first.reload();
  await expect(first.getByRole('article', { name: 'Post by alice' }).last()).toContainText(text);
  await expect(first.getByLabel('Your reply', { exact: true })).toHaveValue('');

  // A new thread's draft keeps its title too.
  const title = unique('Drafted title');
  await first.goto('/category/community/new');
  await first.getByLabel('Title', { exact: true }).fill(title);
  await first.getByLabel('Content', { exact: true }).fill('Drafted opening');
  await expect(first.getByText('Draft saved')).toBeVisible({ timeout: 15_000 });
  await second.goto('/category/community/new');
  await expect(second.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(second.getByLabel('Content', { exact: true })).toHaveValue('Drafted opening');
  // Emptied: the draft is deleted.
  await second.getByLabel('Content', { exact: true }).fill('');
  await second.getByLabel('Title', { exact: true }).fill('');
  const categories = (await (await second.request.get('/api/categories')).json()) as {
    id: number;
    slug: string;
  }[];
  const community = categories.find((category) => category.slug === 'community')!;
  await expect
    .poll(async () => (await (await second.request.get(`/api/drafts/thread-${community.id}`)).json()).draft, {
      timeout: 15_000,
    })
    .toBeNull();
});

test('text typed while the saved draft is still loading is saved too', async ({ browser }) => {
  const page = await pageAs(browser, 'alice');
  const thread = await createThread(page, 'community', unique('Slow draft'), 'Say something');
  // Hold the draft's load until the member has typed (a slow network, or a fast typist).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/drafts/reply-*', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.goto(threadUrl(thread));
  const text = `Typed early ${Date.now()}`;
  await page.getByLabel('Your reply', { exact: true }).fill(text);
  release();
  await expect(page.getByText('Draft saved')).toBeVisible({ timeout: 15_000 });
  const saved = await page.request.get(`/api/drafts/reply-${thread.id}`);
  expect(((await saved.json()) as { draft: { text: string } | null }).draft?.text).toBe(text);
});

test('a reply typed while the session ended is posted after signing in again on the page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = await newMember(page, 'late');
  const thread = await createThread(page, 'community', unique('Session thread'), 'Opening');
  await page.goto(threadUrl(thread));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The session ends elsewhere: the same session signed out from another browser window.
  const elsewhere = await browser.newContext({ storageState: await context.storageState() });
  expect((await elsewhere.request.post(`${new URL(page.url()).origin}/api/logout`)).ok()).toBe(true);
  await elsewhere.close();

  const text = `Written while signed out ${Date.now()}\n\nEvery word of it.`;
  const editor = page.getByLabel('Your reply', { exact: true });
  await editor.fill(text);
  await page.getByRole('button', { name: 'Post Reply' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(editor).toHaveValue(text);
  await screenshots(page, dialog, 'sign-in-again');

  // The address is known; the password field has the focus.
  await expect(dialog.getByLabel('Email')).toHaveValue(`${username}@cito.test`);
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Sign in and send' }).click();
  await expect(dialog.getByText('Invalid email or password')).toBeVisible();
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Sign in and send' }).click();

  await expect(dialog).toBeHidden();
  const posted = page.getByRole('article', { name: `Post by ${username}` }).last();
  await expect(posted).toContainText('Every word of it.');
  await expect(posted).toContainText('Written while signed out');
  await expect(editor).toHaveValue('');
  // Still on the thread, and signed in.
  await expect(page).toHaveURL(new RegExp(`${threadUrl(thread)}$`));
  await page.reload();
  await expect(page.getByLabel('Your reply', { exact: true })).toBeVisible();
  await context.close();
});

test('creating a thread after the session ended asks to sign in on the page, then creates it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = await newMember(page, 'late');
  await page.goto('/category/community/new');
  const title = unique('Made after signing in again');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content', { exact: true }).fill('The opening survives.');

  const elsewhere = await browser.newContext({ storageState: await context.storageState() });
  expect((await elsewhere.request.post(`${new URL(page.url()).origin}/api/logout`)).ok()).toBe(true);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Create Thread' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please log in to create a thread');
  await dialog.getByLabel('Email').fill(`${username}@cito.test`);
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Sign in and send' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('article', { name: `Post by ${username}` })).toContainText(
    'The opening survives.',
  );
  await context.close();
});

test('a post edited twice shows its edit history with the changes marked', async ({ browser }) => {
  const alice = await pageAs(browser, 'alice');
  const thread = await createThread(alice, 'community', unique('History thread'), 'The quick brown fox');
  // A reply first, so the author's edits are each kept (no folding within the first 5 minutes).
  const bob = await pageAs(browser, 'bob');
  expect(
    (await bob.request.post(`/api/thread/${thread.id}/reply`, { data: { text: 'Nice fox' } })).status(),
  ).toBe(201);

  await alice.goto(threadUrl(thread));
  const opening = alice.getByRole('article', { name: 'Post by alice' });
  for (const text of ['The slow brown fox', 'The slow brown fox jumps']) {
    await opening.getByRole('button', { name: 'Edit', exact: true }).click();
    await opening.getByLabel('Edit post', { exact: true }).fill(text);
    await opening.getByRole('button', { name: 'Save' }).click();
    await expect(opening.locator('.post-card__body')).toHaveText(text);
  }

  await opening.getByRole('button', { name: /^edited/ }).click();
  const dialog = alice.getByRole('dialog', { name: 'Edit history' });
  await expect(dialog).toBeVisible();
  const edits = dialog.getByRole('listitem');
  await expect(edits).toHaveCount(2);
  // Newest first: edit 2 added "jumps"; edit 1 replaced "quick" with "slow".
  await expect(edits.nth(0)).toContainText('Edit 2');
  await expect(edits.nth(0).locator('ins')).toHaveText(/jumps/);
  await expect(edits.nth(1).locator('del')).toHaveText(/quick/);
  await expect(edits.nth(1).locator('ins')).toHaveText(/slow/);
  await screenshots(alice, dialog, 'edit-history');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A moderator's edit is marked as such.
  const mod = await pageAs(browser, 'mod');
  const postId = (
    (await (await mod.request.get(`/api/thread/${thread.id}`)).json()) as { posts: { id: number }[] }
  ).posts[0]!.id;
  expect(
    (
      await mod.request.post(`/api/post/${postId}/edit`, { data: { text: 'The slow brown fox jumps high' } })
    ).ok(),
  ).toBe(true);
  await alice.reload();
  await expect(opening.getByRole('button', { name: /^edited .* by a moderator$/ })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR)
    await opening.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/edited-by-moderator.png` });
  await opening.getByRole('button', { name: /^edited/ }).click();
  await expect(dialog.getByRole('listitem').first()).toContainText('by a moderator');
  await expect(dialog.getByRole('listitem').first()).toContainText('by mod');
});
