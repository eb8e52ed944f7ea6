import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Makes sure the production build (dist/) is there and newer than the sources, building it when not,
 * so a bench can run the compiled server as production does (not the sources through tsx, whose
 * compiler and source maps cost the server memory and start-up time that production never pays).
 */
export function ensureBuild(): void {
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { buildState } = await import('./scripts/build-state.mjs'); process.stdout.write(buildState().state);",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (check.status === 0 && check.stdout === 'current') return;
  console.log('building the production server first (npm run build)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build failed');
}
