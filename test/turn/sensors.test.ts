import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../src/dice/index.js';
import { seed003 } from '../../src/rules/source.js';
import {
  DRONE_CONTROL,
  DRONE_LAUNCH_RULES,
  FAILED_LOCK_ON,
  MAX_HEXES,
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
} from '../../src/turn/index.js';
import { codes, failed, ok, where } from './results.js';

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
    expect(ok(sensorRating(SENSOR, destroyed))).toBe(rating);
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
    expect(ok(scannerAdjustment(SCANNER, destroyed))).toBe(adjustment);
  });

  it('D4.33: the last box is never destroyed, whatever the count', () => {
    expect(ok(destroyedBoxes(SENSOR, 8))).toBe(7);
    expect(ok(destroyedBoxes(SENSOR, Number.MAX_SAFE_INTEGER))).toBe(7);
    expect(ok(destroyedBoxes(SENSOR, 2))).toBe(2);
    expect(ok(hitTrack(SENSOR, 6, 5))).toBe(7);
    expect(ok(hitTrack(SENSOR, 1, 3))).toBe(4);
    expect(ok(hitTrack(SENSOR, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER))).toBe(7);
  });

  it('counts that are not whole numbers of 0 or more are refused at their path, not rounded or clamped', () => {
    for (const bad of [-3, Number.NaN, 2.7, Infinity, '2']) {
      expect(where(failed(destroyedBoxes(SENSOR, bad as number)))).toEqual(['invalid-value@destroyed']);
      expect(where(failed(sensorRating(SENSOR, bad as number)))).toEqual(['invalid-value@destroyed']);
      expect(where(failed(hitTrack(SENSOR, 1, bad as number)))).toEqual(['invalid-value@hits']);
    }
    expect(failed(destroyedBoxes(SENSOR, -3))[0]!.message).toBe('-3 is not a whole number of 0 or more');
    expect(where(failed(hitTrack(SENSOR, -1, -1)))).toEqual(['invalid-value@destroyed', 'invalid-value@hits']);
  });

  it('D4.33: an empty track is track-empty (a track always keeps its last box), citing D4.33', () => {
    for (const f of [() => sensorRating([], 0), () => scannerAdjustment([], 0), () => destroyedBoxes([], 0), () => hitTrack([], 0, 1)]) {
      expect(failed(f())).toEqual([{ severity: 'error', code: 'track-empty', path: 'track', message: 'has no box; the last box is never destroyed, so a track always has one', source: seed003('D4.33') }]);
    }
  });

  it('a box that is not a whole number from 0 to 9 is refused at its index; a track that is not a list at track', () => {
    expect(where(failed(sensorRating([Number.NaN, 5, '6' as never, 0], 0)))).toEqual(['invalid-value@track[0]', 'invalid-value@track[2]']);
    expect(where(failed(scannerAdjustment([0, 10, 9], 0)))).toEqual(['invalid-value@track[1]']);
    expect(failed(sensorRating(null as never, 0))).toEqual([{ severity: 'error', code: 'invalid-value', path: 'track', message: 'null is not a list of box numbers (whole numbers from 0 to 9), best box first' }]);
    expect(where(failed(sensorRating({ 0: 6 } as never, 0)))).toEqual(['invalid-value@track']);
  });

  it('D6.11: "highest undestroyed" and D6.21: "lowest undestroyed" read the remaining boxes', () => {
    // Not every track need be sorted: the rule names the extreme of what is left.
    expect(ok(sensorRating([6, 3, 4, 0], 1))).toBe(4);
    expect(ok(scannerAdjustment([0, 5, 2, 9], 1))).toBe(2);
  });

  it('D6.21 example: the D7 tracks give 5 after two sensor hits and 3 after three scanner hits', () => {
    expect(ok(sensorRating(D7.sensor, 2))).toBe(5);
    expect(ok(scannerAdjustment(D7.scanner, 3))).toBe(3);
    // The brief's illustrative scanner track would give 2, so it is not the D7's.
    expect(ok(scannerAdjustment(SCANNER, 3))).toBe(2);
  });

  it.each([
    ['sensor', SENSOR, []],
    ['scanner', SCANNER, []],
    ['sensor', D7.sensor, []],
    ['scanner', D7.scanner, []],
    ['sensor', [5, 0], ['track-first-box-wrong@track[0]']],
    ['sensor', [6, 1], ['track-last-box-wrong@track[1]']],
    ['scanner', [1, 8], ['track-first-box-wrong@track[0]', 'track-last-box-wrong@track[1]']],
    ['scanner', [0, 0.5, 9], ['invalid-value@track[1]']],
    ['sensor', [], ['track-empty@track']],
  ] as const)('D6.11/D6.21/D4.33: checkTrack(%s, %j) finds %j', (kind, track, found) => {
    expect(where(checkTrack(kind, track).diagnostics)).toEqual(found);
  });

  it('checkTrack cites the rule of each end, and gives the track as read', () => {
    expect(failed(checkTrack('sensor', [5, 1]))).toEqual([
      { severity: 'error', code: 'track-first-box-wrong', path: 'track[0]', message: '5; a sensor track starts with 6', source: seed003('D6.11') },
      { severity: 'error', code: 'track-last-box-wrong', path: 'track[1]', message: '1; a sensor track ends with 0, the box never destroyed', source: seed003('D4.33') },
    ]);
    expect(failed(checkTrack('scanner', [1, 9]))[0]!.source).toEqual(seed003('D6.21'));
    expect(ok(checkTrack('scanner', D7.scanner))).toEqual([0, 0, 1, 3, 5, 9]);
  });

  it('D6.11/D4.33/D6.21/D6.123: the rule constants are frozen and cite the seed', () => {
    expect(SENSOR_RULES.firstSensorBox).toEqual({ value: 6, source: seed003('D6.11') });
    expect(SENSOR_RULES.lastSensorBox.value).toBe(0);
    expect(SENSOR_RULES.lastScannerBox.value).toBe(9);
    expect(SENSOR_RULES.firstScannerBox).toEqual({ value: 0, source: seed003('D6.21') });
    expect(SENSOR_RULES.rangeMultiplierWithoutLockOn).toEqual({ value: 2, source: seed003('D6.123') });
    expect(Object.isFrozen(SENSOR_RULES.firstSensorBox)).toBe(true);
    expect(Object.isFrozen(D7.sensor)).toBe(true);
    expect(D7.source.book).toBe('spacedock');
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
    expect(ok(r)).toEqual({ cause: locked ? 'rolled-at-or-under' : 'rolled-over', lockedOn: locked, roll, rating, source: seed003('D6.11') });
    expect(r.diagnostics).toEqual([]);
  });

  it('D6.11: an undamaged ship (rating 6) always locks on', () => {
    const dice = seededDice(7);
    const rating = ok(sensorRating(SENSOR, 0));
    for (let k = 0; k < 200; k++) expect(ok(lockOn(rating, dice)).lockedOn).toBe(true);
  });

  it('D6.1: no power on fire control counts as failing, and no die is rolled', () => {
    const dice = scriptedDice([1]);
    expect(ok(lockOn(6, dice, { fireControlPowered: false, targetCloaked: false }))).toEqual({ cause: 'no-fire-control', lockedOn: false, roll: null, rating: 6, source: seed003('D6.1') });
    expect(dice.used()).toBe(0);
  });

  it('D6.11/G13.0: no lock-on to a cloaked target, and no die is rolled', () => {
    const dice = scriptedDice([1]);
    const r = ok(lockOn(6, dice, { fireControlPowered: true, targetCloaked: true }));
    expect(r).toMatchObject({ lockedOn: false, cause: 'target-cloaked', roll: null });
    expect(dice.used()).toBe(0);
  });

  it('D6.11: the conditions default to fire control powered and a visible target', () => {
    expect(ok(lockOn(6, scriptedDice([6]))).lockedOn).toBe(true);
    expect(ok(lockOn(6, scriptedDice([6]), {})).lockedOn).toBe(true);
  });

  it('D6.21 example: the damaged D7 (sensor 5) rolls a 6 and fails', () => {
    const r = ok(lockOn(ok(sensorRating(D7.sensor, 2)), scriptedDice([6])));
    expect(r.lockedOn).toBe(false);
    expect(r.roll).toBe(6);
  });

  it('D6.11 property: locked on exactly when the roll is at most the rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), (rating, roll) => {
        const r = ok(lockOn(rating, scriptedDice([roll])));
        expect(r.lockedOn).toBe(roll <= rating);
        expect(r.roll).toBe(roll);
      }),
    );
  });

  it('a rating outside 0 to 6, bad conditions or dice are refused at their path, and nothing is rolled', () => {
    const dice = scriptedDice([1]);
    for (const rating of [7, -1, 4.9, Number.NaN, 1e300]) {
      expect(failed(lockOn(rating, dice))).toEqual([{ severity: 'error', code: 'invalid-value', path: 'rating', message: `${rating} is not a whole number from 0 to 6`, source: seed003('D6.11') }]);
    }
    expect(where(failed(lockOn(6, dice, null as never)))).toEqual(['invalid-value@conditions']);
    expect(where(failed(lockOn(6, dice, { fireControlPowered: 'yes', cloaked: true } as never)))).toEqual(['unknown-field@conditions.cloaked', 'invalid-value@conditions.fireControlPowered']);
    expect(dice.used()).toBe(0);
    expect(where(failed(lockOn(6, {} as never)))).toEqual(['not-a-dice-source@dice']);
    expect(where(failed(lockOn(6, undefined as never)))).toEqual(['missing-field@dice']);
  });

  it('a dice source that breaks while rolling is dice-source-failed, never an exception', () => {
    expect(failed(lockOn(6, { d6: () => 9 }))).toEqual([{ severity: 'error', code: 'dice-source-failed', path: 'dice', message: 'd6() gave 9, not a whole number from 1 to 6' }]);
    const throwing = {
      d6: (): number => {
        throw new Error('out of dice');
      },
    };
    expect(failed(lockOn(6, throwing))[0]).toMatchObject({ code: 'dice-source-failed', path: 'dice', message: 'd6() threw (out of dice)' });
    // A settled attempt never calls the source, so a broken one does not matter there.
    expect(ok(lockOn(6, throwing, { targetCloaked: true })).cause).toBe('target-cloaked');
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
    expect(ok(lockOnEffects(false))).toEqual({ lockedOn: false, maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: 2, penalties: FAILED_LOCK_ON });
  });

  it('D6.12: with lock-on there is no penalty', () => {
    expect(ok(lockOnEffects(true))).toEqual({ lockedOn: true, maySeekingLaunch: true, ownDronesRemoved: false, rangeMultiplier: 1, penalties: [] });
  });

  it('only true or false: anything else is invalid-value at the whole input', () => {
    expect(failed(lockOnEffects('yes' as never))).toEqual([{ severity: 'error', code: 'invalid-value', path: '', message: '"yes" is not true or false' }]);
  });
});

