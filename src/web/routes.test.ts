import { describe, expect, it } from 'vitest';
import { routeTable, toRouteObject } from './routes.tsx';

describe('route table (issue 17 §10)', () => {
  it('gives every route something to render, so the router does not warn (e.g. on /forums)', () => {
    // react-router warns 'Matched leaf route ... does not have an element or Component' in development
    const bare = routeTable
      .map(toRouteObject)
      .filter((route) => !route.Component && !route.element && !route.lazy)
      .map((route) => route.path);
    expect(bare).toEqual([]);
  });

  it('accepts the id form of a category URL (DECISIONS.md "Routes and slugs")', () => {
    expect(routeTable.some((route) => route.path === '/category/:categorySlug/:idSlug')).toBe(true);
  });
});
