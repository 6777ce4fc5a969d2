import { designTotals } from '../design/totals.js';
import { documentTitle } from '../design/document-parts.js';
import { readLoaded } from '../design/table.js';
import type { LoadedDocument, LoadedFile } from '../design/load-with.js';
import { describeValue } from '../diagnostics/describe.js';
import { failReport, finishReport, newReport, reportAll } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { READOUT_FORMAT, type DocumentReadout, type Readout } from './model.js';
import { phaserReadout, systemReadout } from './ship.js';
import { buildDesignShip } from '../design/ship.js';
import { sheetFileName } from './sheet-name.js';
import { unitReadout } from './unit.js';

/**
 * The readout of one loaded document (see {@link Readout} for the conventions): every unit priced,
 * every system with its spaces and repair, the totals. Fails only when a total passes 2^53 - 1
 * (`points-too-large`, as `designTotals`), at the path of the lines it sums.
 *
 * @param index - the document's position in its file, from 0 (kept in the readout).
 * @throws {TypeError} when `loaded` is not a document from `loadDesigns` (a programming error).
 *
 * @example
 * ```ts
 * import { documentReadout, loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Flak, spec: 2d6 pZap AUTO RNG- }, { name: Wall, spec: 9 eDefense }]');
 * const doc = r.ok ? r.value.documents[0] : undefined;
 * const out = doc === undefined ? undefined : documentReadout(doc);
 * // units[0]: { name: 'Flak', build: 12, range: 12, summary: 'Zap: Autofire, Reduced by Range', ... }
 * // units[1]: a defense has no range: range is null, not '-' or 0
 * if (!out?.ok || out.value.units[0]?.build !== 12 || out.value.units[1]?.range !== null) throw new Error(JSON.stringify(out));
 * ```
 */
export function documentReadout(loaded: LoadedDocument, index = 0): Result<DocumentReadout> {
  const { document: d, prices } = readLoaded(loaded, 'documentReadout');
  if (!Number.isSafeInteger(index) || index < 0) throw new TypeError(`documentReadout: the index is a whole number of 0 or more, not ${describeValue(index)}`);
  const totals = designTotals(loaded);
  if (!totals.ok) return { ok: false, diagnostics: totals.diagnostics };
  const t = totals.value;
  // Shields and tracks as the ship state has them: buildShip applies the format's defaults (no
  // shields, DEFAULT_TRACKS), so the readout does not restate them. A loaded ship always builds.
  if (d.kind === 'fleet') {
    const lines = d.ships.map((l) => ({ kind: l.fleet === undefined ? 'ship' : 'fleet', name: l.fleet ?? l.ship ?? '', file: l.file ?? null, count: l.count ?? 1, label: l.label ?? null }) as const);
    return { ok: true, value: { index, kind: 'fleet', title: d.name, name: d.name, profile: 'default', notes: d.notes ?? null, units: [], pointsLimit: d.pointsLimit ?? null, lines }, diagnostics: totals.diagnostics };
  }
  const built = d.kind === 'ship' ? buildDesignShip(d) : undefined;
  if (built !== undefined && !built.ok) return built;
  const state = built?.value;
  const units = (d.units ?? []).map((u, i) => {
    const price = prices[i];
    if (price === undefined) throw new TypeError(`documentReadout takes a document from loadDesigns: prices[${i}] is missing`);
    return unitReadout(u, price);
  });
  const base = { index, title: documentTitle(d), profile: d.profile ?? 'default', notes: d.notes ?? null, units } as const;
  const value: DocumentReadout =
    d.kind === 'units' || state === undefined
      ? { ...base, kind: 'units', totals: { unitBuild: t.unitBuild, unitPower: t.unitPower } }
      : {
          ...base,
          kind: 'ship',
          name: d.name,
          sizeClass: d.sizeClass,
          tech: d.tech,
          systems: (d.systems ?? []).map(systemReadout),
          phasers: (d.phasers ?? []).map(phaserReadout),
          shields: [...state.shields],
          shuttlesAboard: d.shuttlesAboard ?? 0,
          tracks: {
            sensor: state.tracks.sensor.boxes,
            scanner: state.tracks.scanner.boxes,
            damageControl: state.tracks.damageControl.boxes,
            excess: state.tracks.excess.boxes.length,
          },
          totals: {
            unitBuild: t.unitBuild,
            unitPower: t.unitPower,
            systemSpaces: t.systemSpaces,
            systemRepair: t.systemRepair,
            boxes: Object.entries(t.byChartResult).map(([system, count]) => ({ system, count: count ?? 0 })),
            armorBoxes: t.armorBoxes,
            phasers: t.phasers,
            unpriced: t.unpriced,
          },
          sheet: sheetFileName(d.name),
        };
  return { ok: true, value, diagnostics: totals.diagnostics };
}

/**
 * The readout of a loaded design file: {@link documentReadout} of each document, in order. It
 * fails when any document does, with the diagnostics of all of them (each path starting with
 * `documents[i]`).
 *
 * @throws {TypeError} when `file` is not a value from `loadDesigns` (a programming error).
 *
 * @example
 * ```ts
 * import { designReadout, loadDesigns } from 'spacedock/design';
 *
 * const yaml = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP, count: 2 }]\nsystems: [{ label: Lab, count: 2 }]';
 * const r = loadDesigns(yaml, 'cutter.yaml');
 * const out = r.ok ? designReadout(r.value) : undefined;
 * const ship = out?.ok ? out.value.documents[0] : undefined;
 * // { kind: 'ship', name: 'Cutter', totals: { unitBuild: 46, ... }, systems: [{ label: 'Lab', count: 2, spaces: 2, repair: ... }], sheet: 'cutter.svg', ... }
 * if (ship?.kind !== 'ship' || ship.totals.unitBuild !== 46 || ship.systems[0]?.count !== 2 || ship.sheet !== 'cutter.svg') throw new Error(JSON.stringify(out));
 * ```
 */
export function designReadout(file: LoadedFile): Result<Readout> {
  if (typeof file !== 'object' || file === null || !Array.isArray(file.documents as unknown)) throw new TypeError(`designReadout takes a file from loadDesigns, not ${describeValue(file)}`);
  const r = newReport();
  const documents: DocumentReadout[] = [];
  file.documents.forEach((doc, i) => {
    const one = documentReadout(doc, i);
    reportAll(r, one.diagnostics, `documents[${i}]`);
    if (one.ok) documents.push(one.value);
  });
  if (r.failed) return failReport(r);
  return finishReport(r, { format: READOUT_FORMAT, file: typeof file.file === 'string' ? file.file : '<input>', documents });
}
