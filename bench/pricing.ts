import { FUNCTION_COSTS, FUNCTIONS, parseUnit, priceUnit, type Modifier, type UnitSpec } from '../src/index.js';
import { loadFixture } from '../test/helpers/fixtures.js';
import { realisticSpecs } from './corpus.js';
import { compare, rate } from './harness.js';

/**
 * The baseline: the five numbers from the same AST with plain float arithmetic and no result
 * objects, for the default profile. Every seed factor is a multiple of 0.25, so the sums are
 * exact; the table lookups are the minimum a pricer has to do. (Not exact for huge numbers or
 * non-quarter profiles; the corpus has neither.)
 */
function baselinePrice(u: UnitSpec): number {
  const fn = u.function as { kind: keyof typeof FUNCTION_COSTS; dice?: { count: number }; points?: { value: number }; basic?: { value: number }; sensors?: readonly unknown[]; radius?: { value: number }; mode?: 'detection' | 'targeting' };
  const c = FUNCTION_COSTS[fn.kind];
  let basic = (c.base ?? 0) + (c.perDie ?? 0) * (fn.dice?.count ?? 0) + (c.perPoint ?? 0) * (fn.points?.value ?? fn.basic?.value ?? 0);
  if (c.perExtraSensor !== undefined && fn.sensors !== undefined) basic += c.perExtraSensor * (fn.sensors.length - 1);
  if (c.perRadiusHex !== undefined && fn.radius !== undefined) basic += c.perRadiusHex * fn.radius.value;
  if (c.byMode !== undefined && fn.mode !== undefined) basic += c.byMode[fn.mode];
  let adv = 0;
  let dis = 0;
  let noPower = !FUNCTIONS[fn.kind].needsPower;
  let ranged = FUNCTIONS[fn.kind].hasRange;
  let m = 1;
  let up = 0;
  let down = 0;
  for (const x of u.modifiers) {
    const f = factor(x);
    if (f > 0) adv += f;
    else dis -= f;
    if (x.code === 'CH' || x.code === 'POWZ') noPower = true;
    else if (x.code === 'POW-') m /= 2;
    else if (x.code === 'POWX') m *= x.multiplier;
    else if (x.code === 'RNG') ranged = true;
    else if (x.code === 'RNGX') up++;
    else if (x.code === 'RNG/') down++;
  }
  const active = Math.round(basic * (1 + adv));
  const build = Math.round(active / (1 + dis));
  const power = noPower ? 0 : Math.round((active / 5) * m);
  const range = ranged ? Math.round((build * 5 ** up) / 2 ** down) : 0;
  return basic + active + build + power + range;
}

/** Signed factors of the corpus's modifiers: advantages positive, disadvantages negative. */
function factor(x: Modifier): number {
  switch (x.code) {
    case 'AP': case 'EX': case 'PEN': case 'RNGN': case 'POWZ': case 'RNG': return 0.5;
    case 'NB': return 2.5;
    case 'RNGX': case 'POW-': case 'IMMUNE': case 'DELAY': case 'TRIGGER': case 'HARD': return 0.25;
    case 'OTHER': return 0.75;
    case 'CONT': return x.uncontrolled ? 1.5 : 1;
    case 'AUTO': return 0.5 + 0.25 * Math.log2((x.shots ?? 5) / 5);
    case 'ARC': return 0.25 * (x.arcs.length - 1);
    case 'AE': return (x.shape === 'hex' ? 0.5 : 1) + (x.selective ? 0.25 : 0);
    case 'BM': case 'RNG-': case 'RNG/': return -0.25;
    case 'SPINAL': return -0.75;
    case 'DISPEL': return -2;
    case 'INTR': return -1;
    case 'LIMIT': return -(x.factor ?? 0.5);
    case 'ACT': return -({ 8: 2, 9: 1.5, 10: 1.25, 11: 1, 12: 0.75, 14: 0.5, 15: 0.25 } as Record<number, number>)[x.roll]!;
    case 'JAM': return -({ 8: 2.5, 9: 2, 10: 1.75, 11: 1.5, 12: 1.25, 14: 1, 15: 0.75 } as Record<number, number>)[x.roll]!;
    case 'XTIME': return -({ 1: 0.5, 2: 1, 4: 1.5 } as Record<number, number>)[x.turns]!;
    case 'POWX': return -({ 2: 0.5, 3: 1, 4: 1.5, 5: 2, 6: 2.5, 7: 3, 8: 3.5, 10: 4 } as Record<number, number>)[x.multiplier]!;
    case 'CH': return x.charges <= 1 ? -2 : x.charges <= 2 ? -1.5 : x.charges <= 3 ? -1.25 : x.charges <= 4 ? -1 : x.charges <= 6 ? -0.75 : x.charges <= 8 ? -0.5 : x.charges <= 12 ? -0.25 : x.charges <= 16 ? 0 : x.charges <= 32 ? 0.25 : x.charges <= 64 ? 0.5 : x.charges <= 125 ? 0.75 : 1;
    default: return 0; // BURN with charges needs the larger-of rule; the corpus avoids it
  }
}

