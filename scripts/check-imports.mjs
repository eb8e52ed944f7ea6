#!/usr/bin/env node
// issue 20 §3: import boundaries held by a tool (`npm run lint`), not by goodwill (STYLE.md 'Habits').
//   - src/common runs in the server and the browser: it imports neither Node (nor the DOM: its own
//     tsconfig.common.json has neither's types) nor the server or the web app;
//   - the web app's features do not import each other; ui/ and api/ import no feature and not app/;
//     nothing in the web app imports the server;
//   - the server's http/ layer imports no domain module (accounts, forum, shop …).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// static imports and re-exports (`import … from 'x'`, `export … from 'x'`, `import 'x'`) and import('x')
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const NODE_BUILTINS = new Set(builtinModules);

/** The http layer may use these server modules: they are infrastructure, not domains. */
const HTTP_MAY_IMPORT = ['http', 'db', 'config.ts', 'redis.ts'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Strips comments so that an import written in a comment is not taken for one. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(text) {
  return [...withoutComments(text).matchAll(SPECIFIERS)].map((match) => match[1] ?? match[2]);
}

/** `src/web/features/forum/x.tsx` → ['web', 'features', 'forum', 'x.tsx'] (relative to src). */
const parts = (src, path) => relative(src, path).split(sep);

function isNode(specifier) {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);
}

/** The rule `file` breaks by importing `specifier`, or null. */
function violation(src, file, specifier) {
  const from = parts(src, file);
  const relativeImport = specifier.startsWith('.');
  const target = relativeImport ? parts(src, resolve(dirname(file), specifier)) : null;
  const area = from[0];

  if (area === 'common') {
    if (isNode(specifier)) return 'src/common imports no Node module';
    if (target && target[0] !== 'common') return 'src/common imports neither the server nor the web app';
  }
  if (area === 'web') {
    if (target?.[0] === 'server') return 'the web app does not import the server';
    if (from[1] === 'features' && target?.[0] === 'web' && target[1] === 'features' && target[2] !== from[2])
      return `web features do not import each other (features/${from[2]} → features/${target[2]})`;
    if (
      (from[1] === 'ui' || from[1] === 'api') &&
      target?.[0] === 'web' &&
      ['features', 'app'].includes(target[1])
    )
      return `web ${from[1]}/ imports no feature and not app/`;
  }
  if (
    area === 'server' &&
    from[1] === 'http' &&
    target?.[0] === 'server' &&
    !HTTP_MAY_IMPORT.includes(target[1])
  )
    return `the server's http/ layer imports no domain module (${target[1]})`;
  return null;
}

/** Every forbidden import under `src`, as `file: specifier (rule)` lines. */
export function findViolations(src) {
  const found = [];
  for (const file of sourceFiles(src)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const rule = violation(src, file, specifier);
      if (rule) found.push(`${relative(process.cwd(), file)}: '${specifier}' (${rule})`);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(process.argv[2] ?? 'src');
  const found = findViolations(src);
  if (found.length > 0) {
    console.error(`Forbidden imports (scripts/check-imports.mjs):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
}
