// Runs hostile inputs in child processes, so that a crash of V8 (an abort, an out-of-memory kill)
// or a hang fails one test instead of the test run. Every child gets a heap limit (1 GB unless a
// case asks for less). A case's budget is CPU time, which the child measures itself (what it used
// on its own work, whatever else the machine runs: a loaded machine never fails it); the
// wall-clock limit is only a guard against hangs, generous enough never to fire on a slow machine
// (the benchmarks are in bench/).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = `${root}node_modules/.cache/hostile`;
const bundles = new Map<string, string>();

/** Bundles an entry (a path from the repository root) into one ES module file, once per process. */
export function bundle(entry: string): string {
  const known = bundles.get(entry);
  if (known !== undefined) return known;
  mkdirSync(cacheDir, { recursive: true });
  const out = `${cacheDir}/${entry.replace(/[^a-z0-9]+/gi, '_')}-${process.pid}.mjs`;
  buildSync({
    entryPoints: [`${root}${entry}`],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // CommonJS dependencies bundled into ESM need a require.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  bundles.set(entry, out);
  return out;
}

/** What a child process did. */
export interface ChildRun {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly ms: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Limits of one child process. */
export interface ChildLimits {
  /** Wall-clock limit in milliseconds, a guard against hangs only; {@link HANG_GUARD_MS} by default. */
  readonly timeoutMs?: number;
  /** CPU time (user + system) a hostile case may use, in milliseconds; {@link CPU_BUDGET_MS} by default. */
  readonly cpuMs?: number;
  /** V8's old-space limit in MB; 1024 by default. */
  readonly heapMb?: number;
  /** Extra environment variables. */
  readonly env?: Readonly<Record<string, string>>;
  /** Standard input. */
  readonly input?: string | Buffer;
  /** Extra node flags before the script. */
  readonly nodeFlags?: readonly string[];
}

/** The default hang guard: far past any budget, so that only a hang (or a machine stopped) reaches it. */
export const HANG_GUARD_MS = 180_000;

/** The default CPU budget of a hostile case: every case uses well under it on any machine. */
export const CPU_BUDGET_MS = 20_000;

/** Runs `node <script> ...args` with the limits and returns what happened. */
export function runNode(script: string, args: readonly string[], limits: ChildLimits = {}): ChildRun {
  const started = performance.now();
  const r = spawnSync(process.execPath, [`--max-old-space-size=${limits.heapMb ?? 1024}`, ...(limits.nodeFlags ?? []), script, ...args], {
    encoding: 'utf8',
    timeout: limits.timeoutMs ?? HANG_GUARD_MS,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', ...limits.env },
    ...(limits.input === undefined ? {} : { input: limits.input }),
  });
  const ms = performance.now() - started;
  const timedOut = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  return { status: r.status, signal: r.signal, timedOut, ms, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The outcome of one hostile case run in its own process. */
export interface CaseRun extends ChildRun {
  /** What the case returned (when it returned). */
  readonly result?: unknown;
  /** What the case threw (when it threw). */
  readonly threw?: { readonly name: string; readonly message: string };
}

/**
 * Runs one case of `test/hostile/cases/` in a child process and reads its JSON line. A case
 * that crashed the process, hung or threw is described in the error thrown here, so a test reads
 * `expect(runCase('x').result).toEqual(...)` and fails with the reason.
 */
export function runCase(name: string, limits: ChildLimits = {}): CaseRun {
  const run = runNode(bundle('test/hostile/runner.ts'), [name], limits);
  const line = run.stdout.trim().split('\n').pop() ?? '';
  let parsed: { result?: unknown; threw?: { name: string; message: string }; cpuMs?: number } | undefined;
  try {
    parsed = JSON.parse(line) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  if (run.timedOut) throw new Error(`case ${name} hung: it did not finish in ${limits.timeoutMs ?? HANG_GUARD_MS} ms of wall-clock time`);
  if (parsed === undefined) {
    throw new Error(`case ${name} crashed (exit ${run.status}, signal ${run.signal}): ${run.stderr.slice(-2000)}`);
  }
  const budget = limits.cpuMs ?? CPU_BUDGET_MS;
  if (parsed.cpuMs !== undefined && parsed.cpuMs > budget) throw new Error(`case ${name} used ${Math.round(parsed.cpuMs)} ms of CPU time, over its budget of ${budget} ms`);
  return { ...run, ...(parsed.threw === undefined ? { result: parsed.result } : { threw: parsed.threw }) };
}

/** Runs a case and returns its result; a throw, a crash or a hang fails the test with the reason. */
export function caseResult(name: string, limits: ChildLimits = {}): unknown {
  const run = runCase(name, limits);
  if (run.threw !== undefined) throw new Error(`case ${name} threw ${run.threw.name}: ${run.threw.message}`);
  if (run.status !== 0) throw new Error(`case ${name} exited ${run.status}: ${run.stderr.slice(-2000)}`);
  return run.result;
}
