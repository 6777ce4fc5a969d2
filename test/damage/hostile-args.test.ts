// Every exported function of spacedock/damage and spacedock/turn, fed arbitrary values
// (fast-check's anything(), throwing getters, proxies, revoked proxies, null-prototype and frozen
// objects, __proto__ keys, holes, cycles, deep nesting, broken dice, and valid samples with one
// field made hostile): it returns an answer or throws only the error its documentation announces.
// Unlike test/hostile/exports.test.ts, an exception thrown by a hostile getter or proxy may not
// pass through here: these helpers read their input safely and name the field instead. Only the
// caller's own d6() may throw through them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as damage from '../../src/damage/index.js';
import * as turn from '../../src/turn/index.js';
import { badNumberIn, describe as describeValue, hostileRecipe, materialize } from '../hostile/hostile-values.js';

/** The errors each function's `@throws` announces; every other function never throws. */
const DOCUMENTED: Readonly<Record<string, readonly string[]>> = {
  seededDice: ['TypeError'],
  scriptedDice: ['TypeError'],
  rollDice: ['RangeError', 'TypeError'],
  roll2d6: ['RangeError', 'TypeError'],
  sumDistribution: ['RangeError'],
  lockOn: ['RangeError', 'TypeError'],
  droneControlLimit: ['RangeError'],
  droneLaunchLimit: ['RangeError'],
  cloakCost: ['RangeError'],
};

/** Valid values of the shapes these helpers take, for the hostile mutations to start from. */
function samples(): readonly unknown[] {
  const built = damage.buildShip({ name: 'Cutter', shields: [4, 3, 3, 2, 3, 3], armor: 2, armorKind: 'armor-9', systems: { 'F Hull': 2, Bridge: 1, Shuttle: 2, Torp: 1 }, phasers: [{ type: 'Ph-1', arcs: [1, 2] }], shuttlesAboard: 1, tracks: { excess: 3 } });
  if (!built.ok) throw new Error(built.reasons.join());
  return [
    built.ship,
    { name: 'Frigate', shields: 5, systems: { Lab: 2 }, phasers: [{ type: 'Ph-3', arcs: [1], count: 2 }] },
    { name: 'Survey', shields: 4, systems: [{ label: 'Lab', boxes: 2 }, { label: 'Armor', boxes: 1 }], other: { 'L Warp': 2 } },
    { shield: 1, points: 12 },
    { shield: 2, units: [{ points: 5, direction: 1 }, { points: 3 }] },
    { log: false, anyWarpOrder: ['L Warp'], chart: damage.DAMAGE_ALLOCATION_CHART },
    damage.seededDice(7),
    damage.scriptedDice([1, 2, 3, 4, 5, 6]),
    [6, 5, 4, 3, 0],
    [0, 1, 3, 9],
    { boxes: 3, held: 2, counted: 1 },
    { protects: 'Bridge', boxes: 2 },
    [{ original: 10, destroyed: 4 }],
    { boxes: 2, ignoreLeft: 600, held: 0, internalNext: false },
    { defenses: [{ points: 9, damageType: 'energy' }], attack: { damageType: 'energy', armorPiercing: true } },
    { dice: damage.seededDice(3), defenses: [], attack: { damageType: 'physical' }, distances: [0, 1], sensors: ['radar'] },
    { activePoints: 30, drained: 12, turns: 3 },
    { mode: 'hit', diceGivenUp: 1 },
    { lockedOn: true, rule: 'one-per-rack', racks: 2, rack: 0, launchedFrom: [], dronesControlled: 1, controlLimit: 6 },
    { trueRange: 8, lockedOn: false, scannerAdjustment: 1, cloakAdjustment: 5 },
    { previousTurn: { state: 'cloaked' }, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 4 }] },
    damage.cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true }),
    { impulse: 3, state: 'fading-out', fadeStep: 3, rangeAdjustment: 3, othersHoldLockOn: true, mayFire: false },
    { warp: 20, impulse: 4, apr: 2, batteries: 1 },
    { lifeSupport: 1, fireControl: 1, shields: 2, movement: 10, weapons: 8, reinforcement: 0, other: 0 },
    { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
    'sensor',
    'Lab',
    'kzinti-dv',
    'one-per-turn',
    'kr',
    3,
    0,
  ];
}

type AnyFunction = (...a: unknown[]) => unknown;
const FUNCTIONS = [...Object.entries(damage as Record<string, unknown>), ...Object.entries(turn as Record<string, unknown>)].flatMap(([n, f]) =>
  typeof f === 'function' ? [[n, f as AnyFunction] as const] : [],
);
const UNIQUE = [...new Map(FUNCTIONS.map(([n, f]) => [f, n] as const)).entries()].map(([f, n]) => [n, f] as const);

