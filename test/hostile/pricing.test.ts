// Hostile input to the notation, pricing, rules, catalog and cost tables, each case in its own
// child process with a 1 GB heap (cases/pricing.ts). Every answer is checked for its code and
// the field path or count it names, not only for having come back.
import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

/** `invalid-unit` at the field's path (`path: message` split at the first `: `; `the unit` is the whole input). */
const refused = (placed: string) => {
  const at = placed.indexOf(': ');
  const path = placed.slice(0, at);
  // priceUnit takes two inputs: the unit's paths start with its parameter's name.
  return { ok: false, codes: ['invalid-unit'], message: placed.slice(at + 2), path: path === 'the unit' ? 'unit' : `unit.${path}` };
};
const NESTED = 'function.warhead.function.kind: a missile cannot be the warhead of a missile: warheads nest one level deep';

describe('hand-built units are refused as invalid-unit, naming the field', () => {
  it.each([
    ['pricing/dice-negative', 'function.dice.count: -1 is not a positive whole number'],
    ['pricing/dice-fraction', 'function.dice.count: 2.5 is not a positive whole number'],
    ['pricing/dice-minus-infinity', 'function.dice.count: -Infinity is not a positive whole number'],
    ['pricing/dice-unsafe', 'function.dice.count: 9007199254740992 is larger than 9007199254740991'],
    ['pricing/nine-a-arcs', 'modifiers[0].arcs: the list has 9 items, more than the 6 it can hold'],
    ['pricing/arc-repeated', 'modifiers[0].arcs[2]: arc A is listed twice'],
    ['pricing/missile-in-missile', NESTED],
    ['pricing/unknown-modifier-code', 'modifiers[0].code: "XX" is not a modifier code'],
    ['pricing/null-modifier', 'modifiers[0]: null is not a modifier'],
    ['pricing/function-without-dice', 'function.dice: it is missing'],
    ['pricing/cyclic-warhead', NESTED],
    ['pricing/warhead-100k-deep', NESTED],
    ['pricing/function-100k-deep', 'span: it is missing'],
    ['pricing/modifiers-100k-deep-array', 'modifiers[0].code: it is missing'],
    ['pricing/throwing-getter', 'function.dice: reading it threw an error'],
    ['pricing/proxy-traps-throw', 'span: reading it threw an error'],
    ['pricing/revoked-proxy', 'span: reading it threw an error'],
    ['pricing/proxy-around-parsed-unit', 'modifiers[0].code: "NOPE" is not a modifier code'],
    ['pricing/parsed-unit-edited-in-place', 'function.dice.count: -1 is not a positive whole number'],
    ['pricing/symbol', 'the unit: a symbol is not a unit syntax tree'],
  ])('%s', (name, message) => {
    expect(caseResult(name)).toEqual(refused(message));
  });

  it('a list longer than a unit may hold is unit-too-large, read no further than its length', () => {
    expect(caseResult('pricing/endless-modifier-list')).toEqual({ ok: false, codes: ['unit-too-large'], message: 'the list has 4294967295 items, more than the 1000 a unit may hold', path: 'unit.modifiers' });
  });

  it('a null-prototype unit prices', () => {
    expect(caseResult('pricing/null-prototype-unit')).toEqual({ ok: true, codes: [], message: '', basic: 15 });
  });

  it('a parsed unit and its JSON copy price the same', () => {
    expect(caseResult('pricing/json-round-trip')).toEqual([true, true, true, true]);
  });

  it('options that throw are invalid-profile', () => {
    expect(caseResult('pricing/options-that-throw')).toEqual([
      { ok: false, codes: ['invalid-profile'] },
      { ok: false, codes: ['invalid-profile'] },
    ]);
  });

  it('formatUnit and formatModifier throw the documented TypeError, naming the field', () => {
    expect(caseResult('pricing/format-malformed')).toEqual([
      { name: 'TypeError', message: 'formatUnit takes a unit syntax tree: function.dice.count: -1 is not a positive whole number' },
      { name: 'TypeError', message: 'formatUnit takes a unit syntax tree: span: reading it threw an error' },
      { name: 'TypeError', message: 'formatModifier takes a modifier: arcs[1]: arc A is listed twice' },
    ]);
  });
});

