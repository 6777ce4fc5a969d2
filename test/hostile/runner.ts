// The entry of the child process that runs one hostile case: `node runner.mjs <case>` prints one
// JSON line, `{ "result": ... }` when the case returned and `{ "threw": ... }` when it threw.
// Bundled by harness.ts (esbuild) so that a child starts in tens of milliseconds.
import { CASES } from './cases/index.js';

const name = process.argv[2] ?? '';
const run = Object.hasOwn(CASES, name) ? CASES[name] : undefined;
if (run === undefined) {
  process.stderr.write(`no hostile case named "${name}"\n`);
  process.exit(3);
}
const started = performance.now();
const cpuStart = process.cpuUsage();
/** CPU time (user + system) the case has used, in milliseconds: what its budget is checked against. */
const cpuMs = (): number => {
  const used = process.cpuUsage(cpuStart);
  return (used.user + used.system) / 1000;
};
Promise.resolve()
  .then(() => run())
  .then(
    (result) => {
      process.stdout.write(JSON.stringify({ result, ms: performance.now() - started, cpuMs: cpuMs() }) + '\n');
    },
    (error: unknown) => {
      const e = error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };
      process.stdout.write(JSON.stringify({ threw: e, ms: performance.now() - started, cpuMs: cpuMs() }) + '\n');
      process.exitCode = 1;
    },
  );
