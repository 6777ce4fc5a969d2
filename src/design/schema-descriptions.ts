import { DEFAULT_TRACKS } from '../damage/default-tracks.js';
import { MAX_BOXES } from '../input/limits.js';
import { MAX_BOX_POINTS } from '../pricing/profile.js';
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
  'profile': 'The pricing rule profile of the document\'s units (and, for a ship, of its boxes): default or hero, or a mapping of options laid over one of them (default: default).',
  'profile.options': 'A pricing profile written out: a ready-made profile (base) and the options laid over it. Each value is checked when the file is loaded (invalid-profile).',
  'profile.base': 'The ready-made profile the options are laid over: default or hero (default: default).',
  'profile.powerDivisor': 'Power = active points / powerDivisor (a positive number; 5 in the ready-made profiles).',
  'profile.rangeBasis': 'Which points range is computed from: basic, active or build (build in the ready-made profiles).',
  'profile.rangeFactor': 'Range = the basis points x rangeFactor (a number of 0 or more; 1 in the ready-made profiles).',
  'profile.limitDefaultFactor': 'The factor of a LIMIT written without one (0.25 to 2, a multiple of 0.25; 0.5 in the ready-made profiles).',
  'profile.rounding': 'How ties (an exact .5) of active, build, power and range points round; a quantity left out keeps the base profile\'s rule.',
  'profile.tie': 'A tie rule: half-up (to the larger), half-down (to the smaller) or half-even.',
  'profile.boxPoints': `What a ship's boxes cost, in points, which the Ship Point System leaves unpriced (0 in the ready-made profiles): whole numbers from 0 to ${MAX_BOX_POINTS}. A ship's points are its units' build points plus its box points.`,
  'profile.boxPoints.shield': 'Points per shield box, every facing.',
  'profile.boxPoints.hull': 'Points per hull box: every box the ship has in F Hull, A Hull and C Hull.',
  'profile.boxPoints.armor': 'Points per box of general armor.',
  'profile.boxPoints.systems': 'Points per box of a system line, by the label of what it names (the catalog\'s label, such as Trac, Shtl or Lab, or the damage-chart system\'s name, such as Bridge or L Warp), in any case. A line pays its count times its label\'s price; a label left out costs nothing.',
  'profile.boxPoints.price': `Points per box of the system (a whole number from 0 to ${MAX_BOX_POINTS}).`,
  'weapon': 'What the unit is on the SFB damage chart, for damage, record sheets and simulations: a phaser type (its arcs from the spec\'s ARC letters, A to F as shield facings 1 to 6; all six without ARC; facing 1 only with SPINAL), or Torp or Drone boxes (one box per unit counted). Absent: no damage-chart box.',
  'unit.name': 'What the unit is called in the book or on the ship.',
  'unit.spec': 'The unit in spacedock notation, such as 3d6 eZap "Laser" AP RNG-.',
  'unitLine': 'A unit, by name and notation.',
  'system.label': 'An SSD label of the SFB:TNG catalog (Shtl, Trac, Tran, Prb, Hull, LAB+, Armor ...), or a damage-chart system the catalog does not price (Bridge, Flag, Aux Con, Emer Bridge, L Warp, R Warp, C Warp, Impulse, APR, Battery, Torp, Drone). The chart\'s names Shuttle, Probe, F Hull, A Hull and C Hull are the catalog\'s Shtl, Prb and Hull F, A, C; Tractor and Trans are refused: write Trac or Tran with a variant.',
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
  'fleet.pointsLimit': 'The most points the fleet may cost: the points of every ship (its units\' build points plus its box points). Absent: no limit.',
  'fleet.powerLimit': 'The most power the units of all its ships may need together. Absent: no limit.',
  'fleet.spacesLimit': 'The most spaces the systems of all its ships may take together. Absent: no limit.',
  'fleet.repairLimit': 'The most the systems of all its ships may cost to repair together. Absent: no limit.',
  'fleet.boxesLimit': 'The most boxes all its ships may have together (shield, hull, armor and system boxes and phasers). Absent: no limit.',
  'fleet': 'A fleet: ships from design files, each with a count and a label, and limits on its totals.',  'tracks.sensor': trackText('sensor', DEFAULT_TRACKS.sensor),
  'tracks.scanner': trackText('scanner', DEFAULT_TRACKS.scanner),
  'tracks.damageControl': trackText('damage control', DEFAULT_TRACKS.damageControl),
} as const satisfies Record<string, string>;

/** The key of a description: what schema.ts names a described schema by. */
export type DescriptionKey = keyof typeof SCHEMA_DESCRIPTIONS;
