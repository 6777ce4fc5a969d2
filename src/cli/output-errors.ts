/**
 * What the CLI does when writing its output fails. A reader that stops early (`| head -1`,
 * `| true`) closes the pipe: that is not an error of ours, so the CLI ends quietly with exit 0,
 * as `cat` and other filters are expected to. Any other write error (a full disk, a closed
 * terminal) ends it with one line on standard error and exit 1. A stack trace is shown only
 * when `SPACEDOCK_DEBUG` is set.
 */
export interface WriteFailure {
  /** The exit code. */
  readonly exitCode: number;
  /** The line to print on standard error, if any (already ending in a newline). */
  readonly message?: string;
}

/** The exit code for an internal error (EX_SOFTWARE of sysexits.h). */
export const INTERNAL_ERROR_EXIT = 70;

const errorCode = (error: unknown): string | undefined =>
  error !== null && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;

const errorMessage = (error: unknown): string => {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unprintable error';
  }
};

/** How the CLI ends after a write to `stream` failed with `error`. */
export function writeFailure(stream: 'stdout' | 'stderr', error: unknown, debug: boolean): WriteFailure {
  const code = errorCode(error);
  if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') return { exitCode: 0 };
  // Nothing can be said on a standard error that cannot be written.
  if (stream === 'stderr') return { exitCode: 1 };
  const detail = debug && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  return { exitCode: 1, message: `spacedock: cannot write the output: ${code === undefined ? errorMessage(error) : `${code}, ${describeCode(code)}`}${detail}\n` };
}

/** The message for a failure that is a bug of ours, with the stack only when debugging. */
export function internalErrorMessage(error: unknown, debug: boolean): string {
  const stack = debug && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  const hint = debug ? '' : ' (set SPACEDOCK_DEBUG=1 to see where)';
  return `spacedock: internal error: ${errorMessage(error).split('\n')[0] ?? ''}${hint}${stack}\n`;
}

const CODE_TEXT: Readonly<Record<string, string>> = Object.freeze({
  ENOSPC: 'no space left on the device',
  EIO: 'input/output error',
  EBADF: 'the output is closed',
  EACCES: 'permission denied',
  EAGAIN: 'the output is not ready',
});

const describeCode = (code: string): string => CODE_TEXT[code] ?? 'the write failed';