describe('effective range', () => {
  it('D6.21 example: true range 3, no lock-on, scanner 3 gives 9', () => {
    const scanner = ok(scannerAdjustment(D7.scanner, 3));
    const locked = ok(lockOn(ok(sensorRating(D7.sensor, 2)), scriptedDice([6]))).lockedOn;
    expect(ok(effectiveRange({ trueRange: 3, lockedOn: locked, scannerAdjustment: scanner }))).toBe(9);
  });

  it('D6.21 example note: a cloak can add five more hexes', () => {
    expect(ok(effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3, cloakAdjustment: 5 }))).toBe(14);
  });

  it.each([
    [3, true, 0, 0, 3],
    [3, false, 0, 0, 6],
    [3, true, 3, 0, 6],
    [10, false, 9, 0, 29],
    [4, true, 0, 2, 6],
    [0, false, 1, 5, 6],
  ])('D6.123/D6.21/G13.0: range %i, lock-on %s, scanner %i, cloak %i gives %i', (trueRange, lockedOn, scanner, cloak, expected) => {
    expect(ok(effectiveRange({ trueRange, lockedOn, scannerAdjustment: scanner, cloakAdjustment: cloak }))).toBe(expected);
  });

  it('D6.123: only the true range is doubled, never the scanner adjustment', () => {
    expect(ok(effectiveRange({ trueRange: 5, lockedOn: false, scannerAdjustment: 1 }))).toBe(11);
  });

  it('D6.21/G13.0: adjustments outside their rule are refused at their field, citing the rule (not read as 0)', () => {
    const r = failed(effectiveRange({ trueRange: 3, lockedOn: true, scannerAdjustment: -4, cloakAdjustment: Number.NaN }));
    expect(r).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'scannerAdjustment', message: '-4 is not a whole number from 0 to 9', source: seed003('D4.33') },
      { severity: 'error', code: 'invalid-value', path: 'cloakAdjustment', message: 'NaN is not a whole number from 0 to 5', source: seed003('G13.0 uncloaking during the turn; D6.21 example') },
    ]);
    expect(where(failed(effectiveRange({ trueRange: 3, lockedOn: 'yes' as never, scannerAdjustment: '4' as never })))).toEqual(['invalid-value@lockedOn', 'invalid-value@scannerAdjustment']);
  });

  it('MAX_HEXES bounds the true range; a missing field or an unknown one is reported', () => {
    expect(ok(effectiveRange({ trueRange: MAX_HEXES, lockedOn: true }))).toBe(MAX_HEXES);
    expect(where(failed(effectiveRange({ trueRange: MAX_HEXES + 1, lockedOn: true })))).toEqual(['invalid-value@trueRange']);
    expect(where(failed(effectiveRange({ trueRange: Infinity, lockedOn: true })))).toEqual(['invalid-value@trueRange']);
    expect(where(failed(effectiveRange({ lockedOn: true, range: 3 } as never)))).toEqual(['unknown-field@range', 'missing-field@trueRange']);
    expect(where(failed(effectiveRange(undefined as never)))).toEqual(['missing-field@']);
  });

  it('D6.21/D6.123 property: the effective range is never below the true range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 5 }),
        (trueRange, lockedOn, scanner, cloak) => {
          const r = ok(effectiveRange({ trueRange, lockedOn, scannerAdjustment: scanner, cloakAdjustment: cloak }));
          expect(r).toBeGreaterThanOrEqual(trueRange);
          expect(r).toBe(trueRange * (lockedOn ? 1 : 2) + scanner + cloak);
        },
      ),
    );
  });

  it('D6.21 property: the scanner adjustment never falls as boxes are destroyed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (destroyed) => {
        expect(ok(scannerAdjustment(D7.scanner, destroyed + 1))).toBeGreaterThanOrEqual(ok(scannerAdjustment(D7.scanner, destroyed)));
        expect(ok(sensorRating(D7.sensor, destroyed + 1))).toBeLessThanOrEqual(ok(sensorRating(D7.sensor, destroyed)));
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
    expect(ok(droneControlLimit(rating, hull))).toBe(limit);
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
    expect(ok(droneLaunchLimit(DRONE_LAUNCH_RULES[ship].rule, racks))).toBe(limit);
  });

  it('FD4.21: no working rack, no launch', () => {
    expect(ok(droneLaunchLimit('one-per-turn', 0))).toBe(0);
    expect(ok(droneLaunchLimit('one-per-rack', 0))).toBe(0);
  });

  const base: DroneLaunch = { lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [], dronesControlled: 0, controlLimit: 6 };
  it.each([
    ['FD4.21: the D7 launches its first drone of the turn from either rack', {}, []],
    ['FD4.21: the D7 may not launch a second drone from the other rack', { launchedFrom: [0] }, ['drone-launch-limit-reached@launchedFrom']],
    ['FD4.21: a Kzinti ship launches from a second rack', { rule: 'one-per-rack', launchedFrom: [0] }, []],
    ['FD4.21: a Kzinti ship may not launch twice from one rack', { rule: 'one-per-rack', launchedFrom: [0, 1] }, ['drone-launch-limit-reached@launchedFrom[1]']],
    ['FD4.21: the rack must exist', { rack: 2 }, ['no-such-drone-rack@rack']],
    ['FD4.21: so must the racks that already launched', { rule: 'one-per-rack', rack: 0, launchedFrom: [5] }, ['no-such-drone-rack@launchedFrom[0]']],
    ['D6.121: no seeking launch without lock-on', { lockedOn: false }, ['drone-launch-without-lock-on@lockedOn']],
    ['D6.132: no launch beyond the control limit', { dronesControlled: 6 }, ['drone-control-limit-reached@dronesControlled']],
    [
      'D6.121/D6.132/FD4.21: every reason is reported',
      { lockedOn: false, dronesControlled: 6, launchedFrom: [1] },
      ['drone-launch-without-lock-on@lockedOn', 'drone-launch-limit-reached@launchedFrom', 'drone-control-limit-reached@dronesControlled'],
    ],
  ] as const)('%s', (_name, patch, found) => {
    expect(where(checkDroneLaunch({ ...base, ...patch }).diagnostics)).toEqual(found);
  });

  it('each rule diagnostic cites its rule', () => {
    const sources = failed(checkDroneLaunch({ ...base, lockedOn: false, dronesControlled: 6, launchedFrom: [1] })).map((d) => d.source);
    expect(sources).toEqual([seed003('D6.121'), seed003('FD4.21'), seed003('D6.132')]);
    expect(failed(checkDroneLaunch({ ...base, rack: 2 }))[0]!.message).toBe("rack 2; the ship's working racks are 0 to 1");
  });

  it('an allowed launch says what is left after it', () => {
    expect(ok(checkDroneLaunch(base))).toEqual({ launchesLeft: 0, controlLeft: 5 });
    expect(ok(checkDroneLaunch({ ...base, rule: 'one-per-rack', racks: 4, rack: 2, launchedFrom: [0], dronesControlled: 4 }))).toEqual({ launchesLeft: 2, controlLeft: 1 });
  });
});

