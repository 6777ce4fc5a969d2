// Hostile input to spacedock/damage, spacedock/combat, spacedock/turn and the dice, each case in a child process with a 1 GB
// heap and a hang guard (see harness.ts): limits refused with their reason, settled volleys counted
// at once, hand-built input refused field by field, never a throw or a crash.
import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

const SYSTEMS_LIST = 'Bridge, Flag, Aux Con, Emer Bridge, F Hull, A Hull, C Hull, L Warp, R Warp, C Warp, Impulse, APR, Battery, Trans, Tractor, Shuttle, Lab, Probe, Cargo, Torp, Drone';

/** What `brief()` of cases/damage.ts gives for a volley that went through. */
interface Brief {
  readonly ok: true;
  readonly summary: { points: number; shields: number; armor: number; internals: number; excess: number; ignored: number };
  readonly addsUp: boolean;
  readonly events: number;
  readonly eventPoints: number;
  readonly last?: { point: number; last?: number; stage: string; note?: string };
  readonly destroyed: boolean;
  readonly rolls?: number;
}

describe('damage limits', () => {
  it('a volley of 1e8 points, log on, is refused naming the field and the limit', () => {
    expect(caseResult('damage/volley-1e8-points-log-on')).toEqual({ ok: false, said: ['volley-too-large@volley.points: 100000000 is more than MAX_VOLLEY_POINTS (1000000)'] });
  });

  it('a volley of 2^53 - 1 points, log off, is refused the same way', () => {
    expect(caseResult('damage/volley-2^53-1-points-log-off')).toEqual({ ok: false, said: ['volley-too-large@volley.points: 9007199254740991 is more than MAX_VOLLEY_POINTS (1000000)'] });
  });

  it("the limit holds for the units' total too", () => {
    expect(caseResult('damage/volley-units-over-the-total')).toEqual({ ok: false, said: ["volley-too-large@volley.units: the units' points add up to 1200000, more than MAX_VOLLEY_POINTS (1000000)"] });
  });

  it('rollDice(dice, 1e9) is a RangeError naming MAX_ROLL_DICE, not a dead process', () => {
    expect(caseResult('dice/rollDice-1e9')).toEqual({ threw: 'RangeError', message: 'rollDice takes 0 to MAX_ROLL_DICE (10000) dice, not 1000000000' });
    expect(caseResult('dice/rollDice-at-the-limit')).toEqual({ length: 10_000, past: { threw: 'RangeError', message: 'rollDice takes 0 to MAX_ROLL_DICE (10000) dice, not 10001' } });
  });

  it('spacedock damage --points 100000000 is a usage error naming the limit (exit 2), before the file is read', () => {
    const r = caseResult('damage/cli-points-1e8') as { code: number; err: string; out: string };
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: option '--points <n>' argument '100000000' is invalid. Expected a whole number of points from 0 to 1000000/);
    expect(r.out).toBe('');
  });

  it('spacedock damage at the limit answers with a short log', () => {
    const r = caseResult('damage/cli-max-points') as { code: number; err: string; lines: number; summary: string };
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.lines).toBeLessThan(300);
    expect(r.summary).toMatch(/^summary: 1000000 points: .*the ship is destroyed$/);
  });
});

