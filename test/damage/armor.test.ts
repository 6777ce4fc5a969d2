import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARMOR_9,
  BORG_ARMOR,
  BREEN_ARMOR,
  NEUTRONIUM_COATING,
  NON_ABLATIVE_ARMOR,
  REGENERATING_ARMOR,
  SKIN,
  SOLID_NEUTRONIUM,
  SPECIFIC_ARMOR,
  applyArmor9,
  applyBorgArmor,
  applyNeutroniumCoating,
  applyNonAblativeArmor,
  applySkinDamage,
  breenArmorActsAsShields,
  breenArmorReinforcement,
  regenerateArmor,
  routeSpecificArmorHit,
  routeSpecificArmorHits,
  solidNeutroniumEffect,
  startSkinTurn,
  type SkinTurn,
} from '../../src/damage/index.js';
import type { Result } from '../../src/diagnostics/result.js';

/** Unwraps a result that must have succeeded, failing the test with its diagnostics otherwise. */
function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.diagnostics)}`);
  expect(r.diagnostics).toEqual([]);
  return r.value;
}

/** The paths and codes of a failed result's diagnostics (`path:code`; the empty path is the whole input). */
function refused<T>(r: Result<T>): string[] {
  if (r.ok) throw new Error('expected a failure');
  for (const d of r.diagnostics) expect(d.severity).toBe('error');
  return r.diagnostics.map((d) => `${d.path}:${d.code}`);
}

// Point-by-point models written straight from the readings in specs/armor.md, to check the
// closed-form helpers against.

function armor9ByPoint(boxes: number, held: number, counted: number, damage: number) {
  let absorbed = 0;
  let leaked = 0;
  let through = 0;
  for (let p = 0; p < damage; p++) {
    counted++;
    if (counted === 10) {
      counted = 0;
      leaked++;
    } else if (boxes > 0) {
      absorbed++;
      held++;
      if (held === 9) {
        boxes--;
        held = 0;
      }
    } else through++;
  }
  return { absorbed, leaked, through, state: { boxes, held, counted } };
}

function skinByPoint(turn: SkinTurn, damage: number) {
  let { boxes, ignoreLeft, held, internalNext } = turn;
  let ignored = 0;
  let onSkin = 0;
  let internal = 0;
  for (let p = 0; p < damage; p++) {
    if (ignoreLeft > 0) {
      ignoreLeft--;
      ignored++;
    } else if (boxes === 0) internal++;
    else if (internalNext) {
      internal++;
      internalNext = false;
    } else {
      onSkin++;
      held++;
      if (held === 300) {
        boxes--;
        held = 0;
        internalNext = boxes > 0;
      }
    }
  }
  return { ignored, onSkin, internal, turn: { boxes, ignoreLeft, held, internalNext } };
}

describe('Armor-9 (seed 000 "Armor-9")', () => {
  it.each([
    // boxes, damage, absorbed, leaked, through, destroyed, state after
    [3, 0, 0, 0, 0, 0, { boxes: 3, held: 0, counted: 0 }],
    [3, 9, 9, 0, 0, 1, { boxes: 2, held: 0, counted: 9 }],
    [3, 10, 9, 1, 0, 1, { boxes: 2, held: 0, counted: 0 }],
    [3, 25, 23, 2, 0, 2, { boxes: 1, held: 5, counted: 5 }],
    [3, 30, 27, 3, 0, 3, { boxes: 0, held: 0, counted: 0 }],
    [1, 25, 9, 2, 14, 1, { boxes: 0, held: 0, counted: 5 }],
    [0, 12, 0, 1, 11, 0, { boxes: 0, held: 0, counted: 2 }],
  ] as const)('Armor-9: %i boxes, %i damage -> %i absorbed, %i leaked, %i through', (boxes, damage, absorbed, leaked, through, destroyed, state) => {
    const r = ok(applyArmor9({ boxes }, damage));
    expect(r).toEqual({ absorbed, leaked, through, passedOn: leaked + through, boxesDestroyed: destroyed, state });
  });

  it('Armor-9: the 10th point leaks even when a further box is standing', () => {
    const r = ok(applyArmor9({ boxes: 5 }, 10));
    expect(r.leaked).toBe(1);
    expect(r.state.boxes).toBe(4);
  });

  it('Armor-9: the count carries across calls of one stream, and damage stays on a part-filled box', () => {
    const a = ok(applyArmor9({ boxes: 2 }, 6));
    expect(a.state).toEqual({ boxes: 2, held: 6, counted: 6 });
    const b = ok(applyArmor9(a.state, 6)); // points 7..12: 7, 8, 9 finish box 1, 10 leaks, 11, 12 on box 2
    expect(b).toMatchObject({ absorbed: 5, leaked: 1, boxesDestroyed: 1, state: { boxes: 1, held: 2, counted: 2 } });
  });

  it('Armor-9: a new stream restarts the count but keeps damage held on a box', () => {
    const r = ok(applyArmor9({ boxes: 2, held: 8, counted: 0 }, 10));
    // point 1 fills box 1, points 2..9 go on box 2, point 10 leaks
    expect(r).toMatchObject({ absorbed: 9, leaked: 1, boxesDestroyed: 1, state: { boxes: 1, held: 8, counted: 0 } });
  });

  it('Armor-9: refuses bad input with every reason', () => {
    expect(refused(applyArmor9({ boxes: -1, held: 9, counted: 1.5 }, Number.NaN))).toEqual([
      'track.boxes:invalid-value',
      'track.held:invalid-value',
      'track.counted:invalid-value',
      'damage:invalid-value',
    ]);
    expect(refused(applyArmor9({ boxes: 0, held: 3 }, 1))).toEqual(['track.held:points-held-without-box']);
    expect(refused(applyArmor9({ boxes: Number.MAX_SAFE_INTEGER }, 1))).toEqual(['track.boxes:invalid-value']);
    expect(refused(applyArmor9(null as never, 1))).toEqual(['track:invalid-value']);
    expect(refused(applyArmor9({ boxes: 1, hold: 2 } as never, 1))).toEqual(['track.hold:unknown-field']);
  });

  it('Armor-9: a diagnostic says what is wrong without its path, and cites the rule it enforces', () => {
    const r = applyArmor9({ boxes: 2, held: 12 }, 5);
    expect(r).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'invalid-value', path: 'track.held', message: '12 is not a whole number from 0 to 8' }],
    });
    const held = applyArmor9({ boxes: 0, held: 3 }, 1);
    expect(held.diagnostics[0]).toEqual({
      severity: 'error',
      code: 'points-held-without-box',
      path: 'track.held',
      message: '3 points held, but no Armor-9 box stands',
      source: { book: 'SFB:TNG', entry: 'Armor-9' },
    });
  });
});

describe('Borg armor (seed 000 "Armor, Borg")', () => {
  it.each([
    [5, [3], { ignored: 1, absorbed: 2, through: 0, boxes: 3 }],
    [5, [1, 1, 1], { ignored: 3, absorbed: 0, through: 0, boxes: 5 }],
    [5, [3, 1, 4], { ignored: 3, absorbed: 5, through: 0, boxes: 0 }],
    [2, [6], { ignored: 1, absorbed: 2, through: 3, boxes: 0 }],
    [0, [6, 1], { ignored: 0, absorbed: 0, through: 7, boxes: 0 }],
    [3, [], { ignored: 0, absorbed: 0, through: 0, boxes: 3 }],
    [3, [0], { ignored: 0, absorbed: 0, through: 0, boxes: 3 }],
  ] as const)('Armor, Borg: %i boxes, hits %j', (boxes, hits, expected) => {
    expect(ok(applyBorgArmor(boxes, hits))).toMatchObject({ ...expected, boxesDestroyed: boxes - expected.boxes });
  });

  it('Armor, Borg: once the last box goes, the next hit loses no point', () => {
    const r = ok(applyBorgArmor(1, [2, 2]));
    expect(r.hits).toEqual([
      { damage: 2, ignored: 1, absorbed: 1, through: 0 },
      { damage: 2, ignored: 0, absorbed: 0, through: 2 },
    ]);
  });

  it('Armor, Borg: refuses bad hits', () => {
    expect(refused(applyBorgArmor(1, [2, -1, 0.5]))).toEqual(['hits[1]:invalid-value', 'hits[2]:invalid-value']);
    expect(refused(applyBorgArmor(1, 'x' as never))).toEqual(['hits:invalid-value']);
    // eslint-disable-next-line no-sparse-arrays
    expect(refused(applyBorgArmor(1, [1, , 2] as never))).toEqual(['hits[1]:missing-field']);
    // Each amount is safe, their sum is not.
    expect(refused(applyBorgArmor(1, [Number.MAX_SAFE_INTEGER, 1]))).toEqual(['hits:hits-total-too-large']);
  });
});

describe('Non-ablative armor (seed 000 "Armor, Non-Ablative" and "Non-ablative Armor")', () => {
  it('Armor, Non-Ablative: the PH-9 example, four separate pulses of 4 at rating 1 do 3 each', () => {
    expect(ok(applyNonAblativeArmor(1, [4, 4, 4, 4]))).toEqual({ hits: [3, 3, 3, 3], total: 12, stopped: 4 });
  });

  it('Armor, Non-Ablative: the PH-9 example, the same pulses as one 16-point hard hit do 15', () => {
    expect(ok(applyNonAblativeArmor(1, [16]))).toEqual({ hits: [15], total: 15, stopped: 1 });
  });

  it.each([
    [3, [2, 3, 4], [0, 0, 1]],
    [0, [5], [5]],
    [10, [0], [0]],
  ] as const)('Non-ablative Armor: rating %i on hits %j -> %j (never below 0)', (rating, hits, out) => {
    expect(ok(applyNonAblativeArmor(rating, hits)).hits).toEqual(out);
  });

  it('Non-ablative Armor: refuses a bad rating', () => {
    expect(refused(applyNonAblativeArmor(-1, [1]))).toEqual(['rating:invalid-value']);
  });
});

describe('Specific armor (seed 000 "Armor, Specific")', () => {
  it('Armor, Specific: a hit on the guarded system is taken by the armor first', () => {
    expect(routeSpecificArmorHit({ protects: 'Bridge', boxes: 2 }, 'bridge ')).toEqual({
      ok: true,
      value: { hit: 'bridge ', to: 'armor', armor: { protects: 'Bridge', boxes: 1 } },
      diagnostics: [],
    });
  });

  it('Armor, Specific: other hits, and hits after the armor is gone, stand as rolled', () => {
    expect(ok(routeSpecificArmorHit({ protects: 'Warp', boxes: 2 }, 'Hull')).to).toBe('system');
    expect(ok(routeSpecificArmorHit({ protects: 'Warp', boxes: 0 }, 'Warp')).to).toBe('system');
  });

  it('Armor, Specific: a list of hits in order', () => {
    const r = ok(routeSpecificArmorHits({ protects: 'Warp', boxes: 2 }, ['Warp', 'Hull', 'WARP', 'Warp']));
    expect(r.routes.map((x) => x.to)).toEqual(['armor', 'system', 'armor', 'system']);
    expect(r.boxesDestroyed).toBe(2);
    expect(r.armor).toEqual({ protects: 'Warp', boxes: 0 });
  });

  it('Armor, Specific: refuses bad input', () => {
    expect(refused(routeSpecificArmorHit({ protects: ' ', boxes: 1.5 }, 3 as never))).toEqual([
      'armor.protects:invalid-value',
      'armor.boxes:invalid-value',
      'hit:invalid-value',
    ]);
    expect(refused(routeSpecificArmorHits({ protects: 'Warp', boxes: 1 }, ['Warp', '']))).toEqual(['hits[1]:invalid-value']);
  });
});

describe('Regenerating armor (seed 000 "Regenerating Armor")', () => {
  it.each([
    [10, 5, 2, 3],
    [12, 5, 3, 2],
    [4, 4, 1, 3],
    [1, 1, 1, 0],
    [12, 1, 1, 0],
    [10, 0, 0, 0],
    [0, 0, 0, 0],
    [101, 101, 21, 80],
  ])('Regenerating Armor: group of %i with %i destroyed repairs %i (20%% rounded up, capped)', (original, destroyed, repaired, after) => {
    const r = ok(regenerateArmor([{ original, destroyed }]));
    expect(r.groups).toEqual([{ original, destroyed: after, repaired }]);
    expect(r.repaired).toBe(repaired);
  });

  it('Regenerating Armor: spare repairs never move to another group', () => {
    const r = ok(regenerateArmor([{ original: 20, destroyed: 1 }, { original: 5, destroyed: 5 }]));
    expect(r.groups.map((g) => g.repaired)).toEqual([1, 1]);
  });

  it('Regenerating Armor: refuses more destroyed than the group had', () => {
    // The groups are the one input, so paths start inside the list.
    expect(refused(regenerateArmor([{ original: 3, destroyed: 4 }, { original: 1, destroyed: -1 }]))).toEqual([
      '[0].destroyed:invalid-value',
      '[1].destroyed:invalid-value',
    ]);
    expect(refused(regenerateArmor('x' as never))).toEqual([':invalid-value']);
  });
});

describe('Species 8472 Skin (seed 000 "Skin")', () => {
  it('Skin: the worked example, a fighter with 9 Skin taking 3200', () => {
    const start = ok(startSkinTurn(9));
    expect(start).toEqual({ boxes: 9, ignoreLeft: 2700, held: 0, internalNext: false });
    const r = ok(applySkinDamage(start, 3200));
    expect(r).toEqual({
      ignored: 2700,
      onSkin: 300 + 199,
      internal: 1,
      boxesDestroyed: 1,
      turn: { boxes: 8, ignoreLeft: 0, held: 199, internalNext: false },
    });
  });

  it('Skin: the worked example, next turn without repair only 2400 is ignored and the 199 are cleared', () => {
    const next = ok(startSkinTurn(8));
    expect(next).toEqual({ boxes: 8, ignoreLeft: 2400, held: 0, internalNext: false });
    expect(ok(applySkinDamage(next, 2400)).onSkin).toBe(0);
    expect(ok(applySkinDamage(next, 2401)).onSkin).toBe(1);
  });

  it('Skin: the allowance is used once per turn, so later hits that turn go straight to the Skin', () => {
    const first = ok(applySkinDamage(ok(startSkinTurn(9)), 3200));
    const later = ok(applySkinDamage(first.turn, 100));
    expect(later).toMatchObject({ ignored: 0, onSkin: 100, internal: 0, turn: { held: 299 } });
    const more = ok(applySkinDamage(later.turn, 3));
    // 1 more destroys the second box, the next point is internal, 1 lands on the third box
    expect(more).toMatchObject({ onSkin: 2, internal: 1, boxesDestroyed: 1, turn: { boxes: 7, held: 1 } });
  });

  it('Skin: the internal point owed after a box carries to the next hit of the turn', () => {
    const a = ok(applySkinDamage({ boxes: 2, ignoreLeft: 0, held: 0, internalNext: false }, 300));
    expect(a.turn).toEqual({ boxes: 1, ignoreLeft: 0, held: 0, internalNext: true });
    expect(ok(applySkinDamage(a.turn, 2))).toMatchObject({ internal: 1, onSkin: 1, turn: { held: 1, internalNext: false } });
  });

  it('Skin: with every Skin box gone all damage past the allowance is internal', () => {
    expect(ok(applySkinDamage({ boxes: 1, ignoreLeft: 0, held: 0, internalNext: false }, 1000))).toEqual({
      ignored: 0,
      onSkin: 300,
      internal: 700,
      boxesDestroyed: 1,
      turn: { boxes: 0, ignoreLeft: 0, held: 0, internalNext: false },
    });
  });

  it('Skin: refuses an impossible turn state', () => {
    expect(refused(applySkinDamage({ boxes: 1, ignoreLeft: 0, held: 300, internalNext: false }, 1))).toEqual(['turn.held:invalid-value']);
    expect(refused(applySkinDamage({ boxes: 1, ignoreLeft: 0, held: 5, internalNext: true }, 1))).toEqual(['turn.internalNext:skin-turn-inconsistent']);
    expect(refused(applySkinDamage({ boxes: 0, ignoreLeft: 0, held: 5, internalNext: false }, 1))).toEqual(['turn.held:points-held-without-box']);
    expect(refused(startSkinTurn(-2))).toEqual([':invalid-value']);
    const inconsistent = applySkinDamage({ boxes: 1, ignoreLeft: 0, held: 5, internalNext: true }, 1).diagnostics[0];
    expect(inconsistent?.source).toEqual({ book: 'SFB:TNG', entry: 'Skin' });
  });
});

describe('Neutronium hull coating (seed 000 "Nuetronium Hull Coating")', () => {
  it.each([
    [25, 7, 'nearest', 3, true],
    [24, 7, 'nearest', 2, true],
    [4, 1, 'nearest', 0, true],
    [5, 1, 'nearest', 1, true],
    [25, 6, 'down', 2, true],
    [21, 6, 'up', 3, true],
    [20, 6, 'up', 2, true],
    [25, 8, 'nearest', 25, false],
  ] as const)('Nuetronium Hull Coating: %i damage from %iX, rounded %s -> %i', (damage, tech, rounding, out, reduced) => {
    expect(ok(applyNeutroniumCoating(damage, tech, { rounding }))).toEqual({ damage: out, reduced });
  });

  it('Nuetronium Hull Coating: rounds to nearest, halves up, when no rounding is given', () => {
    expect(ok(applyNeutroniumCoating(15, 3)).damage).toBe(2);
    expect(ok(applyNeutroniumCoating(14, 3)).damage).toBe(1);
  });

  it('Nuetronium Hull Coating: refuses an unknown rounding', () => {
    expect(refused(applyNeutroniumCoating(1, 1, { rounding: 'sideways' as never }))).toEqual(['options.rounding:invalid-value']);
    expect(refused(applyNeutroniumCoating(1, 1, null as never))).toEqual(['options:invalid-value']);
  });
});

describe('Solid neutronium hull (seed 000 "Solid Neutronium Hull")', () => {
  const fourX = ['Ph-10', 'Bolt', 'Cata', 'Grav', 'Ion', 'MLAS', 'Quan', 'Shard', 'Strike'];
  const fiveX = ['Cut', 'Drain', 'Flux', 'Ph-8', 'PGL'];

  it.each(fourX)('Solid Neutronium Hull: %s does 1 per box per turn at 4X, half at 5X', (w) => {
    expect(ok(solidNeutroniumEffect(w, 4)).effect).toBe('one-per-box-per-turn');
    expect(ok(solidNeutroniumEffect(w, 5)).effect).toBe('half');
  });

  it.each(fiveX)('Solid Neutronium Hull: %s does nothing at 4X and 1 per box per turn at 5X', (w) => {
    expect(ok(solidNeutroniumEffect(w, 4)).effect).toBe('immune');
    expect(ok(solidNeutroniumEffect(w, 5)).effect).toBe('one-per-box-per-turn');
  });

  it.each([
    ['Ph-1', 3, 'immune'],
    ['Bolt', 3, 'immune'],
    ['Ph-1', 4, 'immune'],
    ['Ph-1', 5, 'immune'],
    ['Ph-1', 6, 'full'],
    ['Cut', 9, 'full'],
    ['LRG', 0, 'full'],
    ['WRG', 3, 'full'],
    ['wrg', 5, 'full'],
    ['  ph-10 ', 4, 'one-per-box-per-turn'],
  ] as const)('Solid Neutronium Hull: %s at %iX -> %s', (w, tech, effect) => {
    expect(ok(solidNeutroniumEffect(w, tech)).effect).toBe(effect);
  });

  it('Solid Neutronium Hull: refuses a missing weapon or tech', () => {
    expect(refused(solidNeutroniumEffect('', 4.5))).toEqual(['weapon:invalid-value', 'tech:invalid-value']);
  });
});

describe('Breen armor (seed 000 "Armor, Breen")', () => {
  it.each([
    [3, true],
    [1, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [1.5, false],
  ])('Armor, Breen: counts as shields with %d boxes left -> %s', (boxes, shielded) => {
    expect(breenArmorActsAsShields(boxes)).toBe(shielded);
  });

  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [5, 2, 1],
    [6, 3, 0],
    [4.5, 2, 0.5],
  ])('Armor, Breen: %d energy reinforces %d points at 2 for 1', (energy, points, energyLeft) => {
    expect(ok(breenArmorReinforcement(energy))).toEqual({ points, energyUsed: points * 2, energyLeft });
  });

  it('Armor, Breen: refuses negative energy', () => {
    // The energy is the one input: its path is the empty one.
    expect(refused(breenArmorReinforcement(-2))).toEqual([':invalid-value']);
  });
});

describe('armor rule tables (seed 000)', () => {
  const tables = { ARMOR_9, BORG_ARMOR, BREEN_ARMOR, NON_ABLATIVE_ARMOR, SPECIFIC_ARMOR, REGENERATING_ARMOR, SKIN, NEUTRONIUM_COATING };

  it.each(Object.entries(tables))('%s is frozen and every value names its source', (_name, table) => {
    expect(Object.isFrozen(table)).toBe(true);
    for (const v of Object.values(table)) {
      expect(Object.isFrozen(v)).toBe(true);
      expect(['SFB:TNG', 'spacedock']).toContain(v.source.book);
      expect(v.source.entry.length).toBeGreaterThan(0);
    }
    expect(() => {
      (Object.values(table)[0] as { value: unknown }).value = 99;
    }).toThrow(TypeError);
  });

  it('SOLID_NEUTRONIUM rows are frozen and cite the Solid Neutronium Hull entry', () => {
    expect(Object.isFrozen(SOLID_NEUTRONIUM)).toBe(true);
    for (const row of SOLID_NEUTRONIUM) {
      expect(Object.isFrozen(row)).toBe(true);
      expect(row.source).toEqual({ book: 'SFB:TNG', entry: 'Solid Neutronium Hull' });
    }
  });

  it('the seed numbers are the ones the brief lists', () => {
    expect([ARMOR_9.pointsPerBox.value, ARMOR_9.leakEvery.value]).toEqual([9, 10]);
    expect([SKIN.ignoredPerBox.value, SKIN.pointsPerBox.value]).toEqual([300, 300]);
    expect([REGENERATING_ARMOR.percentPerPhase.value, REGENERATING_ARMOR.rounding.value]).toEqual([20, 'up']);
    expect([NEUTRONIUM_COATING.maxTech.value, NEUTRONIUM_COATING.divisor.value]).toEqual([7, 10]);
    expect(BREEN_ARMOR.energyPerReinforcementPoint.value).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const small = fc.integer({ min: 0, max: 400 });
const big = fc.oneof(small, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
const armor9Track = fc
  .record({ boxes: fc.integer({ min: 0, max: 40 }), held: fc.integer({ min: 0, max: 8 }), counted: fc.integer({ min: 0, max: 9 }) })
  .map((t) => (t.boxes === 0 ? { ...t, held: 0 } : t));
const skinTurn: fc.Arbitrary<SkinTurn> = fc
  .record({
    boxes: fc.integer({ min: 0, max: 12 }),
    ignoreLeft: fc.integer({ min: 0, max: 4000 }),
    held: fc.integer({ min: 0, max: 299 }),
    internalNext: fc.boolean(),
  })
  .map((t) => (t.boxes === 0 ? { ...t, held: 0, internalNext: false } : t.internalNext ? { ...t, held: 0 } : t));

describe('armor properties', () => {
  it('Armor-9: absorbed + leaked + through = incoming, and no more boxes destroyed than exist', () => {
    fc.assert(
      fc.property(
        fc.record({ boxes: fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 9) }), counted: fc.integer({ min: 0, max: 9 }) }),
        big,
        (track, damage) => {
          const r = ok(applyArmor9(track, damage));
          expect(r.absorbed + r.leaked + r.through).toBe(damage);
          expect(r.passedOn).toBe(r.leaked + r.through);
          expect(r.boxesDestroyed).toBeLessThanOrEqual(track.boxes);
          expect(r.state.boxes + r.boxesDestroyed).toBe(track.boxes);
          expect(r.absorbed).toBeLessThanOrEqual(track.boxes * 9);
        },
      ),
    );
  });

  it('Armor-9: agrees with a point-by-point count', () => {
    fc.assert(
      fc.property(armor9Track, small, (t, damage) => {
        const r = ok(applyArmor9(t, damage));
        const ref = armor9ByPoint(t.boxes, t.held, t.counted, damage);
        expect({ absorbed: r.absorbed, leaked: r.leaked, through: r.through, state: r.state }).toEqual(ref);
      }),
    );
  });

  it('Armor-9: one stream split into two calls gives the same result as one call', () => {
    fc.assert(
      fc.property(armor9Track, small, small, (t, d1, d2) => {
        const a = ok(applyArmor9(t, d1));
        const b = ok(applyArmor9(a.state, d2));
        const whole = ok(applyArmor9(t, d1 + d2));
        expect(b.state).toEqual(whole.state);
        expect(a.absorbed + b.absorbed).toBe(whole.absorbed);
        expect(a.leaked + b.leaked).toBe(whole.leaked);
      }),
    );
  });

  it('Skin: ignored + on Skin + internal = incoming, and no more boxes destroyed than exist', () => {
    fc.assert(
      fc.property(skinTurn, big, (turn, damage) => {
        const r = ok(applySkinDamage(turn, damage));
        expect(r.ignored + r.onSkin + r.internal).toBe(damage);
        expect(r.boxesDestroyed).toBeLessThanOrEqual(turn.boxes);
        expect(r.turn.boxes + r.boxesDestroyed).toBe(turn.boxes);
        expect(r.ignored).toBeLessThanOrEqual(turn.ignoreLeft);
      }),
    );
  });

  it('Skin: agrees with a point-by-point count', () => {
    fc.assert(
      fc.property(skinTurn, fc.integer({ min: 0, max: 6000 }), (turn, damage) => {
        const r = ok(applySkinDamage(turn, damage));
        const ref = skinByPoint(turn, damage);
        expect({ ignored: r.ignored, onSkin: r.onSkin, internal: r.internal, turn: r.turn }).toEqual(ref);
      }),
      { numRuns: 300 },
    );
  });

  it('Skin: two hits in one turn give the same result as their sum', () => {
    fc.assert(
      fc.property(skinTurn, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (turn, d1, d2) => {
        const a = ok(applySkinDamage(turn, d1));
        const b = ok(applySkinDamage(a.turn, d2));
        const whole = ok(applySkinDamage(turn, d1 + d2));
        expect(b.turn).toEqual(whole.turn);
        expect(a.internal + b.internal).toBe(whole.internal);
      }),
    );
  });

  it('Borg and non-ablative armor: damage is conserved per hit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(small, { maxLength: 12 }), (boxes, hits) => {
        const b = ok(applyBorgArmor(boxes, hits));
        b.hits.forEach((h, i) => expect(h.ignored + h.absorbed + h.through).toBe(hits[i]));
        expect(b.boxesDestroyed).toBeLessThanOrEqual(boxes);
        expect(b.absorbed).toBe(b.boxesDestroyed);
        const n = ok(applyNonAblativeArmor(boxes, hits));
        expect(n.total + n.stopped).toBe(hits.reduce((s, d) => s + d, 0));
        n.hits.forEach((h, i) => expect(h).toBe(Math.max(0, hits[i]! - boxes)));
      }),
    );
  });

  it('Regenerating armor: repairs within 0..destroyed and at most ceil(20%) per group', () => {
    const group = fc.integer({ min: 0, max: 10_000 }).chain((original) => fc.record({ original: fc.constant(original), destroyed: fc.integer({ min: 0, max: original }) }));
    fc.assert(
      fc.property(fc.array(group, { maxLength: 6 }), (groups) => {
        const r = ok(regenerateArmor(groups));
        r.groups.forEach((g, i) => {
          const before = groups[i]!;
          expect(g.repaired).toBe(Math.min(before.destroyed, Math.ceil(before.original / 5)));
          expect(g.destroyed).toBe(before.destroyed - g.repaired);
        });
      }),
    );
  });

  it('Neutronium coating: never raises damage, and 7X or lower is within 1 of a tenth', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 12 }), fc.constantFrom('nearest', 'down', 'up') as fc.Arbitrary<'nearest' | 'down' | 'up'>, (damage, tech, rounding) => {
        const r = ok(applyNeutroniumCoating(damage, tech, { rounding }));
        expect(r.damage).toBeLessThanOrEqual(damage);
        if (tech <= 7) expect(Math.abs(r.damage - damage / 10)).toBeLessThan(1);
        else expect(r.damage).toBe(damage);
      }),
    );
  });

  it('no helper changes its input, and refusals are plain data rather than throws', () => {
    fc.assert(
      fc.property(armor9Track, skinTurn, fc.array(fc.integer({ min: -5, max: 50 }), { maxLength: 6 }), fc.anything(), (t, s, hits, junk) => {
        const frozen = <T>(v: T): T => structuredClone(v);
        const [t0, s0, h0] = [frozen(t), frozen(s), frozen(hits)];
        applyArmor9(t, 17);
        applySkinDamage(s, 1234);
        applyBorgArmor(3, hits);
        applyNonAblativeArmor(1, hits);
        routeSpecificArmorHits({ protects: 'Warp', boxes: 2 }, ['Warp']);
        regenerateArmor([{ original: 5, destroyed: 2 }]);
        expect([t, s, hits]).toEqual([t0, s0, h0]);
        for (const call of [
          () => applyArmor9(junk as never, 1),
          () => applyArmor9(junk as never, junk as never),
          () => applySkinDamage(junk as never, junk as never),
          () => applyBorgArmor(junk as never, junk as never),
          () => applyNonAblativeArmor(junk as never, junk as never),
          () => routeSpecificArmorHit(junk as never, junk as never),
          () => routeSpecificArmorHits(junk as never, junk as never),
          () => regenerateArmor(junk as never),
          () => startSkinTurn(junk as never),
          () => applyNeutroniumCoating(junk as never, junk as never, junk as never),
          () => solidNeutroniumEffect(junk as never, junk as never),
          () => breenArmorReinforcement(junk as never),
          () => breenArmorActsAsShields(junk as never),
        ]) {
          const r = call();
          expect(() => JSON.stringify(r)).not.toThrow();
          // A failure always says why, with a code and the path of what is wrong.
          if (typeof r === 'object' && !r.ok) {
            expect(r.diagnostics.length).toBeGreaterThan(0);
            for (const d of r.diagnostics) expect(typeof d.code === 'string' && typeof d.path === 'string').toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('frozen inputs are accepted (nothing is written to them)', () => {
    const hits = Object.freeze([4, 4, 4, 4]);
    expect(ok(applyNonAblativeArmor(1, hits)).total).toBe(12);
    expect(ok(applyArmor9(Object.freeze({ boxes: 2 }), 20)).state.boxes).toBe(0);
    expect(ok(regenerateArmor(Object.freeze([Object.freeze({ original: 5, destroyed: 5 })]))).repaired).toBe(1);
  });
});
