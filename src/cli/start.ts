/**
 * The first code the `spacedock` command runs (built as dist/start.cjs, required by the bin): it
 * loads the CLI bundle (dist/cli.cjs) through V8's code cache, so that a command does not compile
 * the bundle's 600 kB of JavaScript again on every start.
 *
 * - On Node 22.1 and later, Node's own compile cache (`module.enableCompileCache`) does the work.
 * - On Node 20 the bundle is compiled with `vm.Script` and the code V8 compiled for the run
 *   (`createCachedData` at exit: the bundle's top level and every function the command called) is
 *   kept in a file per command and per build; the next run of that command hands it back to V8.
 *   A cache that does not fit (another V8 version, other flags, another build) is refused by V8 or
 *   never looked up, and the bundle is compiled as without one.
 *
 * The cache folder is Node's `NODE_COMPILE_CACHE` when it is set, or else the user's cache folder
 * (`$XDG_CACHE_HOME` or `~/.cache`, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows),
 * never a folder other users can write to. `NODE_DISABLE_COMPILE_CACHE=1` turns the cache off.
 * Any failure to read or write the cache is ignored: it only ever costs the time it would save.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { homedir, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

const bundle = join(__dirname, 'cli.cjs');

/** The folder of spacedock's code caches, or undefined when there is none to use. */
function cacheFolder(env: NodeJS.ProcessEnv): string | undefined {
  const base =
    env['NODE_COMPILE_CACHE'] ||
    (platform() === 'win32' ? env['LOCALAPPDATA'] : platform() === 'darwin' ? join(homedir(), 'Library', 'Caches') : env['XDG_CACHE_HOME'] || join(homedir(), '.cache'));
  if (!base) return undefined;
  return join(base, 'spacedock', `v8-${process.versions.v8}-${process.arch}`);
}

/**
 * The cache file of this run: one per command (each command calls its own functions, so each has
 * its own cache) and per build of the bundle (its size and modification time).
 */
function cacheFile(folder: string, argv: readonly string[]): string {
  const stat = statSync(bundle);
  const command = argv.find((a) => !a.startsWith('-'));
  const name = command !== undefined && /^[a-z]{1,20}$/.test(command) ? command : 'other';
  return join(folder, `${name}-${stat.size}-${Math.trunc(stat.mtimeMs)}.bin`);
}

/** Writes the cache atomically (a whole file or none, with several runs at once), and drops the caches of older builds. */
function save(file: string, data: Buffer): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, file);
  const build = file.slice(file.indexOf('-', folder.length + 1));
  for (const other of readdirSync(folder)) if (other.endsWith('.bin') && !join(folder, other).endsWith(build)) unlinkSync(join(folder, other));
}

/** Runs the bundle as Node runs a CommonJS module, from its code cache when there is one that fits. */
function runCached(file: string | undefined): void {
  const source = readFileSync(bundle, 'utf8');
  let cached: Buffer | undefined;
  if (file !== undefined) {
    try {
      cached = readFileSync(file);
    } catch {
      cached = undefined;
    }
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  // The bundle has no `import()` (the build turns each into a `require`): a script compiled by
  // `vm` could not run one without Node's experimental flag.
  const script = new Script(wrapped, { filename: bundle, ...(cached === undefined ? {} : { cachedData: cached }) });
  if (file !== undefined && (cached === undefined || script.cachedDataRejected === true)) {
    process.once('exit', () => {
      try {
        save(file, script.createCachedData());
      } catch {
        // no cache this time
      }
    });
  }
  const module = { exports: {}, filename: bundle, id: bundle, loaded: false };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, nodeModule.createRequire(bundle), module, bundle, __dirname);
}

function start(): void {
  const env = process.env;
  const enable = (nodeModule as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
  if (env['NODE_DISABLE_COMPILE_CACHE'] || enable !== undefined) {
    // Node 22.1+: Node's own cache (it also honours NODE_DISABLE_COMPILE_CACHE).
    if (enable !== undefined) enable(cacheFolder(env));
    require(bundle);
    return;
  }
  let file: string | undefined;
  try {
    const folder = cacheFolder(env);
    file = folder === undefined ? undefined : cacheFile(folder, process.argv.slice(2));
  } catch {
    file = undefined;
  }
  runCached(file);
}

start();