describe('survivability limits (SIMULATION_LIMITS)', () => {
  it('a simulation over the work limit is refused before any trial runs', () => {
    expect(caseResult('survival/simulate-over-the-work-limit')).toEqual([
      expect.stringMatching(/^simulation-too-large@options\.trials: 10000000 trials of 1000 turns of 1000000 points \(and 1 volley, 16 parts to count and 1 phaser to choose from\) is \d+ of work, more than SIMULATION_LIMITS\.work \(2000000000\)$/),
    ]);
    expect(caseResult('survival/simulate-2^53-trials')).toEqual(['simulation-too-large@options.trials: 9007199254740991 is more than SIMULATION_LIMITS.trials (10000000)']);
  });

  it('a tally too large for memory is refused (10 000 phaser types over 1000 turns)', () => {
    expect(caseResult('survival/simulate-many-phaser-types')).toEqual([expect.stringMatching(/^simulation-too-large@options\.turns: \d+ parts over 1000 turns need \d+ counters, more than SIMULATION_LIMITS\.cells \(4000000\)$/)]);
  });

  it('the largest volley simulated is quick: a destroyed ship takes the rest at once', () => {
    expect(caseResult('survival/simulate-max-points-at-the-limit')).toEqual({ ok: true, destroyed: 1, trials: 1000 });
  });

  it('turns of 0-point volleys still count as work (their bookkeeping is not free)', () => {
    expect(caseResult('survival/simulate-zero-points')).toEqual([expect.stringMatching(/^simulation-too-large@options\.trials: 10000000 trials of 1000 turns of 0 points \(and 1 volley, \d+ parts to count and 1 phaser to choose from\) is \d+ of work, more than SIMULATION_LIMITS\.work/)]);
  });

  it('what ran for hours within the old limit is refused before any trial (10 000 phasers; 10 000 shields at 1 point a turn)', () => {
    // The estimate counts what the engines do: every phaser a phaser hit scans, the chart a volley scans.
    expect(caseResult('survival/simulate-many-phasers-within-the-old-limit')).toEqual([expect.stringMatching(/^simulation-too-large@options\.trials: 99000 trials of 10 turns of 20000 points \(.*10000 phasers to choose from\)/)]);
    expect(caseResult('survival/simulate-many-shields-within-the-old-limit')).toEqual([expect.stringMatching(/^simulation-too-large@options\.trials: 150000 trials of 1000 turns of 1 point /)]);
  });

  it('an exact volley on one system and a 10 000-box excess track is refused by its state limit within seconds of CPU', () => {
    const r = caseResult('survival/exact-big-excess-track') as { said: string[]; cpuMs: number };
    expect(r.said).toEqual([expect.stringMatching(/^exact-too-large@volley: the enumeration met more than 100000 states/)]);
    // A generous CPU budget (it measured 1.5-2.6 s here on a loaded machine): the state limit bounds it.
    expect(r.cpuMs).toBeLessThan(20_000);
  });

  it('an exact volley 10 000 rolls deep on one system and a 10 000-box Excess track answers exactly within seconds of CPU', () => {
    interface Long {
      readonly cpuMs: number;
      readonly rolls: number;
      readonly states: number;
      readonly excessLength: number;
      readonly excessValues: readonly number[];
      readonly hit: { readonly numerator: string; readonly denominator: string };
      readonly destroyed: { readonly numerator: string; readonly denominator: string };
    }
    // A roll misses Lab only on row 5 (4 ways of 36), and Bridge on every row but 2 (35 ways): the
    // volley runs all 10 000 rolls, filling the Excess track and destroying the ship, only when
    // every roll misses it; otherwise the rest goes to Excess at once, 9 999 points.
    // The chance a roll misses it, in lowest terms: 4/36 and 35/36.
    for (const [label, miss] of [['Lab', [1n, 9n]], ['Bridge', [35n, 36n]]] as const) {
      const r = caseResult(`survival/exact-10000-rolls-${label.toLowerCase()}`) as Long;
      console.log(`measure: exactVolley, ${label} and a 10 000-box Excess track, 10 000 points: ${r.cpuMs} ms of CPU (${r.states} states, ${r.rolls} rolls)`);
      const allMiss = { numerator: (miss[0] ** 10_000n).toString(), denominator: (miss[1] ** 10_000n).toString() };
      expect(r).toMatchObject({ rolls: 10_000, excessLength: 10_001, excessValues: [9_999, 10_000] });
      expect(r.destroyed).toEqual(allMiss);
      expect(r.hit).toEqual({ numerator: (BigInt(allMiss.denominator) - BigInt(allMiss.numerator)).toString(), denominator: allMiss.denominator });
      // It took 8.5-9.7 s (Lab) and 5.4 s (Bridge) here before; about 1-2 s now.
      expect(r.cpuMs).toBeLessThan(7_500);
    }
  });

  it('an exact volley on a ship of thousands of phasers is refused by its memory, not a dead heap', () => {
    expect(caseResult('survival/exact-many-phasers')).toEqual([expect.stringMatching(/^exact-too-large@volley: the enumeration met more than \d+ states by roll \d+ .*over \d+ numbers a state/)]);
  });

  it('an exact volley is bounded by the states it meets, not the points it carries', () => {
    // A million points on a small ship: the states of its first dozen chart points already pass the bound.
    expect(caseResult('survival/exact-max-points')).toEqual([expect.stringMatching(/^exact-too-large@volley: .* states by roll \d+ \(.*\); simulate this volley instead$/)]);
    expect(caseResult('survival/exact-many-chart-points')).toEqual([expect.stringMatching(/^exact-too-large@volley: the enumeration met more than 100000 states by roll \d+ \(SIMULATION_LIMITS\.exactStates, 100000, or exactWords, 12000000, over \d+ numbers a state\); simulate this volley instead$/)]);
  });
});

