import type { Page } from '@playwright/test';
import { contextAs, createThread, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// Issue 17 §2 (@mentions with autocomplete) and §4 (quote-reply), as members use them.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.SHOTS_DIR;

const replyBox = (page: Page) => page.getByLabel('Your reply', { exact: true });

test('a mention picked with the keyboard links to the profile and reaches alice’s bell', async ({
  browser,
}) => {
  // alice is on the site: the bell hears of the mention live
  const alice = await pageAs(browser, 'alice');
  await alice.goto('/forum');
  await expect(alice.locator('[data-live-state]')).toHaveAttribute('data-live-state', 'connected');

  const bob = await pageAs(browser, 'bob');
  const title = unique('Mention palettes');
  const thread = await createThread(bob, 'community', title, 'Who likes dithering?');
  await bob.goto(threadUrl(thread));

  const box = replyBox(bob);
  await box.click();
  await box.pressSequentially('Thanks @ali');
  const option = bob.getByRole('option', { name: '@alice' });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  // the arrows go round the list and come back; Escape closes it, changing the name opens it again
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Escape');
  await expect(option).toBeHidden();
  await box.press('Backspace');
  await expect(option).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('Thanks @alice ');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('for the tip!');
  await bob.getByRole('button', { name: 'Post Reply' }).click();

  const reply = bob.getByRole('article', { name: 'Post by bob' }).last();
  const mention = reply.getByRole('link', { name: '@alice' });
  await expect(mention).toHaveAttribute('href', '/profile/alice');
  await expect(reply).toContainText('Thanks @alice for the tip!');

  await alice.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const item = alice.getByRole('link', { name: /bob mentioned you/ }).filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(alice).toHaveURL(new RegExp(`${threadUrl(thread)}#post-\\d+$`));
  await alice.context().close();
  await bob.context().close();
});

test('quoting a selection puts it in the reply, and the posted quote names its author', async ({
  browser,
}) => {
  const alice = await pageAs(browser, 'alice');
  const title = unique('Quote palettes');
  const thread = await createThread(alice, 'community', title, 'Dithering is an art.\n\nOutlines too.');
  await alice.context().close();

  const bob = await pageAs(browser, 'bob');
  await bob.goto(threadUrl(thread));
  const opening = bob.getByRole('article', { name: 'Post by alice' });
  const paragraph = opening.locator('.post-card__body p').first();
  await paragraph.selectText();
  const quote = opening.getByRole('button', { name: 'Quote', exact: true });
  await expect(quote).toBeVisible();
  await quote.click();

  const box = replyBox(bob);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(
    new RegExp(
      `^> \\[alice wrote\\]\\(${threadUrl(thread)}#post-\\d+\\):\\n>\\n> Dithering is an art\\.\\n\\n$`,
    ),
  );
  await box.pressSequentially('So true.');
  await bob.getByRole('button', { name: 'Post Reply' }).click();

  const reply = bob.getByRole('article', { name: 'Post by bob' }).last();
  const block = reply.locator('blockquote');
  await expect(block).toContainText('Dithering is an art.');
  const attribution = block.getByRole('link', { name: 'alice wrote' });
  await expect(attribution).toHaveAttribute('href', new RegExp(`${threadUrl(thread)}#post-\\d+$`));
  await expect(reply).toContainText('So true.');

  // the whole post, from its actions
  await opening.getByRole('button', { name: 'Quote the post by alice' }).click();
  await expect(box).toHaveValue(/> Dithering is an art\.\n>\n> Outlines too\.\n\n$/);

  await bob.context().close();

  const quoted = await pageAs(browser, 'alice');
  const list = await (await quoted.request.get('/api/notifications?per_page=50')).json();
  expect(
    list.notifications.some(
      (n: { type: string; thread_id: number }) => n.type === 'quote' && n.thread_id === thread.id,
    ),
  ).toBe(true);
  await quoted.context().close();
});

test('a quote and the open suggestions look right in light, dark and at phone width', async ({
  browser,
}, testInfo) => {
  const alice = await pageAs(browser, 'alice');
  const thread = await createThread(alice, 'community', unique('Quote looks'), 'Dithering is an art, @bob.');
  await alice.context().close();

  const looks = [
    { name: 'light', theme: 'light', width: 1280 },
    { name: 'dark', theme: 'dark', width: 1280 },
    { name: 'phone', theme: 'light', width: 375 },
  ];
  for (const [index, look] of looks.entries()) {
    const context = await contextAs(browser, 'bob');
    await context.addInitScript((stored) => localStorage.setItem('cito.theme', stored), look.theme);
    const page = await context.newPage();
    await page.setViewportSize({ width: look.width, height: 800 });
    await page.goto(threadUrl(thread));
    if (index === 0) {
      // one quote reply, shown in every look
      const box = replyBox(page);
      await page.getByRole('button', { name: 'Quote the post by alice' }).click();
      await box.pressSequentially('Agreed, and outlines too.');
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await expect(page.getByRole('article', { name: 'Post by bob' }).locator('blockquote')).toBeVisible();
    }
    const reply = page.getByRole('article', { name: 'Post by bob' }).last();
    await expect(reply.getByRole('link', { name: 'alice wrote' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await reply.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: shot(testInfo.outputPath(`quote-${look.name}.png`), `quote-${look.name}`),
    });

    const box = replyBox(page);
    await box.click();
    await box.pressSequentially('Nice one @ali');
    await expect(page.getByRole('option', { name: '@alice' })).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: shot(testInfo.outputPath(`autocomplete-${look.name}.png`), `autocomplete-${look.name}`),
    });
    await context.close();
  }
});

/** The screenshot's path; with SHOTS_DIR set, there instead (to look at them after the run). */
function shot(path: string, name: string): string {
  return SHOTS ? `${SHOTS}/${name}.png` : path;
}