describe('every damage and turn function, fed arbitrary and hostile values', () => {
  it('covers every exported function', () => {
    expect(UNIQUE.length).toBeGreaterThan(50);
  });

  for (const [name, fn] of UNIQUE) {
    it(`${name}: an answer or a documented error, never NaN, an infinity or an unsafe integer`, () => {
      let pool: readonly unknown[] | undefined;
      const allowed = DOCUMENTED[name] ?? [];
      fc.assert(
        fc.property(fc.array(hostileRecipe(), { maxLength: Math.max(fn.length, 1) + 1 }), (recipes) => {
          const args = recipes.map((r) => materialize(r, () => (pool ??= samples())));
          const shown = (): string => args.map(describeValue).join(', ');
          let result: unknown;
          try {
            result = fn(...args);
          } catch (error) {
            // The caller's own broken die may throw through (it is their code); nothing else may,
            // unless the function documents it.
            if (error instanceof Error && error.message === 'hostile input: d6') return;
            const kind = error instanceof Error ? error.name : typeof error;
            expect(allowed, `${name}(${shown()}) threw ${kind}: ${error instanceof Error ? error.message : ''}`).toContain(kind);
            expect((error as Error).message, 'a documented error names its function or limit').toMatch(new RegExp(`^${name}|MAX_`));
            return;
          }
          if (typeof result === 'number') {
            expect(Number.isFinite(result) && (!Number.isInteger(result) || Number.isSafeInteger(result)), `${name}(${shown()}) = ${result}`).toBe(true);
          }
          if (result !== null && typeof result === 'object' && 'ok' in result) {
            if (result.ok === true) expect(badNumberIn(result), `${name}(${shown()})`).toBeUndefined();
            else {
              // A refusal says why: a non-empty list of reasons (or problems), each naming something.
              const why = (result as { reasons?: unknown[]; problems?: unknown[] }).reasons ?? (result as { problems?: unknown[] }).problems;
              expect(Array.isArray(why) && why.length > 0, `${name}(${shown()}) refused without a reason`).toBe(true);
            }
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('hostile objects that throw are reasons, not exceptions', () => {
  const throwing = (keys: readonly string[]): object => {
    const o = {};
    for (const k of keys) {
      Object.defineProperty(o, k, {
        enumerable: true,
        get: () => {
          throw new Error(`no ${k}`);
        },
      });
    }
    return o;
  };
  const trap = new Proxy({}, { ownKeys: () => { throw new Error('no keys'); } });

  it('each helper with a failure channel names the field it could not read', () => {
    const cases: readonly [string, () => unknown, string][] = [
      ['buildShip', () => damage.buildShip(throwing(['shields']) as never), 'shields: could not be read (no shields)'],
      ['checkShipState', () => damage.checkShipState(trap), '(the argument): could not be read (no keys)'],
      ['resolveVolley', () => damage.resolveVolley(throwing(['armor']) as never, { shield: 1, points: 1 }, damage.seededDice(1)), 'ship.armor: could not be read (no armor)'],
      ['shipFromCatalog', () => damage.shipFromCatalog(throwing(['systems']) as never), 'systems: could not be read (no systems)'],
      ['checkAllocation', () => turn.checkAllocation(throwing(['warp']) as never, {} as never, {} as never), 'available.warp: could not be read (no warp)'],
    ];
    for (const [name, call, reason] of cases) {
      const r = call() as { ok: boolean; reasons?: readonly unknown[] };
      expect(r.ok, name).toBe(false);
      expect(r.reasons, name).toContain(reason);
    }
    expect(damage.applyArmor9(throwing(['boxes']) as never, 3)).toEqual({ ok: false, reasons: [{ code: 'unreadable', field: 'track.boxes' }] });
    expect(damage.defendRolls([1], throwing(['attack']) as never)).toMatchObject({ ok: false, problems: [{ field: 'attack', message: 'attack: could not be read (no attack)' }] });
    expect(damage.checkDroneLaunch(trap as never)).toMatchObject({ ok: false, reasons: [{ issue: 'bad-input', field: 'launch' }] });
    expect(damage.cloakTimeline(throwing(['energyPaid']) as never)).toMatchObject({ ok: false, reasons: [{ issue: 'bad-input', field: 'energyPaid' }] });
  });

  it('the caller\'s own d6() that throws passes through unchanged', () => {
    const oops = new Error('my dice broke');
    const dice = {
      d6: () => {
        throw oops;
      },
    };
    const built = damage.buildShip({ name: 'x', shields: 0 });
    if (!built.ok) throw new Error(built.reasons.join());
    expect(() => damage.resolveVolley(built.ship, { shield: 1, points: 1 }, dice)).toThrow(oops);
    expect(() => damage.lockOn(6, dice)).toThrow(oops);
  });
});