describe('skip-ahead: a settled volley is counted, not rolled', () => {
  it('MAX_VOLLEY_POINTS on a small ship, log on: a bounded log whose events and summary add up', () => {
    const r = caseResult('damage/volley-max-points-log-on') as Brief;
    expect(r).toMatchObject({ ok: true, addsUp: true, eventPoints: 1_000_000, destroyed: true, last: { last: 1_000_000, stage: 'ignored', note: 'the ship is destroyed' } });
    expect(r.summary.points).toBe(1_000_000);
    expect(r.events).toBeLessThan(100);
    expect(r.rolls).toBeLessThan(200); // dice only for the points before the ship was destroyed
  });

  it('2^53 - 1 points through the engine itself (limit raised): the summary adds up exactly, with a bounded log', () => {
    const r = caseResult('damage/skip-2^53-1-points-log-on') as Brief;
    expect(r).toMatchObject({ ok: true, addsUp: true, eventPoints: 2 ** 53 - 1, destroyed: true, last: { last: 2 ** 53 - 1, stage: 'ignored' } });
    expect(r.summary.points).toBe(2 ** 53 - 1);
    expect(r.events).toBeLessThan(100);
    expect(r.rolls).toBeLessThan(200);
  });

  it('2^53 - 1 points in two units, log off: every point counted, no event kept', () => {
    const r = caseResult('damage/skip-2^53-1-points-in-two-units-log-off') as Brief;
    expect(r).toMatchObject({ ok: true, addsUp: true, events: 0, destroyed: true });
    expect(r.summary.points).toBe(2 ** 53 - 1);
  });

  it('a house chart with no Excess: once no cell can take a point, the rest is ignored without a roll', () => {
    expect(caseResult('damage/skip-house-chart-without-excess')).toEqual({
      ok: true,
      summary: { points: 1_000_000, shields: 0, armor: 0, internals: 1, excess: 0, ignored: 999_999 },
      addsUp: true,
      events: 3,
      eventPoints: 1_000_000,
      last: { point: 3, last: 1_000_000, unit: 0, stage: 'ignored', note: 'no chart cell can take a point' },
      destroyed: false,
      rolls: 4,
    });
  });

  it('nothing but excess boxes left: MAX_BOXES excess points and the rest ignored, from one roll', () => {
    expect(caseResult('damage/skip-only-excess-left')).toMatchObject({
      ok: true,
      summary: { points: 1_000_000, excess: 10_000, ignored: 990_000 },
      events: 3,
      eventPoints: 1_000_000,
      destroyed: true,
      rolls: 2,
    });
  });

  it('the log never holds more than MAX_VOLLEY_EVENTS events; its closing event counts the rest', () => {
    const r = caseResult('damage/log-cap') as {
      events: number;
      cap: number;
      logged: number;
      last: { stage: string; point: number; last: number; spent: Record<string, number> };
      summary: Record<string, number>;
    };
    expect(r.events).toBe(r.cap);
    expect(r.last).toMatchObject({ stage: 'unlogged', point: r.cap, last: 1_000_000 });
    expect(r.logged + r.last.spent['points']!).toBe(1_000_000);
    const spent = r.last.spent;
    expect(spent['shields']! + spent['armor']! + spent['internals']! + spent['excess']! + spent['ignored']!).toBe(spent['points']);
    expect(r.summary).toMatchObject({ points: 1_000_000, shields: 10_000, armor: 90_000, excess: 10_000 });
  });
});

