import { seed003 } from '../../src/rules/source.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../src/damage/dice.js';
import {
  DRONE_CONTROL,
  DRONE_LAUNCH_RULES,
  FAILED_LOCK_ON,
  SENSOR_RULES,
  SHIP_TRACKS,
  checkDroneLaunch,
  checkTrack,
  destroyedBoxes,
  droneControlLimit,
  droneLaunchLimit,
  effectiveRange,
  hitTrack,
  lockOn,
  lockOnEffects,
  scannerAdjustment,
  sensorRating,
  type DroneLaunch,
} from '../../src/damage/sensors.js';

/** The illustrative tracks of the brief: a sensor track losing one point a hit, a long scanner track. */
const SENSOR = [6, 6, 5, 4, 3, 2, 1, 0] as const;
const SCANNER = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const D7 = SHIP_TRACKS['klingon-d7'];

describe('special-function tracks', () => {
  it.each([
    [0, 6],
    [1, 6],
    [2, 5],
    [3, 4],
    [6, 1],
    [7, 0],
    [8, 0],
    [100, 0],
  ])('D6.11/D4.33: sensor track with %i boxes destroyed rates %i', (destroyed, rating) => {
    expect(sensorRating(SENSOR, destroyed)).toBe(rating);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [10, 9],
    [11, 9],
    [50, 9],
  ])('D6.21/D4.33: scanner track with %i boxes destroyed adjusts by %i', (destroyed, adjustment) => {
    expect(scannerAdjustment(SCANNER, destroyed)).toBe(adjustment);
  });

  it('D4.33: the last box is never destroyed, whatever the count', () => {
    expect(destroyedBoxes(SENSOR, 8)).toBe(7);
    expect(destroyedBoxes(SENSOR, Infinity)).toBe(7);
    expect(destroyedBoxes(SENSOR, -3)).toBe(0);
    expect(destroyedBoxes(SENSOR, Number.NaN)).toBe(0);
    expect(destroyedBoxes(SENSOR, 2.7)).toBe(2);
    expect(hitTrack(SENSOR, 6, 5)).toBe(7);
    expect(hitTrack(SENSOR, 1, 3)).toBe(4);
  });

  it('D4.33: an empty track reads as its residual box (sensor 0, scanner 9)', () => {
    expect(sensorRating([], 0)).toBe(0);
    expect(scannerAdjustment([], 0)).toBe(9);
  });

  it('D6.11: "highest undestroyed" and D6.21: "lowest undestroyed" read the remaining boxes', () => {
    // Not every track need be sorted: the rule names the extreme of what is left.
    expect(sensorRating([6, 3, 4, 0], 1)).toBe(4);
    expect(scannerAdjustment([0, 5, 2, 9], 1)).toBe(2);
  });

  it('D6.21 example: the D7 tracks give 5 after two sensor hits and 3 after three scanner hits', () => {
    expect(sensorRating(D7.sensor, 2)).toBe(5);
    expect(scannerAdjustment(D7.scanner, 3)).toBe(3);
    // The brief's illustrative scanner track would give 2, so it is not the D7's.
    expect(scannerAdjustment(SCANNER, 3)).toBe(2);
  });

  it.each([
    ['sensor', SENSOR, []],
    ['scanner', SCANNER, []],
    ['sensor', D7.sensor, []],
    ['scanner', D7.scanner, []],
    ['sensor', [5, 0], ['bad-first-box']],
    ['sensor', [6, 1], ['bad-last-box']],
    ['scanner', [1, 8], ['bad-first-box', 'bad-last-box']],
    ['scanner', [0, 0.5, 9], ['not-whole-numbers']],
    ['sensor', [], ['empty']],
  ] as const)('D6.11/D6.21/D4.33: checkTrack(%s, %j) finds %j', (kind, track, issues) => {
    const r = checkTrack(kind, track);
    expect(r.ok ? [] : r.reasons.map((x) => x.issue)).toEqual(issues);
  });

  it('D6.11/D4.33/D6.21/D6.123: the rule constants are frozen and cite the seed', () => {
    expect(SENSOR_RULES.firstSensorBox).toEqual({ value: 6, source: seed003('D6.11') });
    expect(SENSOR_RULES.lastSensorBox.value).toBe(0);
    expect(SENSOR_RULES.lastScannerBox.value).toBe(9);
    expect(SENSOR_RULES.firstScannerBox).toEqual({ value: 0, source: seed003('D6.21') });
    expect(SENSOR_RULES.rangeMultiplierWithoutLockOn).toEqual({ value: 2, source: seed003('D6.123') });
    expect(Object.isFrozen(SENSOR_RULES.firstSensorBox)).toBe(true);
    expect(Object.isFrozen(D7.sensor)).toBe(true);
  });
});

