import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseUnit, priceUnit, PROFILES, type ProfileName } from '../../src/index.js';
import { loadFixture } from '../helpers/fixtures.js';
import { referenceShape } from '../helpers/pricing.js';
import { referencePrice } from '../helpers/reference.js';

interface Numbers {
  basic: number;
  active: number;
  build: number;
  power: number;
  range: number;
}
interface SeedFixture {
  name: string;
  spec: string;
  printed?: Partial<Numbers>;
  expected: Numbers;
  warnings?: string[];
  errata?: string[];
  readings?: { spec: string; profile: ProfileName; expected: Numbers }[];
}
interface TableFixture {
  name: string;
  spec: string;
  basic: number;
  advantages: number;
  disadvantages: number;
}

const seed = loadFixture<SeedFixture[]>('pricing-seed.yaml');
const tables = loadFixture<TableFixture[]>('pricing-tables.yaml');
const numbers = (p: Numbers): Numbers => ({ basic: p.basic, active: p.active, build: p.build, power: p.power, range: p.range });

describe('seed examples (specs/conformance/pricing-seed.yaml)', () => {
  it('covers every worked example', () => expect(seed.length).toBeGreaterThanOrEqual(19));

  it.each(seed.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const r = priceUnit(f.spec);
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    expect(numbers(r.value)).toEqual(f.expected);
    expect(r.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code)).toEqual(f.warnings ?? []);
    // Every figure the seed prints either matches or has its erratum written down.
    if (f.printed !== undefined) {
      const differs = Object.entries(f.printed).filter(([k, v]) => (f.expected as unknown as Record<string, number>)[k] !== v);
      if (differs.length > 0) expect(f.errata?.length ?? 0, `${f.name}: ${differs.map(([k]) => k).join(', ')} differ`).toBeGreaterThan(0);
    }
    for (const reading of f.readings ?? []) {
      const alt = priceUnit(reading.spec, { profile: reading.profile });
      if (!alt.ok) throw new Error(alt.diagnostics.map((d) => d.message).join('\n'));
      expect(numbers(alt.value), `${reading.spec} (${reading.profile})`).toEqual(reading.expected);
    }
  });
});

describe('table rows (specs/conformance/pricing-tables.yaml)', () => {
  it('has a fixture for every row', () => expect(tables.length).toBeGreaterThan(100));

  it.each(tables.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    for (const profile of Object.values(PROFILES)) {
      const r = priceUnit(f.spec, { profile: profile.name });
      if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
      expect(r.value.basic).toBe(f.basic);
      expect(r.value.advantages).toBe(f.advantages);
      expect(r.value.disadvantages).toBe(f.disadvantages);
      const parsed = parseUnit(f.spec);
      if (!parsed.ok) throw new Error('unreachable');
      const ref = referencePrice({ basic: f.basic, adv4: f.advantages * 4, dis4: f.disadvantages * 4, ...referenceShape(parsed.value, profile) });
      expect({ active: r.value.active, build: r.value.build, power: r.value.power, range: r.value.range }).toEqual(ref);
    }
  });

  it('prices under the default profile unless told otherwise', () => {
    const r = priceUnit('9 eDefense');
    expect(r.ok && r.value.profile).toBe(DEFAULT_PROFILE.name);
  });
});
