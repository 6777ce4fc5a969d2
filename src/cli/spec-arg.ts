import { parseArgs } from 'node:util';
import { formatDiagnostic } from '../diagnostics/format.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { droppedCount } from '../diagnostics/limits.js';
import type { CliIO } from './io.js';

/** Options a command accepts: name -> boolean flag or string value. */
export type OptionSpec = Readonly<Record<string, { readonly type: 'boolean' | 'string' }>>;

/** A command line split into its spec and its options, or a usage message. */
export type SpecArgs =
  | { readonly ok: true; readonly source: string; readonly values: Readonly<Record<string, string | boolean | undefined>> }
  | { readonly ok: false; readonly message: string };

/**
 * Splits a command's arguments into the one spec and the options. The spec is the positional
 * arguments joined by spaces (so an unquoted `spacedock parse 3d6 eZap AP` works), or standard
 * input when it is `-`.
 */
export async function readSpecArgs(command: string, args: readonly string[], options: OptionSpec, io: CliIO): Promise<SpecArgs> {
  const usage = `usage: spacedock ${command} "<spec>"${Object.entries(options).map(([k, o]) => ` [--${k}${o.type === 'string' ? ' <value>' : ''}]`).join('')}   (a spec of - is read from standard input)`;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    return { ok: false, message: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
  }
  const rest = parsed.positionals;
  if (rest.length === 0) return { ok: false, message: usage };
  const source = rest.length === 1 && rest[0] === '-' ? (await io.readStdin()).replace(/\r?\n$/, '') : rest.join(' ');
  return { ok: true, source, values: parsed.values as Readonly<Record<string, string | boolean | undefined>> };
}

/** How many diagnostics are rendered in full; the rest are only counted. */
const MAX_SHOWN = 50;

/**
 * Prints diagnostics on stderr, rendered against their source: the first 50 in full, then a count
 * of the rest (a 1 MB spec of garbage has hundreds of thousands, and nobody reads them). A list
 * capped by the library ends with a `too-many-diagnostics` summary; its count joins the total.
 */
export function printDiagnostics(source: string, diagnostics: readonly Diagnostic[], io: CliIO): void {
  const last = diagnostics[diagnostics.length - 1];
  const summary = last?.code === 'too-many-diagnostics' ? last : undefined;
  const kept = summary === undefined ? diagnostics : diagnostics.slice(0, -1);
  for (const d of kept.slice(0, MAX_SHOWN)) io.err(formatDiagnostic(d, { source }) + '\n');
  const rest = kept.slice(MAX_SHOWN);
  const dropped = summary === undefined ? 0 : droppedCount(summary);
  if (rest.length + dropped > 0) {
    const errors = rest.filter((d) => d.severity === 'error').length;
    const counts = dropped === 0 ? `${errors} errors, ${rest.length - errors} warnings and notes` : `at least ${errors + (summary?.severity === 'error' ? 1 : 0)} errors`;
    io.err(`... and ${rest.length + dropped} more (${counts})\n`);
  }
}
