import { writeFile } from 'node:fs/promises';
import { applyDamageState, damageStateOf } from '../damage/damage-state.js';
import type { ShipState } from '../damage/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CliIO } from './io.js';
import { readInputFile, reasonOf } from './files.js';

/**
 * The ship as a saved damage state (`--state <file>`) left it: the file read as JSON and applied
 * to the ship of the design (`applyDamageState`). A file that does not exist yet is the start of a
 * game: the undamaged ship. Each problem is a diagnostic of the state file.
 */
export async function shipFromStateFile(file: string, ship: ShipState, io: CliIO): Promise<{ readonly ok: true; readonly ship: ShipState; readonly fresh: boolean } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] }> {
  const read = await readInputFile(file, io);
  if (!read.ok) {
    if (/\(ENOENT\)$/.test(read.reason)) return { ok: true, ship, fresh: true };
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `cannot read this damage state: ${read.reason}` }] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.text);
  } catch (error) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `this damage state is not JSON: ${reasonOf(error)}` }] };
  }
  const applied = applyDamageState(ship, parsed);
  return applied.ok ? { ok: true, ship: applied.value, fresh: false } : { ok: false, diagnostics: applied.diagnostics };
}

/** Writes a ship's damage state to `file` (indented JSON), or says why it could not. */
export async function writeStateFile(file: string, ship: ShipState): Promise<Diagnostic | undefined> {
  const state = damageStateOf(ship);
  // A ship a volley left is always a valid state.
  if (!state.ok) return state.diagnostics[0];
  try {
    await writeFile(file, `${JSON.stringify(state.value, null, 2)}\n`, 'utf8');
    return undefined;
  } catch (error) {
    return { severity: 'error', code: 'unwritable-output', message: `cannot write this damage state: ${reasonOf(error)}` };
  }
}
