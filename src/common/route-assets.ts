/**
 * What each screen of the web app loads, written by the build (scripts/route-assets-plugin.ts) and
 * read by the server, which names a page's files in its first bytes: a phone starts fetching them
 * with the page rather than once the scripts that import them have run (issue 20 §1).
 */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/** A set of built files, as paths on the site (`/assets/x-1a2b.js`). */
export interface AssetFiles {
  js: string[];
  css: string[];
}

export interface RouteAssets {
  /** The app itself (router, layout, framework), which every page loads after its entry script. */
  app: AssetFiles;
  /** Each route's screen, without what `app` holds; by the route table's path pattern. */
  routes: Array<{ path: string } & AssetFiles>;
}

/**
 * How well a route pattern (React Router's: `/thread/:categorySlug/:threadSlug`, `*`) matches a
 * pathname, or null when it does not: a static segment counts more than a parameter, a parameter
 * more than the splat, as React Router ranks them, so `/category/x/new` is the new-thread screen and
 * not a category's id form; like React Router, case is ignored.
 */
export function patternScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return score + 1;
    const part = have[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === part.toLowerCase()) score += 10;
    else return null;
  }
  return have.length === want.length ? score + 1 : null;
}

/** The route a pathname shows, as the web app's router would pick it; null when none matches. */
export function routeFor<Route extends { path: string }>(routes: Route[], pathname: string): Route | null {
  let best: Route | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const score = patternScore(route.path, pathname);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
