/**
 * A fleet in the ship editor: each fleet document of the shown file read as `spacedock check`
 * reads it (`resolveFleet`), its `ships:` references looked up among the files open in the editor
 * (files-host.ts: the page has no file system, so the open tabs are the fleet's folder). Its
 * problems join the file's, at the fleet's lines; its sums, against its limits, are what the
 * totals panel shows (ship-fleet-totals.ts). Loaded (with ship-files.ts) the first time a fleet is shown; the fleet
 * code itself (`FleetCode`) comes from the play view's chunk, which holds it (fleet-code.ts).
 * No DOM here: the tests run it in Node.
 */
import type { Fleet } from '../../src/fleet/types.js';
import type { FleetLoader } from '../../src/fleet/resolve.js';
import { loadWith, type FullYamlReader } from '../../src/design/load-with.js';
import type { Diagnostic } from '../../src/index.js';
import type { FleetCode } from './fleet-code.js';
import { positionsOf } from './positions.js';
import type { ShipAnalysis } from './ship-analysis.js';

/** One figure of a fleet in the totals panel: its sum, and its limit (null for none). */
export interface FleetFigure {
  /** `ships`, or the fleet total a limit bounds (`points`, `power`, `spaces`, `repair`, `boxes`). */
  readonly field: string;
  readonly label: string;
  readonly value: number;
  readonly limit: number | null;
}

/**
 * `analysis` (of the file `name`) with each fleet document resolved against `files` (the open
 * files by name; the shown file's text is the analysis's own): its `fleet` set (null when its
 * references have errors) and the problems found added in file order, placed at line:column.
 * The same analysis when it has no fleet or did not load; undefined when a file the fleet names
 * needs the full YAML reader and none is given (the caller fetches it and asks again).
 */
export function withFleets(code: FleetCode, analysis: ShipAnalysis, name: string, files: Readonly<Record<string, string>>, reader: FullYamlReader | undefined): ShipAnalysis | undefined {
  if (!analysis.loaded || !analysis.documents.some((d) => d.kind === 'fleet')) return analysis;
  const all = { ...files, [name]: analysis.text };
  const own = loadWith(analysis.text, name, reader);
  if ('needsFullReader' in own) return undefined;
  let needsReader = false;
  const load: FleetLoader = (text, file) => {
    const r = loadWith(text, file, reader);
    if ('needsFullReader' in r) {
      needsReader = true;
      return { ok: false, diagnostics: [{ severity: 'error', code: 'design-yaml', message: 'this file needs the full YAML reader' }] };
    }
    return r.ok ? { ok: true, value: { file: r.file, documents: r.documents, counts: r.counts }, diagnostics: r.diagnostics } : { ok: false, diagnostics: r.diagnostics };
  };
  const file = { file: name, documents: own.documents, counts: own.counts };
  const found: Diagnostic[] = [];
  const seen = new Set<string>();
  const documents = analysis.documents.map((d) => {
    if (d.kind !== 'fleet' || d.loaded.kind !== 'fleet') return d;
    // The page reads only the open files, whatever a line's path: none leads anywhere else.
    const r = code.resolveFleetWith(file, code.filesHost(all), { allowOutsideRefs: true, fleet: d.loaded.document.name }, load);
    for (const x of r.diagnostics) {
      // Two fleets naming the same missing file say so once (as `spacedock check`).
      const key = JSON.stringify([x.code, x.message, x.span?.start]);
      if (!seen.has(key)) {
        seen.add(key);
        found.push(x);
      }
    }
    return { ...d, fleet: r.ok ? r.value : null };
  });
  if (needsReader) return undefined;
  const positionOf = positionsOf(analysis.text);
  const placed = found.map((d) => {
    if (d.span === undefined || d.span.line !== undefined) return d;
    const at = positionOf(d);
    return at === undefined ? d : { ...d, span: { ...d.span, line: at.line, column: at.column } };
  });
  const summary = analysis.diagnostics.filter((d) => d.code === 'too-many-diagnostics');
  const rest = [...analysis.diagnostics.filter((d) => d.code !== 'too-many-diagnostics'), ...placed].sort((a, b) => (a.span?.start ?? Infinity) - (b.span?.start ?? Infinity));
  const errors = placed.some((d) => d.severity === 'error');
  return { ...analysis, ok: analysis.ok && !errors, documents, diagnostics: [...rest, ...summary], warnings: analysis.warnings + placed.filter((d) => d.severity === 'warning').length };
}

/** A fleet's figures for the totals panel: its ships, then each sum a limit may bound, with the limit the fleet sets. */
export function fleetFigures(code: FleetCode, fleet: Fleet): FleetFigure[] {
  return [
    { field: 'ships', label: 'Ships', value: fleet.totals.ships, limit: null },
    ...code.FLEET_LIMIT_TOTALS.map((l) => {
      const words = code.limitWords(l);
      return { field: l.total, label: words.charAt(0).toUpperCase() + words.slice(1), value: fleet.totals[l.total], limit: fleet[l.field] };
    }),
  ];
}

/** A fleet's lines in words, each with what it brings in all (`Meridian: ship Meridian-class Patrol Cruiser (cruiser.yaml) × 1: 167 points`). */
export function fleetLineWords(fleet: Fleet): string[] {
  return fleet.lines.map((l) => `${l.label}: ${l.kind} ${l.name} (${l.file}) × ${l.count}: ${l.points} points`);
}
