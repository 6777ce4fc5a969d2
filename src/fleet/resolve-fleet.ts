import { loadDesigns } from '../design/load.js';
import type { LoadedFile } from '../design/load-with.js';
import type { Result } from '../diagnostics/result.js';
import { resolveFleetWith } from './resolve.js';
import type { Fleet, FleetHost, FleetOptions } from './types.js';

/**
 * Reads what a fleet document names (`specs/design-format.md`, section 6): every line's design
 * file through `host`, the ship or fleet it names there, nested fleets' own lines, each ship's
 * totals, the fleet's sums and its limits. Every problem is a diagnostic placed in the
 * fleet's file: at the line's `file` (a file missing, unreadable or with errors: `fleet-file`), at
 * its `ship` or `fleet` name (`fleet-unknown-name`, with the closest name as a suggestion;
 * `fleet-cycle` when a fleet includes itself, with the chain), at each limit passed (one
 * `fleet-over-limit` per limit, at its value, saying by how much, its `notes` the roster: each
 * ship's share of that total, largest first). A problem inside a nested fleet is placed at the line that names that
 * fleet, its message saying where it is. Each file is read once; the work is bounded by
 * {@link FLEET_LIMITS} (`fleet-too-large`). A line's `file` must stay in the fleet file's folder
 * or a folder under it: an absolute path, or a `..` above that folder, is a `fleet-file` error,
 * never asked of the host, unless `options.allowOutsideRefs` (a host that follows links checks
 * where they lead itself). Never throws for any file or host answer.
 *
 * @param file - the fleet's file, from `loadDesigns`; its first fleet document is read unless `options.fleet` names one.
 * @throws {TypeError} when `file` is not a value from `loadDesigns` or `host` has no `read` function (programming errors).
 *
 * @example
 * ```ts
 * import { loadDesigns, resolveFleet, type FleetHost } from 'spacedock/design';
 *
 * const files: Record<string, string> = {
 *   'ships.yaml': 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n',
 * };
 * const host: FleetHost = { read: (ref) => (ref in files ? { ok: true, file: ref, text: files[ref]! } : { ok: false, file: ref, reason: 'no such file' }) };
 * const fleet = loadDesigns('format: 1\nkind: fleet\nname: Patrol\npointsLimit: 50\nships:\n  - { file: ships.yaml, ship: Cutter, count: 2, label: Picket }\n', 'fleet.yaml');
 * const r = fleet.ok ? resolveFleet(fleet.value, host) : undefined;
 * // ships: Picket 1 and Picket 2, 23 points each
 * if (!r?.ok || r.value.ships[1]?.label !== 'Picket 2' || r.value.totals.points !== 46) throw new Error(JSON.stringify(r));
 *
 * const typo = loadDesigns('format: 1\nkind: fleet\nname: Patrol\nships: [{ file: ships.yaml, ship: Cuter }]\n', 'fleet.yaml');
 * const bad = typo.ok ? resolveFleet(typo.value, host) : undefined;
 * // fleet-unknown-name at 4:35, the name itself: ships.yaml has no ship "Cuter"; did you mean Cutter?
 * if (bad?.ok !== false || bad.diagnostics[0]?.span?.column !== 35 || bad.diagnostics[0].suggestions?.[0] !== 'Cutter') throw new Error(JSON.stringify(bad));
 *
 * const big = loadDesigns('format: 1\nkind: fleet\nname: Patrol\npointsLimit: 40\nships: [{ file: ships.yaml, ship: Cutter, count: 2 }]\n', 'fleet.yaml');
 * const over = big.ok ? resolveFleet(big.value, host) : undefined;
 * // fleet-over-limit at 4:14: the fleet costs 46 points, 6 over its limit of 40
 * // notes: ['Cutter 1 (Cutter): 23 points, 50%', 'Cutter 2 (Cutter): 23 points, 50%']
 * if (over?.ok !== false || over.diagnostics[0]?.span?.line !== 4 || over.diagnostics[0].notes?.[1] !== 'Cutter 2 (Cutter): 23 points, 50%') throw new Error(JSON.stringify(over));
 *
 * const away = loadDesigns('format: 1\nkind: fleet\nname: Patrol\nships: [{ file: ../ships.yaml, ship: Cutter }]\n', 'fleet.yaml');
 * const out = away.ok ? resolveFleet(away.value, host) : undefined;
 * // fleet-file: ../ships.yaml leads outside the fleet file's folder (allowOutsideRefs: true reads it)
 * if (out?.ok !== false || out.diagnostics[0]?.code !== 'fleet-file') throw new Error(JSON.stringify(out));
 * ```
 */
export function resolveFleet(file: LoadedFile, host: FleetHost, options: FleetOptions = {}): Result<Fleet> {
  return resolveFleetWith(file, host, options, loadDesigns);
}
