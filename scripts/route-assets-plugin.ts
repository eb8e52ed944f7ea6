import type { Plugin, Rollup } from 'vite';
import { type AssetFiles, ROUTE_ASSETS_FILE, type RouteAssets } from '../src/common/route-assets.ts';

/** A screen the route table loads: its path pattern and the module its `import()` names. */
export interface ScreenImport {
  path: string;
  source: string;
}

type AstNode = Record<string, unknown>;

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function firstImport(node: AstNode): string | null {
  if (node.type === 'ImportExpression') {
    const source = node.source as AstNode;
    return typeof source.value === 'string' ? source.value : null;
  }
  for (const child of children(node)) {
    const found = firstImport(child);
    if (found) return found;
  }
  return null;
}

/**
 * The route table's screens, read from its syntax tree: each object literal with a string `path`
 * and an `import('…')` inside it (`{ path: '/shop', title, screen: () => import('./…') }`).
 */
export function screenImports(program: unknown): ScreenImport[] {
  const found: ScreenImport[] = [];
  const visit = (node: AstNode) => {
    if (node.type === 'ObjectExpression') {
      const pathProperty = (node.properties as AstNode[]).find(
        (property) =>
          property.type === 'Property' &&
          (property.key as AstNode).type === 'Identifier' &&
          (property.key as AstNode).name === 'path',
      );
      const path = (pathProperty?.value as AstNode | undefined)?.value;
      const source = typeof path === 'string' ? firstImport(node) : null;
      if (typeof path === 'string' && source) {
        found.push({ path, source });
        return;
      }
    }
    for (const child of children(node)) visit(child);
  };
  if (isNode(program)) visit(program);
  return found;
}

export interface RouteAssetsOptions {
  /** The route table's module (absolute). */
  routesModule: string;
  /** The app's start module (absolute), which the entry imports once the loading screen is painted. */
  appModule: string;
}

/**
 * Writes `route-assets.json` beside index.html: the files of the app and of each route's screen
 * (scripts and stylesheets, with what they import), which the server names in each page it sends
 * (src/server/http/web.ts). Without it a phone learns of the screen's chunk only once the entry
 * has run, and of the Markdown renderer only once that chunk has: a round trip each.
 */
export function routeAssets({ routesModule, appModule }: RouteAssetsOptions): Plugin {
  const screens = new Map<string, string>();
  return {
    name: 'cito-route-assets',
    apply: 'build',
    async transform(code, id) {
      if (id !== routesModule) return null;
      for (const { path, source } of screenImports(this.parse(code))) {
        const resolved = await this.resolve(source, id);
        if (!resolved) this.error(`the route table's screen ${source} (${path}) does not resolve`);
        screens.set(path, resolved.id);
      }
      if (screens.size === 0) this.error('the route table names no screen: its form changed?');
      return null;
    },
    // after Vite's own hooks: it drops the chunks that held only CSS (moving their stylesheets to the
    // chunks that imported them), and a page must not name a file that was never written
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
        // a chunk and what it imports statically, in load order
        const closure = (chunk: Rollup.OutputChunk, seen = new Set<Rollup.OutputChunk>()) => {
          if (seen.has(chunk)) return seen;
          seen.add(chunk);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) closure(imported, seen);
          }
          return seen;
        };
        const chunkOf = (id: string) => {
          const chunk = byModule.get(id);
          if (!chunk) this.error(`no chunk was built for ${id}`);
          return chunk;
        };
        // the entry's own files are named in index.html already
        const loaded = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]),
        );
        const filesOf = (chunk: Rollup.OutputChunk): AssetFiles => {
          const own = [...closure(chunk)].filter((member) => !loaded.has(member));
          return {
            js: own.map((member) => `/${member.fileName}`),
            css: [...new Set(own.flatMap((member) => [...(member.viteMetadata?.importedCss ?? [])]))].map(
              (file) => `/${file}`,
            ),
          };
        };
        const appChunk = chunkOf(appModule);
        const app = filesOf(appChunk);
        for (const member of closure(appChunk)) loaded.add(member);
        const manifest: RouteAssets = {
          app,
          routes: [...screens].map(([path, id]) => ({ path, ...filesOf(chunkOf(id)) })),
        };
        this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(manifest) });
      },
    },
  };
}
