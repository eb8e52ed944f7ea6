import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { contextAs, createThread, pageAs, threadUrl } from './support/demo.ts';
import { expect, test } from './support/test.ts';

// issue 17 §3: reactions under posts, live on the author's open page.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const postBy = (page: Page, who: string) => page.getByRole('article', { name: `Post by ${who}` });

test('bob reacts to alice’s post; alice sees it live and who reacted', async ({ browser }) => {
  test.setTimeout(120_000);
  const alice = await pageAs(browser, 'alice');
  const thread = await createThread(alice, 'community', unique('React to me'), 'A post worth a coin.');
  // alice's page must be in the thread's live room before bob reacts.
  const joined = alice.waitForResponse((r) => r.url().endsWith('/join') && r.status() === 200);
  await alice.goto(threadUrl(thread));
  await joined;
  await expect(postBy(alice, 'alice')).toContainText('A post worth a coin.');
  // No picker on one's own post.
  await expect(postBy(alice, 'alice').getByRole('button', { name: 'React', exact: true })).toHaveCount(0);

  const bob = await pageAs(browser, 'bob');
  await bob.goto(threadUrl(thread));
  const post = postBy(bob, 'alice');
  await post.getByRole('button', { name: 'React', exact: true }).click();
  const picker = post.getByRole('toolbar', { name: 'Pick a reaction' });
  await expect(picker).toBeVisible();
  // Escape closes the picker and gives focus back to its button.
  await bob.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(post.getByRole('button', { name: 'React', exact: true })).toBeFocused();

  // By keyboard: open, move to Love, choose it.
  await bob.keyboard.press('Enter');
  await expect(picker.getByRole('button', { name: 'Like' })).toBeFocused();
  await bob.keyboard.press('ArrowRight');
  await expect(picker.getByRole('button', { name: 'Love' })).toBeFocused();
  await bob.keyboard.press('Enter');
  const love = post.getByRole('button', { name: 'Love, 1 member' });
  await expect(love).toBeVisible();
  await expect(love).toHaveAttribute('aria-pressed', 'true');

  // And the CitoCoin, by pointer.
  await post.getByRole('button', { name: 'React', exact: true }).click();
  await picker.getByRole('button', { name: 'Worth a coin' }).click();
  await expect(post.getByRole('button', { name: 'Worth a coin, 1 member' })).toBeVisible();

  // alice's open page follows, without a reload; her chips are not toggles.
  const aliceLove = postBy(alice, 'alice').getByRole('button', { name: 'Love, 1 member' });
  await expect(aliceLove).toBeVisible({ timeout: 15_000 });
  await expect(aliceLove).not.toHaveAttribute('aria-pressed', /.*/);
  await expect(postBy(alice, 'alice').getByRole('button', { name: 'Worth a coin, 1 member' })).toBeVisible();

  // Hovering a chip shows who reacted.
  await aliceLove.hover();
  await expect(alice.getByRole('tooltip')).toContainText('bob');

  // The count survives a reload, with bob's own reaction still pressed.
  await bob.reload();
  await expect(postBy(bob, 'alice').getByRole('button', { name: 'Love, 1 member' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Taking it back: the chip goes, on both pages.
  await postBy(bob, 'alice').getByRole('button', { name: 'Love, 1 member' }).click();
  await expect(postBy(bob, 'alice').getByRole('button', { name: /^Love,/ })).toHaveCount(0);
  await expect(postBy(alice, 'alice').getByRole('button', { name: /^Love,/ })).toHaveCount(0, {
    timeout: 15_000,
  });

  // The profile counts what alice received.
  await bob.goto('/profile/alice');
  await expect(bob.getByText('Reactions received')).toBeVisible();
  await expect(bob.getByRole('listitem', { name: /^Worth a coin, \d+ members?$/ })).toBeVisible();
});

test('screenshots of a thread with reactions and the picker open', async ({ browser }) => {
  test.setTimeout(120_000);
  const alice = await pageAs(browser, 'alice');
  const thread = await createThread(
    alice,
    'community',
    unique('Reaction gallery'),
    'Look at these reactions!',
  );
  const opening = (
    (await (await alice.request.get(`/api/thread/${thread.id}`)).json()) as { posts: Array<{ id: number }> }
  ).posts[0]!.id;
  const bobContext = await contextAs(browser, 'bob');
  const bobPage = await bobContext.newPage();
  for (const reaction of ['like', 'love', 'laugh', 'wow', 'sad', 'coin']) {
    const answer = await bobPage.request.post(`/api/post/${opening}/react`, { data: { reaction } });
    expect(answer.status()).toBe(200);
  }
  const modPage = await pageAs(browser, 'mod');
  for (const reaction of ['like', 'coin']) {
    expect((await modPage.request.post(`/api/post/${opening}/react`, { data: { reaction } })).status()).toBe(
      200,
    );
  }
  await bobPage.request.post(`/api/thread/${thread.id}/reply`, { data: { text: 'Nice one.' } });

  for (const [theme, width] of [
    ['light', 1100],
    ['dark', 1100],
    ['light', 375],
    ['dark', 375],
  ] as const) {
    const context = await contextAs(browser, 'bob');
    await context.addInitScript((stored) => localStorage.setItem('cito.theme', stored), theme);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(threadUrl(thread));
    const post = postBy(page, 'alice');
    await expect(post.getByRole('button', { name: 'Worth a coin, 2 members' })).toBeVisible();
    await post.getByRole('button', { name: 'React', exact: true }).click();
    await expect(post.getByRole('toolbar', { name: 'Pick a reaction' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: test.info().outputPath(`reactions-${theme}-${width}.png`),
      fullPage: false,
    });
    await page.keyboard.press('Escape');
    await post.getByRole('button', { name: 'Like, 2 members' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('mod');
    await post.screenshot({ path: test.info().outputPath(`reactions-tooltip-${theme}-${width}.png`) });
    await expectNoSeriousViolations(page, `a thread with reactions and a tooltip (${theme}, ${width} px)`);
    await page.goto('/profile/alice');
    await expect(page.getByText('Reactions received')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: test.info().outputPath(`profile-${theme}-${width}.png`), fullPage: true });
    await context.close();
  }
});
