// Ships for the duel tests: small designs built in code and compiled as a file would be.
import { compileDesign } from '../../src/design/compile-design.js';
import type { ShipModel } from '../../src/design/model.js';

/** A unit line of a test ship. */
export interface TestUnit {
  readonly name?: string;
  readonly spec: string;
  readonly count?: number;
  readonly weapon?: string;
}

/** A small fighting ship: thin shields, a few hull boxes, engines for power, and the units given. */
export function testShip(units: readonly TestUnit[], more: { readonly name?: string; readonly shields?: number | number[]; readonly excess?: number; readonly warp?: number } = {}): ShipModel {
  const r = compileDesign({
    format: 1,
    kind: 'ship',
    name: more.name ?? 'Brawler',
    sizeClass: 4,
    tech: 3,
    shields: more.shields ?? 6,
    tracks: { excess: more.excess ?? 4 },
    units: units.map((u, i) => ({ name: u.name ?? `Gun ${i + 1}`, spec: u.spec, ...(u.count === undefined ? {} : { count: u.count }), ...(u.weapon === undefined ? {} : { weapon: u.weapon }) })),
    systems: [
      { label: 'Bridge' },
      { label: 'Hull', variant: 'F', count: 3 },
      { label: 'Hull', variant: 'A', count: 3 },
      { label: 'L Warp', count: more.warp ?? 6 },
      { label: 'R Warp', count: more.warp ?? 6 },
      { label: 'Impulse', count: 2 },
    ],
  });
  if (!r.ok || r.value.kind !== 'ship') throw new Error(`test ship: ${JSON.stringify(r.diagnostics)}`);
  return r.value;
}

/** Two 4d6 AP lasers on the chart as Ph-1 phasers: a ship that kills a copy of itself in a few turns at short range. */
export const BRAWLER = [{ name: 'Laser', spec: '4d6 eZap AP', count: 2, weapon: 'Ph-1' }] as const;
