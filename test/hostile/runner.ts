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
Promise.resolve()
  .then(() => run())
  .then(
    (result) => {
      process.stdout.write(JSON.stringify({ result, ms: performance.now() - started }) + '\n');
    },
    (error: unknown) => {
      const e = error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };
      process.stdout.write(JSON.stringify({ threw: e, ms: performance.now() - started }) + '\n');
      process.exitCode = 1;
    },
  );
