// What a page says when a part of the site's code could not be fetched: a connection lost, or a
// deployment that replaced the files the page names. Kept apart from the app so that the entry
// (main.tsx) can say it when the app itself is what failed to load.

export const LOAD_FAILED_TEXT = 'A part of the site could not be loaded. It may have just been updated.';

/** Whether `error` is a script that failed to load (Chromium's and Firefox's, then WebKit's words). */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
}
