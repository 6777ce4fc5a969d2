import { DEFAULT_TRACKS } from '../damage/default-tracks.js';
import { MAX_BOXES } from '../input/limits.js';
import { MAX_FLEET_COUNT } from './schema.js';

/**
 * What each field of the design format holds, in words: the descriptions of the JSON Schema
 * (`designJsonSchema`), which editors show on hover and in completion. Kept apart from the zod
 * schemas (schema.ts names each described schema by its key here), so that code which only checks
 * designs (the shipyard page) does not carry these texts.
 */
const trackText = (what: string, defaults: readonly number[]): string =>
  `The ${what} track's boxes, best first (1 to ${MAX_BOXES} whole numbers of 0 or more). Absent: ${defaults.join(', ')}.`;

export const SCHEMA_DESCRIPTIONS = {
  'count': 'How many are mounted (default 1).',
  'rowName': 'The name of the row on the record sheet (default: the catalog\'s or the chart\'s name of the system).',
  'profile': 'The pricing rule profile for every unit of the document (default: default).',
  'weapon': 'What the unit is on the SFB damage chart, for damage, record sheets and simulations: a phaser type (its arcs from the spec\'s ARC letters, A to F as shield facings 1 to 6; all six without ARC; facing 1 only with SPINAL), or Torp or Drone boxes (one box per unit counted). Absent: no damage-chart box.',
  'unit.name': 'What the unit is called in the book or on the ship.',
  'unit.spec': 'The unit in spacedock notation, such as 3d6 eZap "Laser" AP RNG-.',
  'unitLine': 'A unit, by name and notation.',
  'system.label': 'A damage-chart system (Bridge, Flag, Aux Con, Emer Bridge, L Warp, R Warp, C Warp, Impulse, APR, Battery, Probe, Torp, Drone, F Hull, A Hull, C Hull ...), or an SSD label of the SFB:TNG catalog (Trac, LAB+, Hull, Armor ...).',
  'system.variant': 'The catalog variant, when the label has several (Mech, F, tube ...).',
  'system.guards': 'Specific armor only (Armor, variant Specific), and required there: the damage-chart results it guards, one (Bridge) or a list ([L Warp, R Warp]); their hits take its boxes first.',
  'systemLine': 'A box system of the SSD: a damage-chart system by name, or an SFB:TNG hull system by SSD label.',
  'phaser.type': 'The phaser type: Ph-1, Ph-G, Ph-2, Ph-3 (ranked by the rules), or a house type.',
  'facing': 'A shield facing, 1 (forward) to 6, clockwise.',
  'phaser.arcs': 'The shield facings it fires through, 1 (forward) to 6, clockwise.',
  'phaserLine': 'Phasers of one type and arcs.',
  'shields': `Shield boxes of facings #1 (forward) to #6, clockwise: one whole number from 0 to ${MAX_BOXES} for all six, or a list of six. Absent: no shields (0 boxes on every facing).`,
  'tracks.excess': `How many excess damage boxes (1 to ${MAX_BOXES}); the ship is destroyed when they are gone. Absent: ${DEFAULT_TRACKS.excess}.`,
  'tracks': `The special function tracks (SFB D4.33). Absent, or a track left out: the default tracks (DEFAULT_TRACKS of spacedock/damage): sensor ${DEFAULT_TRACKS.sensor.join(', ')}; scanner ${DEFAULT_TRACKS.scanner.join(', ')}; damage control ${DEFAULT_TRACKS.damageControl.join(', ')}; ${DEFAULT_TRACKS.excess} excess boxes.`,
  'sizeClass': 'Size class, 0 (largest) to 7.',
  'tech': 'Tech level, 3 (3X) to 7 (7X).',
  'shuttlesAboard': 'Shuttles aboard, at most one per Shuttle box (default 0).',
  'ship': 'A ship: the units it mounts, every box system of its SSD, its phasers, shields and tracks.',
  'units': 'A list of units, such as the cost table of a rulebook chapter.',
  'fleetLine.ship': 'The name of a ship document (`kind: ship`), in `file` or, without `file`, in this file.',
  'fleetLine.fleet': 'The name of a fleet document (`kind: fleet`) whose ships join this fleet, in `file` or in this file.',
  'fleetLine.file': 'The design file that holds it, relative to this file (absent: this file).',
  'fleetLine.count': `How many of it (1 to ${MAX_FLEET_COUNT}; default 1).`,
  'fleetLine.label': 'What the ship is called in this fleet, on its sheet and in play (default: the ship\'s name); numbered when several ships share it.',
  'fleetLine': 'A ship or a fleet, by name, in another design file or this one.',
  'fleet.name': 'The fleet\'s name, printed in the footer of its sheets.',
  'fleet.pointsLimit': 'The most points the fleet may cost: the build points of every unit of its ships. Absent: no limit.',
  'fleet': 'A fleet: ships from design files, each with a count and a label, and a points limit.',  'tracks.sensor': trackText('sensor', DEFAULT_TRACKS.sensor),
  'tracks.scanner': trackText('scanner', DEFAULT_TRACKS.scanner),
  'tracks.damageControl': trackText('damage control', DEFAULT_TRACKS.damageControl),
} as const satisfies Record<string, string>;

/** The key of a description: what schema.ts names a described schema by. */
export type DescriptionKey = keyof typeof SCHEMA_DESCRIPTIONS;