describe('input (sensors-cloak.md §7)', () => {
  it('checkTrack: a track that is not a list, too long, or of an unknown kind is reported at its path', () => {
    expect(where(failed(checkTrack('sensor', { 0: 6 } as never)))).toEqual(['invalid-value@track']);
    expect(where(failed(checkTrack('scanner', new Array(20_000).fill(0))))).toEqual(['unreadable-input@track']);
    expect(where(failed(checkTrack('radar' as never, [6, 0])))).toEqual(['invalid-value@kind']);
  });

  it('checkDroneLaunch: a launch of the wrong shape is reported by field, and no rule is checked on it', () => {
    const r = failed(checkDroneLaunch({ lockedOn: 'yes', rule: 'two-per-turn', racks: -1, rack: 0, launchedFrom: [0, 0.5], dronesControlled: NaN, controlLimit: 6 } as never));
    expect(where(r)).toEqual([
      'invalid-value@lockedOn',
      'invalid-value@rule',
      'invalid-value@racks',
      'invalid-value@launchedFrom[1]',
      'invalid-value@dronesControlled',
    ]);
    expect(where(failed(checkDroneLaunch({ lockedOn: true, rule: 'one-per-rack', racks: 2, rack: 1.5, launchedFrom: [], dronesControlled: 0, controlLimit: 6 })))).toEqual(['invalid-value@rack']);
    expect(where(failed(checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 0 } as never)))).toEqual([
      'missing-field@launchedFrom',
      'missing-field@dronesControlled',
      'missing-field@controlLimit',
    ]);
  });

  it('droneControlLimit and droneLaunchLimit: ratings, racks, hulls and rules are checked, not rounded or thrown', () => {
    for (const rating of [6.9, 1e300, Number.NaN]) expect(where(failed(droneControlLimit(rating, 'kzinti-dv')))).toEqual(['invalid-value@rating']);
    expect(failed(droneControlLimit(6, 'toString' as never))).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'hull', message: `"toString" is not a hull of DRONE_CONTROL ('standard', 'kzinti-drone-cruiser', 'kzinti-dv', 'kzinti-dn')` },
    ]);
    expect(where(failed(droneLaunchLimit('one-per-rack', 1e300)))).toEqual(['invalid-value@racks']);
    expect(where(failed(droneLaunchLimit('two' as never, 2)))).toEqual(['invalid-value@rule']);
  });

  it('sensorRating on a long track is a loop, not a spread: no stack overflow; past MAX_BOXES it is refused', () => {
    expect(ok(sensorRating([...new Array<number>(9_999).fill(3), 0], 0))).toBe(3);
    expect(codes(sensorRating(new Array(200_000).fill(1), 0))).toEqual(['unreadable-input']);
  });
});
