import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { CommandRun } from './definition.js';
import { runSpecCommand } from './spec-command.js';

/** `spacedock format`: the canonical form (one per line for a batch; a line with errors prints nothing). */
export const run: CommandRun = (input, io, usage) =>
  runSpecCommand(
    input,
    io,
    usage,
    (spec) => {
      const r = parseUnit(spec);
      const canonical = r.ok ? formatUnit(r.value) : null;
      return { ok: r.ok, diagnostics: r.diagnostics, fields: { canonical }, text: () => canonical ?? '' };
    },
    { row: (_line, a) => a.fields.canonical ?? undefined },
  );
