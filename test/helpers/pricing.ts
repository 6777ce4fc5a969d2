import { FUNCTIONS, type PricingProfile, type UnitSpec } from '../../src/index.js';
import type { ReferenceInput } from './reference.js';

/** What the reference needs to know about a unit besides its totals, read from its syntax tree. */
export function referenceShape(unit: UnitSpec, profile: PricingProfile): Omit<ReferenceInput, 'basic' | 'adv4' | 'dis4'> {
  const codes = unit.modifiers.map((m) => m.code);
  const rule = FUNCTIONS[unit.function.kind];
  const noPower = !rule.needsPower || codes.includes('CH') || codes.includes('POWZ');
  const powx = unit.modifiers.find((m) => m.code === 'POWX');
  const mult = powx?.code === 'POWX' ? powx.multiplier : 1;
  return {
    power: noPower ? null : { n: mult, d: codes.includes('POW-') ? 2 : 1 },
    ranged: rule.hasRange || codes.includes('RNG'),
    rangeUp: codes.filter((c) => c === 'RNGX').length,
    rangeDown: codes.filter((c) => c === 'RNG/').length,
    profile: { powerDivisor: profile.powerDivisor, rangeBasis: profile.rangeBasis, rangeFactor: profile.rangeFactor, ties: profile.rounding },
  };
}
