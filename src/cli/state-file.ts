import { applyDamageState, damageStateOf } from '../damage/damage-state.js';
import type { ShipState } from '../damage/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readTextFile } from './read-file.js';
import type { OutputWriter, WriteExpectation } from './write-file.js';

/**
 * Why a text is not JSON, without a word of it: JavaScript's message quotes the text it met
 * (`Unexpected token 'r', "root:x:0:0:"... is not valid JSON`), and a state path may lead
 * anywhere (a link to `/proc/self/environ`). Only the place is kept, where the message gives it.
 */
export function notJsonReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const at = /position (\d+)/.exec(message)?.[1];
  if (/end of (JSON|data)/i.test(message)) return 'it ends before its JSON does';
  return at === undefined ? 'it is not valid JSON' : `it is not valid JSON from character ${Number(at) + 1} on`;
}

/** A state file as a command read it: its text, and what it must still be when it is written back. */
export type StateText =
  | { readonly ok: true; readonly text: string; readonly expect: WriteExpectation }
  | { readonly ok: true; readonly text: undefined; readonly expect: WriteExpectation }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads a state file (a damage or fleet state) through the CLI's reader, with the digest of its
 * bytes (what a write back compares the file with); a file that is not there yet has no text. A
 * state is always a file, never standard input.
 */
export function readStateText(file: string): StateText {
  const read = readTextFile(file, { digest: true });
  if (read.ok) return { ok: true, text: read.text, expect: { digest: read.digest ?? '' } };
  if (read.refusal === 'missing') return { ok: true, text: undefined, expect: { absent: true } };
  return { ok: false, reason: read.reason };
}

/** The ship a state file left: a fresh game when there is no file yet, and what the file must still be when written back. */
export type StateShip =
  | { readonly ok: true; readonly ship: ShipState; readonly fresh: boolean; readonly expect: WriteExpectation }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * The ship as a saved damage state (`--state <file>`) left it: the file read as JSON and applied
 * to the ship of the design (`applyDamageState`). A file that does not exist yet is the start of a
 * game: the undamaged ship. Each problem is a diagnostic of the state file. With a `writer`
 * (`damage`, which writes the state back), a path the state cannot be written to (a link, a
 * folder) is refused first, before any volley.
 */
export function shipFromStateFile(file: string, ship: ShipState, writer?: OutputWriter): StateShip {
  const unwritable = writer?.refusal(file, { chosen: true });
  if (unwritable !== undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'unwritable-output', message: `cannot write this damage state back: ${unwritable}` }] };
  const read = readStateText(file);
  if (!read.ok) return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `cannot read this damage state: ${read.reason}` }] };
  if (read.text === undefined) return { ok: true, ship, fresh: true, expect: read.expect };
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.text);
  } catch (error) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `this damage state is not JSON: ${notJsonReason(error)}` }] };
  }
  const applied = applyDamageState(ship, parsed);
  return applied.ok ? { ok: true, ship: applied.value, fresh: false, expect: read.expect } : { ok: false, diagnostics: applied.diagnostics };
}

/**
 * Writes a ship's damage state to `file` (indented JSON) through `writer`: atomically, and only
 * when the file is still as it was read (`expect`); or says why not, the file left as it was.
 */
export function writeStateFile(file: string, ship: ShipState, writer: OutputWriter, expect: WriteExpectation): Diagnostic | undefined {
  const state = damageStateOf(ship);
  // A ship a volley left is always a valid state.
  if (!state.ok) return state.diagnostics[0];
  const refused = writer.write(file, `${JSON.stringify(state.value, null, 2)}\n`, { chosen: true, expect });
  return refused === undefined ? undefined : { severity: 'error', code: 'unwritable-output', message: `cannot write this damage state: ${refused}` };
}
