const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date in the reader's time zone as the site's English text writes it: `medium`
 * "Mar 5, 2026", `long` "March 5, 2026" (what en-US's `dateStyle` gives). Written out rather than
 * with Intl, like `formatCount`: the first Intl call of a page loads the browser's locale data, a
 * cost a phone pays while the page starts (issue 20 §1), and a member's join date need not.
 */
export function formatDate(date: Date, style: 'medium' | 'long'): string {
  const month = MONTHS[date.getMonth()] ?? '';
  return `${style === 'medium' ? month.slice(0, 3) : month} ${date.getDate()}, ${date.getFullYear()}`;
}
