import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

// Contexts a file shares between its tests (one signed-in context for many page loads); the rest are
// closed when the test that opened them ends.
const shared = new WeakSet<BrowserContext>();

/** Marks a context as shared by several tests of a file, which closes it itself (in an afterAll). */
export function keepOpen<T extends BrowserContext>(context: T): T {
  shared.add(context);
  return context;
}

/**
 * Playwright's test, closing after each test the browser contexts it opened (contextAs, pageAs,
 * browser.newContext): a context left open keeps its renderer and live stream running to the end of
 * the run, and some hundred of them slowed the whole suite down as it went on.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context) && !shared.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