describe('lock-on', () => {
  it.each([
    [6, 6, true],
    [6, 1, true],
    [5, 5, true],
    [5, 6, false],
    [3, 4, false],
    [1, 1, true],
    [0, 1, false],
  ])('D6.11: rating %i, roll %i locks on: %s', (rating, roll, locked) => {
    const r = lockOn(rating, scriptedDice([roll]), { fireControlPowered: true, targetCloaked: false });
    expect(r).toEqual({ lockedOn: locked, roll, rating, cause: locked ? 'rolled-at-or-under' : 'rolled-over', source: seed003('D6.11') });
  });

  it('D6.11: an undamaged ship (rating 6) always locks on', () => {
    const dice = seededDice(7);
    for (let k = 0; k < 200; k++) expect(lockOn(sensorRating(SENSOR, 0), dice).lockedOn).toBe(true);
  });

  it('D6.1: no power on fire control counts as failing, and no die is rolled', () => {
    const dice = scriptedDice([1]);
    const r = lockOn(6, dice, { fireControlPowered: false, targetCloaked: false });
    expect(r).toEqual({ lockedOn: false, roll: null, rating: 6, cause: 'no-fire-control', source: seed003('D6.1') });
    expect(dice.used()).toBe(0);
  });

  it('D6.11/G13.0: no lock-on to a cloaked target, and no die is rolled', () => {
    const dice = scriptedDice([1]);
    const r = lockOn(6, dice, { fireControlPowered: true, targetCloaked: true });
    expect(r.lockedOn).toBe(false);
    expect(r.cause).toBe('target-cloaked');
    expect(r.roll).toBeNull();
    expect(dice.used()).toBe(0);
  });

  it('D6.11: the conditions default to fire control powered and a visible target', () => {
    expect(lockOn(6, scriptedDice([6])).lockedOn).toBe(true);
  });

  it('D6.21 example: the damaged D7 (sensor 5) rolls a 6 and fails', () => {
    const r = lockOn(sensorRating(D7.sensor, 2), scriptedDice([6]));
    expect(r.lockedOn).toBe(false);
    expect(r.roll).toBe(6);
  });

  it('D6.11 property: locked on exactly when the roll is at most the rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), (rating, roll) => {
        const r = lockOn(rating, scriptedDice([roll]));
        expect(r.lockedOn).toBe(roll <= rating);
        expect(r.roll).toBe(roll);
      }),
    );
  });
});

describe('failing lock-on', () => {
  it('D6.121/D6.122/D6.123/D6.131: the penalties, each with its rule', () => {
    expect(FAILED_LOCK_ON).toEqual([
      { penalty: 'no-seeking-launch', source: seed003('D6.121') },
      { penalty: 'drones-removed', source: seed003('D6.122, D6.131') },
      { penalty: 'range-doubled', source: seed003('D6.123') },
    ]);
    expect(Object.isFrozen(FAILED_LOCK_ON)).toBe(true);
  });

  it('D6.121/D6.122/D6.123: without lock-on no seeking launch, drones removed, range doubled', () => {
    expect(lockOnEffects(false)).toEqual({ maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: 2, penalties: FAILED_LOCK_ON });
  });

  it('D6.12: with lock-on there is no penalty', () => {
    expect(lockOnEffects(true)).toEqual({ maySeekingLaunch: true, ownDronesRemoved: false, rangeMultiplier: 1, penalties: [] });
  });
});

