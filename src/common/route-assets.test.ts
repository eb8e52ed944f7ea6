import { describe, expect, it } from 'vitest';
import { patternScore, routeFor } from './route-assets.ts';

const routes = [
  { path: '/' },
  { path: '/forum' },
  { path: '/category/:categorySlug' },
  { path: '/category/:categorySlug/:idSlug' },
  { path: '/category/:categorySlug/new' },
  { path: '/thread/:categorySlug/:threadSlug' },
  { path: '*' },
];
const pathOf = (pathname: string) => routeFor(routes, pathname)?.path;

describe('the route a page shows, as the web app picks it', () => {
  it('matches static segments, parameters and the root', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/forum')).toBe('/forum');
    expect(pathOf('/forum/')).toBe('/forum');
    expect(pathOf('/category/community')).toBe('/category/:categorySlug');
    expect(pathOf('/thread/community/introduce-yourself')).toBe('/thread/:categorySlug/:threadSlug');
  });

  it('prefers a static segment to a parameter, as React Router ranks them', () => {
    expect(pathOf('/category/community/new')).toBe('/category/:categorySlug/new');
    expect(pathOf('/category/3/community')).toBe('/category/:categorySlug/:idSlug');
  });

  it('ignores case, as React Router does', () => {
    expect(pathOf('/Forum')).toBe('/forum');
  });

  it('leaves anything else to the splat (the not-found screen), and a table without one to null', () => {
    expect(pathOf('/thread/community')).toBe('*');
    expect(pathOf('/forum/extra')).toBe('*');
    expect(pathOf('/nope')).toBe('*');
    expect(routeFor(routes.slice(0, -1), '/nope')).toBeNull();
  });

  it('scores only a whole match', () => {
    expect(patternScore('/thread/:a/:b', '/thread/x/y/z')).toBeNull();
    expect(patternScore('/thread/:a/:b', '/thread/x')).toBeNull();
    expect(patternScore('/forum', '/forum')).toBeGreaterThan(patternScore('/:any', '/forum') ?? 0);
  });
});