describe('hand-built ship states', () => {
  it('refuses each bad field by name: held, destroyed, __proto__ and constructor keys, unknown fields', () => {
    expect(caseResult('damage/state-fields')).toEqual({
      heldMinus50: ['invalid-value@ship.armor[0].held: -50 is not a whole number from 0 to 8'],
      heldNaN: ['invalid-value@ship.armor[0].held: NaN is not a whole number from 0 to 8'],
      destroyedYes: ['invalid-value@ship.destroyed: "yes" is not true or false'],
      protoUnderSystems: [`unknown-field@ship.systems["__proto__"]: not a chart system (they are ${SYSTEMS_LIST})`],
      constructorUnderSystems: [`unknown-field@ship.systems.constructor: not a chart system (they are ${SYSTEMS_LIST})`],
      unknownField: ['unknown-field@ship.hulls: not a field of a ship state (they are name, rows, shields, armor, specificArmor, hull, tech, systems, phasers, shuttlesAboard, tracks, destroyed)'],
      checkShipState: ['invalid-value@armor[0].held: -50 is not a whole number from 0 to 8'],
    });
  });

  it('a throwing getter, a proxy, a cycle and deep nesting are diagnostics at their paths; null-prototype and frozen objects work', () => {
    const r = caseResult('damage/state-getter-proxy-cycle-depth') as Record<string, unknown>;
    expect(r['getter']).toEqual(['unreadable-input@ship.armor: could not be read (getter says no)']);
    expect(r['proxy']).toContain('unreadable-input@ship.armor: could not be read (getter says no)');
    expect((r['proxy'] as string[]).length).toBe(11); // one per field of a state, rows included (tech is optional)
    // A ship state is read by its schema, never walked blindly: the cycle is just a wrong value under Lab.
    expect((r['cycle'] as string[]).length).toBeGreaterThan(0);
    for (const said of r['cycle'] as string[]) expect(said).toMatch(/^unknown-field@ship\.systems\.Lab\./);
    expect(r['deepUnits']).toEqual(['unreadable-input@volley.units[0][0][0][0][0][0][0]: nested more than 8 levels deep']);
    for (const k of ['nullPrototype', 'frozen']) expect(r[k], k).toMatchObject({ ok: true, addsUp: true, summary: { points: 3, shields: 3 } });
  });

  it('volleys with holes, empty or null options and broken dice are diagnostics at their paths', () => {
    expect(caseResult('damage/volley-and-options')).toEqual({
      unitsWithHoles: ['missing-field@volley.units[1]: missing (a unit: an object with points and an optional direction)', 'missing-field@volley.units[2]: missing (a unit: an object with points and an optional direction)'],
      chartEmpty: [
        'missing-field@options.chart.source: missing (a source: an object with a book (Ship Point System, SFB:TNG, SFB Cadet Training Handbook, spacedock rulings, spacedock) and an entry)',
        'missing-field@options.chart.rows: missing (an object of rows by 2d6 roll, 2 to 12)',
      ],
      optionsNull: ['invalid-value@options: null is not an object of volley options (leave it out for the defaults)'],
      diceNaN: ['dice-source-failed@dice: at point 8: d6() gave NaN, not a whole number from 1 to 6'],
      notDice: ['not-a-dice-source@dice: an object is not a dice source (an object with a d6() method)'],
    });
  });
});

describe('bulky values', () => {
  it('a 200 MB typed array or a 100 MB String object is refused without listing its keys', () => {
    expect(caseResult('damage/bulky-values')).toEqual({
      stateSystems: ['invalid-value@systems: an object is not an object of boxes by chart system'],
      volleyUnits: ['unreadable-input@volley.units: not plain data (a typed array or a String object)'],
      description: ['unreadable-input@: not plain data (a typed array or a String object)'],
      hits: ['unreadable-input@hits: not plain data (a typed array or a String object)'],
    });
  });
});

describe('ship descriptions', () => {
  it('refuses __proto__ keys, unknown fields, too many phasers, huge lists, long labels and holes', () => {
    expect(caseResult('damage/descriptions')).toEqual({
      protoUnderSystems: ['unknown-field@systems[0]["__proto__"]: not a field of a system line (they are label, variant, count, name, guards)'],
      protoAtTop: ['unknown-field@["__proto__"]: not a field of a ship description (they are name, shields, systems, phasers, shuttlesAboard, tracks, tech)'],
      destroyedField: ['unknown-field@destroyed: not a field of a ship description (they are name, shields, systems, phasers, shuttlesAboard, tracks, tech)'],
      phasersInAll: ['too-many-boxes@phasers[1].count: brings the phasers to 20000 in all, more than MAX_BOXES (10000)'],
      millionPhasers: ['unreadable-input@phasers: 1000000 entries, more than MAX_LIST_ITEMS (10000)'],
      catalogLongLabel: ['invalid-value@systems[0].label: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not a catalog label or chart system (at most 200 characters)'],
      longRowName: ['invalid-value@systems[0].name: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not a name of 1 to 200 characters'],
      catalogHole: ['missing-field@systems[0]: missing (a system line: an object with a label and a count)'],
      tooManyLines: ['unreadable-input@systems: 10001 entries, more than MAX_LIST_ITEMS (10000)'],
    });
  });
});