describe('effective range', () => {
  it('D6.21 example: true range 3, no lock-on, scanner 3 gives 9', () => {
    const scanner = scannerAdjustment(D7.scanner, 3);
    const locked = lockOn(sensorRating(D7.sensor, 2), scriptedDice([6])).lockedOn;
    expect(effectiveRange({ trueRange: 3, lockedOn: locked, scannerAdjustment: scanner })).toBe(9);
  });

  it('D6.21 example note: a cloak can add five more hexes', () => {
    expect(effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3, cloakAdjustment: 5 })).toBe(14);
  });

  it.each([
    [3, true, 0, 0, 3],
    [3, false, 0, 0, 6],
    [3, true, 3, 0, 6],
    [10, false, 9, 0, 29],
    [4, true, 0, 2, 6],
    [0, false, 1, 5, 6],
  ])('D6.123/D6.21/G13.0: range %i, lock-on %s, scanner %i, cloak %i gives %i', (trueRange, lockedOn, scanner, cloak, expected) => {
    expect(effectiveRange({ trueRange, lockedOn, scannerAdjustment: scanner, cloakAdjustment: cloak })).toBe(expected);
  });

  it('D6.123: only the true range is doubled, never the scanner adjustment', () => {
    expect(effectiveRange({ trueRange: 5, lockedOn: false, scannerAdjustment: 1 })).toBe(11);
  });

  it('D6.21: adjustments only add (negative or NaN input counts as 0)', () => {
    expect(effectiveRange({ trueRange: 3, lockedOn: true, scannerAdjustment: -4, cloakAdjustment: Number.NaN })).toBe(3);
  });

  it('D6.21/D6.123 property: the effective range is never below the true range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 5 }),
        (trueRange, lockedOn, scanner, cloak) => {
          const r = effectiveRange({ trueRange, lockedOn, scannerAdjustment: scanner, cloakAdjustment: cloak });
          expect(r).toBeGreaterThanOrEqual(trueRange);
          expect(r).toBe(trueRange * (lockedOn ? 1 : 2) + scanner + cloak);
        },
      ),
    );
  });

  it('D6.21 property: the scanner adjustment never falls as boxes are destroyed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (destroyed) => {
        expect(scannerAdjustment(D7.scanner, destroyed + 1)).toBeGreaterThanOrEqual(scannerAdjustment(D7.scanner, destroyed));
        expect(sensorRating(D7.sensor, destroyed + 1)).toBeLessThanOrEqual(sensorRating(D7.sensor, destroyed));
      }),
    );
  });
});

describe('drones', () => {
  it.each([
    [6, 'standard', 6],
    [5, 'standard', 5],
    [6, 'kzinti-drone-cruiser', 12],
    [6, 'kzinti-dv', 12],
    [6, 'kzinti-dn', 6],
    [4, 'kzinti-dv', 8],
    [0, 'standard', 0],
  ] as const)('D6.132: sensor rating %i, %s controls %i drones', (rating, hull, limit) => {
    expect(droneControlLimit(rating, hull)).toBe(limit);
  });

  it('D6.132: every hull entry cites the rule', () => {
    for (const e of Object.values(DRONE_CONTROL)) expect(e.source).toEqual(seed003('D6.132'));
  });

  it.each([
    ['klingon-d7', 2, 1],
    ['cadet-dn', 2, 1],
    ['cadet-dd', 2, 2],
    ['cadet-ff', 2, 2],
    ['kzinti', 4, 4],
    ['orion-raider', 2, 2],
    ['klingon-cadet-ca', 1, 1],
    ['klingon-cadet-cl', 1, 1],
  ] as const)('FD4.21: %s with %i racks launches at most %i drones a turn', (ship, racks, limit) => {
    expect(droneLaunchLimit(DRONE_LAUNCH_RULES[ship].rule, racks)).toBe(limit);
  });

  it('FD4.21: no working rack, no launch', () => {
    expect(droneLaunchLimit('one-per-turn', 0)).toBe(0);
    expect(droneLaunchLimit('one-per-rack', 0)).toBe(0);
  });

  const base: DroneLaunch = { lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [], dronesControlled: 0, controlLimit: 6 };
  it.each([
    ['FD4.21: the D7 launches its first drone of the turn from either rack', {}, []],
    ['FD4.21: the D7 may not launch a second drone from the other rack', { launchedFrom: [0] }, ['launch-limit']],
    ['FD4.21: a Kzinti ship launches from a second rack', { rule: 'one-per-rack', launchedFrom: [0] }, []],
    ['FD4.21: a Kzinti ship may not launch twice from one rack', { rule: 'one-per-rack', launchedFrom: [1] }, ['launch-limit']],
    ['FD4.21: the rack must exist', { rack: 2 }, ['no-such-rack']],
    ['D6.121: no seeking launch without lock-on', { lockedOn: false }, ['no-lock-on']],
    ['D6.132: no launch beyond the control limit', { dronesControlled: 6 }, ['control-limit']],
    ['D6.121/D6.132/FD4.21: every reason is reported', { lockedOn: false, dronesControlled: 6, launchedFrom: [1] }, ['no-lock-on', 'launch-limit', 'control-limit']],
  ] as const)('%s', (_name, patch, issues) => {
    const r = checkDroneLaunch({ ...base, ...patch });
    expect(r.ok ? [] : r.reasons.map((x) => x.issue)).toEqual(issues);
  });
});

