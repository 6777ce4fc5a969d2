// Tests describe many small ships by box counts; buildShip takes a design's system lines. This
// turns the one into the other (chart systems by name, general armor as its catalog line).
// A chart system whose chart name the catalog refuses (Trans, Tractor: several entries) is
// written as its catalog label's first variant (Tran normal, Trac no Mech), which lands there.
import { readFileSync } from 'node:fs';
import { entriesByLabel } from '../../src/catalog/index.js';
import { CHART_LABELS, chartSystemOf, type ArmorKind, type ShipDescription, type ShipPhaserLine, type ShipState, type ShipSystem, type ShipSystemLine } from '../../src/damage/index.js';
import { loadDesigns } from '../../src/design/index.js';

/** A ship by box counts per chart system, with general armor of one kind (and, optionally, more armor lines of any kinds, specific armor and hull defenses). */
export interface CountsShip {
  readonly name: string;
  readonly shields?: number | readonly number[];
  readonly armor?: number;
  readonly armorKind?: ArmorKind;
  /** Armor lines after `armor`, in order (a kind may come back: regenerating armor's lines are its groups). */
  readonly armorLines?: readonly { readonly kind: ArmorKind; readonly count: number }[];
  /** Specific armor lines: boxes guarding chart results. */
  readonly specific?: readonly { readonly guards: readonly string[]; readonly count: number }[];
  /** Hull defenses: a non-ablative rating (0: none), a neutronium coating, a solid neutronium hull. */
  readonly nonAblative?: number;
  readonly coating?: boolean;
  readonly solidNeutronium?: boolean;
  readonly tech?: number;
  readonly systems?: { readonly [S in ShipSystem]?: number } | Readonly<Record<string, number>>;
  readonly phasers?: readonly ShipPhaserLine[];
  readonly shuttlesAboard?: number;
  readonly tracks?: ShipDescription['tracks'];
}

/** The catalog line of each kind of general armor. */
export const ARMOR_LINE: { readonly [K in ArmorKind]: Omit<ShipSystemLine, 'count'> } = {
  standard: { label: 'Armor' },
  'armor-9': { label: 'Armor-9' },
  borg: { label: 'Armor', variant: 'Borg' },
  breen: { label: 'Armor', variant: 'Breen' },
  regenerating: { label: 'Regenerating Armor' },
  skin: { label: 'Skin' },
};

/** The system lines of box counts (one line per system, in the order given) and armor. */
export function systemLines(counts: CountsShip['systems'] = {}, armor = 0, kind: ArmorKind = 'standard'): ShipSystemLine[] {
  const lines: ShipSystemLine[] = Object.entries(counts).map(([label, count]) => ({ ...lineOf(label), count }));
  if (armor > 0) lines.push({ ...ARMOR_LINE[kind], count: armor });
  return lines;
}

/** A ship description with the design's field names from a ship by counts. */
export function fromCounts(d: CountsShip): ShipDescription {
  const { armor, armorKind, armorLines, specific, nonAblative, coating, solidNeutronium, systems, ...rest } = d;
  const lines = systemLines(systems, armor ?? 0, armorKind ?? 'standard');
  for (const a of armorLines ?? []) lines.push({ ...ARMOR_LINE[a.kind], count: a.count });
  for (const a of specific ?? []) lines.push({ label: 'Armor', variant: 'Specific', count: a.count, guards: [...a.guards] });
  if ((nonAblative ?? 0) > 0) lines.push({ label: 'Non-ablative Armor', count: nonAblative });
  if (coating === true) lines.push({ label: 'Nuetronium Hull Coating' });
  if (solidNeutronium === true) lines.push({ label: 'Solid Neutronium Hull' });
  return { ...rest, systems: lines };
}

/** The ship of a design file of the repository (YAML or JSON), such as `examples/ships/cruiser.json`; throws when it makes none. */
export function shipOfFile(file: string): ShipState {
  const loaded = loadDesigns(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file);
  const doc = loaded.ok ? loaded.value.documents.find((d) => d.kind === 'ship') : undefined;
  if (doc?.kind !== 'ship') throw new Error(`${file}: ${JSON.stringify(loaded.diagnostics)}`);
  return doc.ship;
}

/** A system line for a chart system's boxes: its chart name, or the catalog's first variant where the chart name is refused. */
export function lineOf(label: string): Omit<ShipSystemLine, 'count'> {
  const system = chartSystemOf(label);
  const reading = system === undefined ? undefined : CHART_LABELS[system];
  if (reading?.kind !== 'variants') return { label };
  return { label: reading.label, variant: entriesByLabel(reading.label)[0]?.variant ?? undefined };
}
