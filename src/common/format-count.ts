/**
 * A whole number with its thousands grouped by commas, as the site's English text writes it
 * (12,345). Written out rather than `toLocaleString()`: the first Intl call of a page loads the
 * browser's locale data, 20–30 ms of a desktop's main thread and four times that on a phone, and
 * the counts in the header (a member's coins) made every page pay it while it started (issue 20 §1).
 * A fraction keeps Intl's English formatting; none of the site's counts has one.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
