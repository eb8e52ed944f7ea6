/** A readable label from a URL slug until the real title has loaded: 'general-chat' → 'General Chat'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