describe('dice, sensors, drones, cloak', () => {
  it('scriptedDice clamps: a non-finite or non-number roll is 1, others are rounded into 1..6', () => {
    expect(caseResult('dice/scripted-dice-clamp')).toEqual({ rolls: [1, 1, 1, 1, 6, 1, 3, 1], exhausted: true });
  });

  it('sensorRating and scannerAdjustment never recurse: a 200k-entry track is refused by its length, one of MAX_BOXES is read whole', () => {
    const long = ['unreadable-input@track: 200000 entries, more than MAX_LIST_ITEMS (10000)'];
    expect(caseResult('turn/sensor-long-tracks')).toEqual({ sensor200k: long, scanner200k: long, sensorAtLimit: 2, scannerAtLimit: 4 });
  });

  it('checkDroneLaunch without launchedFrom names every missing field', () => {
    expect(caseResult('turn/drone-launch-without-list')).toEqual([
      'missing-field@launchedFrom: missing (a list of rack numbers)',
      'missing-field@dronesControlled: missing (a whole number of 0 or more)',
      'missing-field@controlLimit: missing (a whole number of 0 or more)',
    ]);
  });

  it('cloakAt on a failed timeline (or on null) is refused, naming the timeline', () => {
    expect(caseResult('turn/cloak-at-on-a-failed-timeline')).toEqual({
      failed: ["cloak-not-paid@announcements[0]: cloak on impulse 3, but this turn's Energy Allocation did not pay for the cloak"],
      onFailed: ['invalid-value@timeline: a result of cloakTimeline that failed, not a timeline: pass its value'],
      onNull: ['invalid-value@timeline: null is not a cloak timeline'],
      onGood: 'fading-in',
    });
  });

  it('a million announcements are one diagnostic, naming the list', () => {
    expect(caseResult('turn/cloak-million-announcements')).toEqual(['unreadable-input@announcements: 1000000 entries, more than MAX_LIST_ITEMS (10000)']);
  });
});

describe('combat, armor and range', () => {
  it('an explosion read at 10,000 distances of 10,000 dice is refused, not listed', () => {
    expect(caseResult('combat/explosion-at-ten-thousand-distances')).toEqual(['explosion-too-large@options.distances: 10000 distances of 10000 dice would list 100000000 dice, more than 1000000']);
  });

  it('a flash on 10,000 sensors with 10,000 defenses is answered', () => {
    expect(caseResult('combat/flash-wide')).toEqual({ total: 18, turns: [5] });
  });

  it('Borg armor hits that add up past 2^53 are too large', () => {
    expect(caseResult('damage/borg-hits-past-safe-integers')).toEqual(['hits-total-too-large@hits: the amounts add up past 2^53 - 1']);
  });

  it('effectiveRange refuses a term past MAX_HEXES or a scanner past 9, and a non-object', () => {
    expect(caseResult('turn/effective-range-huge')).toEqual({
      huge: ['invalid-value@trueRange: 1e+308 is not a whole number from 0 to 1000000', 'invalid-value@scannerAdjustment: Infinity is not a whole number from 0 to 9'],
      nothing: ['invalid-value@: null is not an object of range terms'],
    });
  });
});

describe('turn', () => {
  it('checkAllocation refuses a movement cost of 5e-324, amounts past MAX_ENERGY, getters, unknown lines and null', () => {
    expect(caseResult('turn/allocation')).toEqual({
      tinyMovementCost: ['invalid-value@costs.movementPerHex: 5e-324 is less than 1 / MAX_ENERGY (0.000001)'],
      hugeAmounts: ['invalid-value@available.warp: 1e+308 is more than MAX_ENERGY (1000000)', 'invalid-value@available.impulse: 1e+308 is more than MAX_ENERGY (1000000)'],
      getter: ['unreadable-input@available.warp: could not be read (getter says no)'],
      unknownLine: ['unknown-field@allocation.cloaking: not a field of an energy allocation (they are lifeSupport, fireControl, shields, cloak, movement, weapons, reinforcement, other)'],
      nullCosts: ['invalid-value@costs: null is not an object of amounts'],
    });
  });
});