describe('input (sensors-cloak.md §7)', () => {
  it('checkTrack: not-a-list and unknown-kind, with the input source', () => {
    const notList = checkTrack('sensor', { 0: 6 } as never);
    expect(notList.ok ? [] : notList.reasons.map((x) => x.issue)).toEqual(['not-a-list']);
    const tooLong = checkTrack('scanner', new Array(20_000).fill(0));
    expect(tooLong.ok ? [] : tooLong.reasons.map((x) => x.issue)).toEqual(['not-a-list']);
    const kind = checkTrack('radar' as never, [6, 0]);
    expect(kind.ok ? [] : kind.reasons.map((x) => [x.issue, x.source.file])).toEqual([['unknown-kind', 'spacedock'], ['bad-first-box', '003_c4be5d629a77d77c.txt'], ['bad-last-box', '003_c4be5d629a77d77c.txt']]);
  });

  it('checkDroneLaunch: a launch of the wrong shape is bad-input by field, and no rule is checked on it', () => {
    const r = checkDroneLaunch({ lockedOn: 'yes', rule: 'two-per-turn', racks: -1, rack: 0, launchedFrom: [0, 0.5], dronesControlled: NaN, controlLimit: 6 } as never);
    expect(r.ok ? [] : r.reasons.map((x) => [x.issue, x.field])).toEqual([
      ['bad-input', 'lockedOn'],
      ['bad-input', 'rule'],
      ['bad-input', 'racks'],
      ['bad-input', 'launchedFrom'],
      ['bad-input', 'dronesControlled'],
    ]);
    expect(checkDroneLaunch({ lockedOn: true, rule: 'one-per-rack', racks: 2, rack: 1.5, launchedFrom: [], dronesControlled: 0, controlLimit: 6 }).ok).toBe(false);
  });

  it('droneControlLimit and droneLaunchLimit: ratings and racks read as whole numbers; an unknown hull or rule is a RangeError', () => {
    expect(droneControlLimit(6.9, 'kzinti-dv')).toBe(12);
    expect(droneControlLimit(1e300)).toBe(6);
    expect(droneControlLimit(NaN)).toBe(0);
    expect(() => droneControlLimit(6, 'toString' as never)).toThrow(RangeError);
    expect(droneLaunchLimit('one-per-rack', 1e300)).toBe(10_000);
    expect(() => droneLaunchLimit('two' as never, 2)).toThrow(RangeError);
  });

  it('sensorRating on a long track is a loop, not a spread: no stack overflow', () => {
    expect(sensorRating([...new Array<number>(9_999).fill(3), 0], 0)).toBe(3);
    expect(sensorRating(new Array(200_000).fill(1), 0)).toBe(0); // longer than MAX_BOXES: read as empty
  });

  it('lockOnEffects: only true is a lock-on', () => {
    expect(lockOnEffects('yes' as never).rangeMultiplier).toBe(2);
  });
});
