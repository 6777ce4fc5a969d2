// Keeps dist/ built: `ensureBuilt()` builds it when it is missing or older than what it is built
// from (src/, bin/, tsup.config.ts, package.json). Used by `npm run spacedock` (scripts/spacedock.mjs)
// and by the test run's global setup (test/built.ts), so neither ever runs stale code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time under `path` (a file, or a folder searched recursively). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

/** Whether dist/ is missing, or older than the sources, the bin, the build config or package.json. */
export function distIsStale() {
  const marker = join(root, 'dist', 'cli.cjs');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return ['src', 'bin', 'tsup.config.ts', 'package.json'].some((p) => newest(join(root, p)) > built);
}

/** Builds dist/ (npm run build, about 20 s on two cores) when it is stale, saying so on standard error. */
export function ensureBuilt() {
  if (!distIsStale()) return;
  process.stderr.write('spacedock: dist/ is missing or older than src/; building it first (npm run build)\n');
  try {
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    process.stderr.write(String(error.stderr ?? error));
    throw error;
  }
}
