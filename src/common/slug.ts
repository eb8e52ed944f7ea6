/**
 * Turns a title into a URL slug (spec 1 §3): lowercase, trim, '&' → '-and-', whitespace → '-',
 * non-word characters other than '-' removed, repeated hyphens collapsed, edge hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