/** Pricing throughput, pre-parsed and from strings, next to the baseline in the same run. */
export function benchPricing(): void {
  const seed = loadFixture<{ spec: string }[]>('notation-accepted.yaml').map((f) => f.spec);
  const specs = [...seed, ...realisticSpecs(2400, 20261129)].filter((s) => {
    const r = priceUnit(s);
    return r.ok && !s.includes('BURN');
  }).slice(0, 2000);
  const units = specs.map((s) => {
    const r = parseUnit(s);
    if (!r.ok) throw new Error('unreachable');
    return r.value;
  });
  // The baseline must agree with the library on this corpus, or the comparison means nothing.
  for (const u of units) {
    const r = priceUnit(u);
    if (!r.ok) throw new Error('unreachable');
    const p = r.value;
    if (baselinePrice(u) !== p.basic + p.active + p.build + p.power + p.range) throw new Error(`baseline disagrees on ${JSON.stringify(u)}`);
  }
  const { rates, ratio } = compare<UnitSpec>([
    { name: 'baseline (plain arithmetic)', items: units, work: baselinePrice },
    { name: 'priceUnit(UnitSpec)', items: units, work: (u) => priceUnit(u) },
  ]);
  // Copies lose the mark of an accepted parse, so these are checked again before pricing.
  const copies = units.map((u) => ({ ...u }));
  const extra = compare<unknown>(
    [
      { name: 'priceUnit(copied UnitSpec)', items: copies, work: (u) => priceUnit(u as UnitSpec) },
      { name: 'priceUnit(string)', items: specs, work: (s) => priceUnit(s as string) },
    ],
    250,
    5,
  ).rates;
  const slower = ratio(0, 1);
  const parsed = rates[1]!;
  console.log(`\npricing: ${units.length} units (seed fixtures + realistic generated)`);
  console.log(`  ${rates[0]!.name.padEnd(28)} ${rate(rates[0]!.perSecond).padStart(11)} units/s   baseline`);
  console.log(`  ${parsed.name.padEnd(28)} ${rate(parsed.perSecond).padStart(11)} units/s   ${slower.toFixed(2)}x the baseline's time (target <= 5: ${slower <= 5 ? 'met' : 'NOT MET'}); >= 1 M/s: ${parsed.perSecond >= 1e6 ? 'met' : 'NOT MET'}`);
  console.log(`  ${extra[0]!.name.padEnd(28)} ${rate(extra[0]!.perSecond).padStart(11)} units/s   (a unit not from parseUnit: checked, then priced)`);
  console.log(`  ${extra[1]!.name.padEnd(28)} ${rate(extra[1]!.perSecond).padStart(11)} units/s   (parse + price)`);
}
