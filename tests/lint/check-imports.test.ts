import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { findViolations } from '../../scripts/check-imports.mjs';

// issue 20 §3: `npm run lint` fails on an import that crosses a boundary (scripts/check-imports.mjs).
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cito-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return join(root, 'src');
}

const check = (src: string): string[] =>
  (findViolations(src) as string[]).map((line) => line.slice(line.indexOf('src/')));

describe('the import boundaries', () => {
  it('names every forbidden import of a fixture and passes the allowed ones', () => {
    const src = fixture({
      'common/ok.ts':
        "import { x } from './other.ts';\n// import { y } from 'node:fs' (a comment is no import)\n",
      'common/other.ts': 'export const x = 1;\n',
      'common/node.ts': "import { readFileSync } from 'node:fs';\nimport path from 'path';\n",
      'common/server.ts': "import type { Db } from '../server/db/index.ts';\n",
      'web/features/forum/page.tsx':
        "import { Button } from '../../ui/button.tsx';\nimport { api } from './api.ts';\nimport { Shop } from '../shop/shop.tsx';\n",
      'web/features/forum/deep/part.tsx':
        "import { api } from '../api.ts';\nconst lazy = import('../../home/home.tsx');\n",
      'web/ui/button.tsx': "export { Thing } from '../features/forum/page.tsx';\n",
      'web/api/client.ts': "import { db } from '../../server/db/index.ts';\n",
      'server/http/session.ts':
        "import { errors } from './errors.ts';\nimport type { Db } from '../db/index.ts';\nimport type { Access } from '../accounts/permissions.ts';\n",
      'server/forum/routes.ts':
        "import { requireUser } from '../http/session.ts';\nimport { readFileSync } from 'node:fs';\n",
    });
    expect(check(src).sort()).toEqual(
      [
        "src/common/node.ts: 'node:fs' (src/common imports no Node module)",
        "src/common/node.ts: 'path' (src/common imports no Node module)",
        "src/common/server.ts: '../server/db/index.ts' (src/common imports neither the server nor the web app)",
        "src/web/features/forum/page.tsx: '../shop/shop.tsx' (web features do not import each other (features/forum → features/shop))",
        "src/web/features/forum/deep/part.tsx: '../../home/home.tsx' (web features do not import each other (features/forum → features/home))",
        "src/web/ui/button.tsx: '../features/forum/page.tsx' (web ui/ imports no feature and not app/)",
        "src/web/api/client.ts: '../../server/db/index.ts' (the web app does not import the server)",
        "src/server/http/session.ts: '../accounts/permissions.ts' (the server's http/ layer imports no domain module (accounts))",
      ].sort(),
    );
  });

  it('finds none in the project, and the lint command fails on a forbidden import', () => {
    expect(findViolations(join(process.cwd(), 'src'))).toEqual([]);
    const src = fixture({ 'common/bad.ts': "import { createHash } from 'node:crypto';\n" });
    const run = spawnSync(process.execPath, ['scripts/check-imports.mjs', src], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("'node:crypto' (src/common imports no Node module)");
  });
});
