// Every exported function of spacedock/damage, fed arbitrary values (fast-check's anything(),
// throwing getters, proxies, revoked proxies, null-prototype and frozen objects, __proto__ keys,
// holes, cycles, deep nesting, broken dice, and valid samples with one field made hostile): it
// returns an answer and never throws. Unlike test/hostile/exports.test.ts, an exception thrown by
// a hostile getter or proxy may not pass through here: these helpers read their input safely and
// report the field instead. Only the caller's own d6() (and chooser functions are caught) may
// throw through them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as damage from '../../src/damage/index.js';
import { scriptedDice, seededDice } from '../../src/dice/index.js';
import { badNumberIn, describe as describeValue, hostileRecipe, materialize } from '../hostile/hostile-values.js';
import { fromCounts } from '../helpers/ship-lines.js';

/** Valid values of the shapes these helpers take, for the hostile mutations to start from. */
function samples(): readonly unknown[] {
  const built = damage.buildShip(fromCounts({ name: 'Cutter', shields: [4, 3, 3, 2, 3, 3], armor: 2, armorKind: 'armor-9', systems: { 'F Hull': 2, Bridge: 1, Shuttle: 2, Torp: 1 }, phasers: [{ type: 'Ph-1', arcs: [1, 2] }], shuttlesAboard: 1, tracks: { excess: 3 } }));
  if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
  return [
    built.value,
    { name: 'Frigate', shields: 5, systems: { Lab: 2 }, phasers: [{ type: 'Ph-3', arcs: [1], count: 2 }] },
    { name: 'Survey', shields: 4, systems: [{ label: 'Lab', boxes: 2 }, { label: 'Armor', boxes: 1 }, { label: 'Shop', boxes: 1 }], other: { 'L Warp': 2 }, treatAsHull: 'aft' },
    { shield: 1, points: 12 },
    { shield: 2, units: [{ points: 5, direction: 1 }, { points: 3 }] },
    { log: false, choices: { anyWarp: ['L Warp'], shuttle: ['occupied'] }, chart: damage.DAMAGE_ALLOCATION_CHART },
    { choices: { phaser: (c: readonly unknown[]) => c[0], anyWeapon: () => 'Drone' } },
    seededDice(7),
    scriptedDice([1, 2, 3, 4, 5, 6]),
    [6, 5, 4, 3, 0],
    [0, 1, 3, 9],
    { boxes: 3, held: 2, counted: 1 },
    { protects: 'Bridge', boxes: 2 },
    [{ original: 10, destroyed: 4 }],
    { boxes: 2, ignoreLeft: 600, held: 0, internalNext: false },
    { rounding: 'up' },
    'Lab',
    'Ph-10',
    3,
    0,
  ];
}

type AnyFunction = (...a: unknown[]) => unknown;
const FUNCTIONS = Object.entries(damage as Record<string, unknown>).flatMap(([n, f]) => (typeof f === 'function' ? [[n, f as AnyFunction] as const] : []));

describe('every damage function, fed arbitrary and hostile values', () => {
  it('covers every exported function', () => {
    expect(FUNCTIONS.map(([n]) => n).sort()).toEqual(
      [
        'applyArmor9',
        'applyBorgArmor',
        'applyDamageState',
        'applyNeutroniumCoating',
        'applyNonAblativeArmor',
        'applySkinDamage',
        'breenArmorActsAsShields',
        'breenArmorReinforcement',
        'buildShip',
        'chartSystemOf',
        'checkShipState',
        'damageStateOf',
        'markBox',
        'nextTurn',
        'regenerateArmor',
        'remaining',
        'resolveVolley',
        'resolveSystemLine',
        'simulateVolleys',
        'exactVolley',
        'shareSimulation',
        'runSimulationShare',
        'combineSimulationShares',
        'routeSpecificArmorHit',
        'routeSpecificArmorHits',
        'solidNeutroniumEffect',
        'startSkinTurn',
      ].sort(),
    );
  });

  for (const [name, fn] of FUNCTIONS) {
    it(`${name}: an answer, never a throw, NaN, an infinity or an unsafe integer`, () => {
      let pool: readonly unknown[] | undefined;
      fc.assert(
        fc.property(fc.array(hostileRecipe(), { maxLength: Math.max(fn.length, 1) + 1 }), (recipes) => {
          const args = recipes.map((r) => materialize(r, () => (pool ??= samples())));
          const shown = (): string => args.map(describeValue).join(', ');
          let result: unknown;
          try {
            result = fn(...args);
          } catch (error) {
            // The caller's own broken die may throw through (it is their code); nothing else may.
            if (error instanceof Error && error.message === 'hostile input: d6') return;
            throw new Error(`${name}(${shown()}) threw ${error instanceof Error ? `${error.name}: ${error.message}` : typeof error}`);
          }
          if (typeof result === 'number') {
            expect(Number.isFinite(result) && (!Number.isInteger(result) || Number.isSafeInteger(result)), `${name}(${shown()}) = ${result}`).toBe(true);
          }
          if (result !== null && typeof result === 'object' && 'ok' in result) {
            const r = result as { ok: boolean; value?: unknown; diagnostics: readonly { severity: string; code: string; path?: string }[] };
            if (r.ok) expect(badNumberIn(r.value), `${name}(${shown()})`).toBeUndefined();
            else {
              // A failure says why: at least one error, each diagnostic with a code and a path.
              expect(r.diagnostics.some((d) => d.severity === 'error'), `${name}(${shown()}) failed without an error`).toBe(true);
              for (const d of r.diagnostics) expect(typeof d.code === 'string' && typeof d.path === 'string', `${name}(${shown()}): ${JSON.stringify(d)}`).toBe(true);
            }
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('hostile objects that throw are diagnostics, not exceptions', () => {
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

  it('each helper names the field it could not read (unreadable-input at its path)', () => {
    const cases: readonly [string, () => { ok: boolean; diagnostics: readonly unknown[] }, string, string][] = [
      ['buildShip', () => damage.buildShip(throwing(['shields']) as never), 'shields', 'could not be read (no shields)'],
      ['checkShipState', () => damage.checkShipState(trap), '', 'could not be read (no keys)'],
      ['resolveVolley', () => damage.resolveVolley(throwing(['armor']) as never, { shield: 1, points: 1 }, seededDice(1)), 'ship.armor', 'could not be read (no armor)'],
      ['buildShip systems', () => damage.buildShip(throwing(['systems']) as never), 'systems', 'could not be read (no systems)'],
      ['applyArmor9', () => damage.applyArmor9(throwing(['boxes']) as never, 3), 'track.boxes', 'could not be read (no boxes)'],
      ['resolveVolley options', () => damage.resolveVolley(samples()[0] as never, { shield: 1, points: 1 }, seededDice(1), throwing(['choices']) as never), 'options.choices', 'could not be read (no choices)'],
    ];
    for (const [name, call, path, message] of cases) {
      const r = call();
      expect(r.ok, name).toBe(false);
      expect(r.diagnostics, name).toContainEqual({ severity: 'error', code: 'unreadable-input', path, message });
    }
  });

  it('the caller\'s own d6() that throws is dice-source-failed at dice, as in every module that rolls', () => {
    const oops = new Error('my dice broke');
    const dice = {
      d6: () => {
        throw oops;
      },
    };
    const built = damage.buildShip({ name: 'x', shields: 0 });
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    expect(damage.resolveVolley(built.value, { shield: 1, points: 1 }, dice)).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'dice-source-failed', path: 'dice', message: 'at point 1: d6() threw (my dice broke)' }],
    });
  });
});