describe('the parser keeps 1000 diagnostics and one summary, in bounded memory', () => {
  const summary = (dropped: number, severity: string, start: number, end: number) => ({
    severity,
    code: 'too-many-diagnostics',
    message: `${dropped} more diagnostics not shown (at most 1000 are kept)`,
    span: { start, end },
  });

  it('10 MB of unknown words: 1000 + 1, the last counting the other 3 299 000', () => {
    expect(caseResult('notation/10mb-unknown-words')).toEqual({
      count: 1001,
      codes: ['unknown-modifier', 'too-many-diagnostics'],
      last: summary(3_299_000, 'error', 3009, 3011),
      sorted: true,
      ok: false,
      heapGrowthUnder100MB: true,
    });
  });

  it('3.3 million repeated modifiers: the first 1000 kept and checked, then unit-too-large once', () => {
    expect(caseResult('notation/10mb-duplicate-modifiers')).toMatchObject({
      count: 1000,
      codes: ['duplicate-modifier', 'unit-too-large'],
      last: { code: 'unit-too-large', severity: 'error', message: 'a unit holds at most 1000 modifiers; this one and those after it are not read', span: { start: 3009, end: 3011 } },
      ok: false,
    });
  });

  it('2 million sensor types: the list stops at 1000', () => {
    expect(caseResult('notation/10mb-sensor-list')).toMatchObject({ codes: ['unit-too-large'], ok: false });
  });

  it('10 million commas: warnings only, so still ok', () => {
    expect(caseResult('notation/10mb-commas')).toMatchObject({ count: 1001, codes: ['extra-comma', 'too-many-diagnostics'], last: summary(9_999_000, 'warning', 1009, 1011), ok: true });
  });

  it('an error left out makes the summary an error and the parse not ok', () => {
    expect(caseResult('notation/errors-only-past-the-cap')).toMatchObject({ count: 1001, last: summary(500, 'error', 1008, 1010), ok: false, keptSeverities: ['warning'] });
  });

  it('the first 1000 by position are kept, whichever check found them', () => {
    expect(caseResult('notation/late-checks-early-positions')).toMatchObject({
      count: 1001,
      sorted: true,
      first: { code: 'duplicate-modifier', span: { start: 12, end: 14 } },
      last: summary(4001, 'error', 3012, 3014),
    });
  });

  it('priceUnit of the 10 MB string passes the capped list on', () => {
    expect(caseResult('pricing/10mb-string')).toMatchObject({ count: 1001, last: summary(3_299_000, 'error', 3009, 3011), ok: false });
  });
});

describe('rules, catalog and cost tables', () => {
  it('rollUnder3d6: NaN and non-numbers are documented errors, any other number a threshold', () => {
    expect(caseResult('rules/roll-under-edges')).toEqual([
      { name: 'RangeError', message: 'rollUnder3d6 takes a number, not NaN' },
      { name: 'TypeError', message: 'rollUnder3d6 takes a number' },
      1,
      0,
      0.5,
      1,
    ]);
  });

  it('findEntry with a label or variant that cannot be printed', () => {
    expect(caseResult('catalog/find-entry-hostile')).toEqual([
      { ok: false, codes: ['invalid-value'], message: 'an object is not a string', path: 'label' },
      { ok: false, codes: ['invalid-value'], message: 'a symbol is not a string', path: 'label' },
      { ok: false, codes: ['invalid-value'], message: 'a symbol is not a string', path: 'variant' },
      { ok: false, codes: ['invalid-value'], message: 'an object is not a string', path: 'label' },
    ]);
  });

  it('catalog numbers: past 2^53 - 1 is points-too-large, bad arguments invalid-value', () => {
    expect(caseResult('catalog/numbers-hostile')).toEqual([
      { ok: false, codes: ['points-too-large'], message: 'the energy for a movement cost of 1e+308 at range 2 comes to more than 9007199254740991', path: 'movementCost' },
      { ok: false, codes: ['points-too-large'], message: 'the strength of 1e+308 power at range 0 comes to more than 9007199254740991', path: 'power' },
      { ok: false, codes: ['points-too-large'], message: 'the repair cost of 9007199254740991 boxes comes to more than 9007199254740991', path: 'options.boxes' },
      { ok: false, codes: ['invalid-value'], message: 'Infinity is not a whole number from 0 up', path: 'boxes' },
      { ok: false, codes: ['invalid-value'], message: 'an object is not a catalog entry (from findEntry, listEntries or CATALOG_ENTRIES)', path: 'entry' },
      { ok: false, codes: ['unreadable-input'], message: 'reading it threw an error', path: 'options' },
    ]);
  });

  it('hetEscape: an endless roll list is refused by its length, 10 million bad rolls give one diagnostic', () => {
    expect(caseResult('catalog/endless-rolls')).toEqual([
      { ok: false, message: 'the list has 4294967295 items, more than the 10000 rolls read', path: 'rolls' },
      { ok: false, count: 1 },
    ]);
  });

  it('formatTable and tableRows: documented TypeErrors for what is not theirs', () => {
    expect(caseResult('table/unknown-format-and-column')).toEqual([
      { name: 'TypeError', message: 'formatTable: the format is one of md, csv, json, not "xml"' },
      { name: 'TypeError', message: 'formatTable: unknown column "cost"; the columns are name, spec, count, basic, active, build, power, range, modifiers' },
      { name: 'TypeError', message: 'tableRows takes a document from loadDesigns, not null' },
    ]);
  });

  it('totals past 2^53 - 1: the load refused with the exact sums in points-too-large, at the lines summed', () => {
    // 9007199254740991 x 10000 + 15, and 1801439850948198 x 10000 + 3, exactly.
    const build = 9007199254740991n * 10000n + 15n;
    const power = 1801439850948198n * 10000n + 3n;
    expect(caseResult('totals/past-2^53')).toEqual({
      ok: false,
      diagnostics: [
        { severity: 'error', code: 'points-too-large', message: `the sum of the build points of the units is ${build}, more than 9007199254740991`, path: 'units' },
        { severity: 'error', code: 'points-too-large', message: `the sum of the power of the units is ${power}, more than 9007199254740991`, path: 'units' },
      ],
    });
  });

});
