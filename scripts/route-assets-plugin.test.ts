import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/web/routes.tsx';
import { screenImports } from './route-assets-plugin.ts';

const ROUTES = resolve(import.meta.dirname, '../src/web/routes.tsx');

describe("the build's list of each route's files (issue 20 §1)", () => {
  it('finds every screen of the route table, and nothing else, in its source', async () => {
    const { code } = await transformWithOxc(readFileSync(ROUTES, 'utf8'), ROUTES, { lang: 'tsx' });
    const found = screenImports(parseAst(code));
    const screens = routeTable.filter((route) => 'screen' in route).map((route) => route.path);
    expect(found.map((screen) => screen.path)).toEqual(screens);
    // each names its module; the redirect (/forums) names none and is left out
    expect(found.every((screen) => /^\.\/.+\.tsx$/.test(screen.source))).toBe(true);
    expect(found.map((screen) => screen.path)).not.toContain('/forums');
  });

  it('reads a screen only from an object with a string path and an import', () => {
    const program = parseAst(
      "const t = [{ path: '/a', screen: () => import('./a.tsx') }, { path: '/b', to: '/a' }, { screen: () => import('./c.tsx') }, { path: name, screen: () => import('./d.tsx') }];",
    );
    expect(screenImports(program)).toEqual([{ path: '/a', source: './a.tsx' }]);
  });
});
