import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusRing {
  /** A short description of the focused element, for failure messages. */
  element: string;
  visible: boolean;
  /** Focus is back on the first element it was on since the page loaded (it has gone round). */
  again: boolean;
}

/**
 * Whether the focused element shows a focus indicator: an outline on it or, for inputs that are drawn by
 * their label (radio swatches, the file drop zone), on one of the next few ancestors.
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: 'body', visible: false, again: false };
    const w = window as unknown as { firstStop?: Element };
    const again = w.firstStop === active;
    w.firstStop ??= active;
    // an outline of at least 1 px on an element that is itself big enough to be seen
    const ringed = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.visibility !== 'hidden' &&
        box.width >= 4 &&
        box.height >= 4
      );
    };
    let visible = false;
    let element: Element | null = active;
    for (let depth = 0; element && depth < 4 && !visible; depth++) {
      visible = ringed(element);
      // an outlined descendant drawn for the input (e.g. the swatch colour of a skin radio)
      if (!visible && depth > 0) visible = [...element.querySelectorAll('*')].some(ringed);
      element = element.parentElement;
    }
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return { element: `<${active.tagName.toLowerCase()}> "${name}"`, visible, again };
  });
}

export async function expectFocusVisible(page: Page, { allowBody = false } = {}): Promise<void> {
  const ring = await focusRing(page);
  if (allowBody && ring.element === 'body') return;
  expect(ring.visible, `focus indicator on ${ring.element}`).toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on every stop that focus is visible.
 * Fails when the target is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // past the last control the browser's toolbar has focus (the document's is on <body>); Tab wraps
    await expectFocusVisible(page, { allowBody: true });
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Tabs through the whole page once (until focus wraps to the start), checking that every stop shows
 * its focus. Returns how many stops there were.
 */
export async function tabThroughPage(page: Page, limit = 250): Promise<number> {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (ring.element === 'body') return stop;
    if (ring.again) return stop;
    expect(ring.visible, `focus indicator on ${ring.element} (stop ${stop + 1})`).toBe(true);
  }
  throw new Error(`more than ${limit} tab stops`);
}
