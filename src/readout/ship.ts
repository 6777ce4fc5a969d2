import { resolveSystemLine } from '../damage/resolve-system.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import { CHART_SYSTEM_NAMES } from '../damage/system-names.js';
import type { PhaserLine, SystemLine } from '../design/schema.js';
import type { PhaserReadout, SystemReadout } from './model.js';

/**
 * The readout of one system line: a catalog system with its spaces and repair for all its boxes
 * (`null` where the catalog gives no plain figure), or a damage-chart system the catalog does not
 * price, as `resolveSystemLine` reads the line (`Shuttle` is the catalog's `Shtl`).
 */
export function systemReadout(line: SystemLine): SystemReadout {
  const count = line.count ?? 1;
  const variant = line.variant ?? null;
  const found = resolveSystemLine(line.label, line.variant);
  if (found.ok && found.value.kind === 'catalog') {
    const entry = found.value.entry;
    const spaces = spacesOf(entry, count);
    const repair = repairCost(entry, { boxes: count });
    return {
      label: line.label,
      name: line.name ?? entry.name,
      variant,
      count,
      catalogId: entry.id,
      hitOn: entry.hitOn,
      spaces: spaces.ok ? spaces.value : null,
      repair: repair.ok ? repair.value : null,
    };
  }
  // A loaded ship's lines are all catalog or chart systems (the loader checks them).
  const chart = found.ok && found.value.kind === 'chart' ? found.value.system : undefined;
  return {
    label: line.label,
    name: line.name ?? (chart === undefined ? line.label : CHART_SYSTEM_NAMES[chart].name),
    variant,
    count,
    catalogId: null,
    hitOn: chart === undefined ? [] : [chart],
    spaces: null,
    repair: null,
  };
}

/** The readout of one `phasers` line. */
export function phaserReadout(line: PhaserLine): PhaserReadout {
  return { type: line.type, name: line.name ?? line.type, arcs: line.arcs, count: line.count ?? 1 };
}
