import { parseUnit } from '../notation/parse.js';
import type { CommandRun } from './definition.js';
import { runSpecCommand } from './spec-command.js';

/** `spacedock parse`: the syntax tree as JSON (one tree per line for a batch). */
export const run: CommandRun = (input, io, usage) => {
  const compact = input.options['compact'] === true;
  return runSpecCommand(
    input,
    io,
    usage,
    (spec) => {
      const r = parseUnit(spec);
      return { ok: r.ok, diagnostics: r.diagnostics, fields: { unit: r.ok ? r.value : null }, text: () => JSON.stringify(r.ok ? r.value : null, null, compact ? undefined : 2) };
    },
    { row: (_line, a) => (a.ok ? JSON.stringify(a.fields.unit) : undefined) },
  );
};
