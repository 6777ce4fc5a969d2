import { internalErrorMessage, INTERNAL_ERROR_EXIT, writeFailure } from './output-errors.js';
import { MAX_INPUT_BYTES } from './limits.js';
import { readStream } from './read-file.js';
import { useColor } from './io.js';
import { runCli } from './program.js';
import { config as zodConfig } from 'zod/mini';

// A command checks a few documents and ends: zod's compiling of a fast parser for each object
// schema (with `new Function`) costs more at start than it saves (about 40 ms of `check`'s start;
// bench/start.ts). The library itself keeps zod's default, for callers that check many documents.
zodConfig({ jitless: true });

const debug = (process.env['SPACEDOCK_DEBUG'] ?? '') !== '';

/**
 * Reads all of standard input through the CLI's reader, at most MAX_INPUT_BYTES: past that it
 * stops reading and rejects, and the command answers as for a file it cannot read (in its JSON
 * envelope under --json).
 */
const readStdin = (): Promise<string> => readStream(process.stdin, MAX_INPUT_BYTES);

/** Ends the process at once: after a failed write nothing more should be attempted. */
const end = (exitCode: number, message?: string): never => {
  if (message !== undefined) {
    try {
      process.stderr.write(message);
    } catch {
      // standard error is gone too: end quietly
    }
  }
  process.exit(exitCode);
};

for (const name of ['stdout', 'stderr'] as const) {
  process[name].on('error', (error: unknown) => {
    const failure = writeFailure(name, error, debug);
    end(failure.exitCode, failure.message);
  });
}

/** Writes to a stream; a write that throws at once (a file on a full disk) ends like an 'error' event. */
const writer =
  (name: 'stdout' | 'stderr') =>
  (text: string): void => {
    try {
      process[name].write(text);
    } catch (error) {
      const failure = writeFailure(name, error, debug);
      end(failure.exitCode, failure.message);
    }
  };

const fail = (error: unknown): void => end(INTERNAL_ERROR_EXIT, internalErrorMessage(error, debug));
process.on('uncaughtException', fail);

runCli(process.argv.slice(2), {
  out: writer('stdout'),
  err: writer('stderr'),
  readStdin,
  color: useColor(process.env, process.stderr.isTTY === true),
  progress: process.stderr.isTTY === true,
}).then((code) => {
  process.exitCode = code;
}, fail);
