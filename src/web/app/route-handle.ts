/** What every route of the table carries for the layout: its title and its login requirement. */
export interface RouteHandle {
  title: string;
  requiresLogin?: boolean;
}

export const SITE_NAME = 'Cito';
export const SITE_TAGLINE = 'A forum based community with pixel art avatars';

/**
 * Spec 1 §1: "{product name} - {route title} - A forum based community with pixel art avatars"; the
 * name and description are the site settings' (issue 16 §3), these defaults until they are known.
 */
export function documentTitle(
  title: string | undefined,
  site: { name: string; description: string } = { name: SITE_NAME, description: SITE_TAGLINE },
): string {
  return title ? `${site.name} - ${title} - ${site.description}` : `${site.name} - ${site.description}`;
}
