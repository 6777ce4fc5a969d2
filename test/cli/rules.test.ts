/** `spacedock rules`: what its golden file cannot show, that its factor ranges are the pricing's own. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionEntries, modifierEntries } from '../../src/cli/rules-command.js';
import { costText, FACTOR_RANGES as VARIABLE_FACTORS } from '../../src/index.js';
import { MODIFIERS, priceUnit, type ModifierCode } from '../../src/index.js';
import { runIn } from './harness.js';

describe('spacedock rules: variable factors', () => {
  it('gives a range to every modifier without a fixed factor, and to no other', () => {
    for (const m of Object.values(MODIFIERS)) expect([m.code, VARIABLE_FACTORS[m.code] !== undefined]).toEqual([m.code, m.factor === null]);
  });

  // For each range end, a spec whose price has exactly that factor for the code.
  const ENDS: readonly (readonly [ModifierCode, 'min' | 'max', string])[] = [
    ['AUTO', 'min', '3d6 eZap AUTO'],
    ['CH', 'min', '3d6 eZap 14CH'],
    ['CH', 'max', '3d6 eZap 1CH'],
    ['CONT', 'min', '3d6 eZap CONT'],
    ['CONT', 'max', '3d6 eZap CONT:U'],
    ['ARC', 'min', '3d6 eZap ARC:A'],
    ['ARC', 'max', '3d6 eZap ARC:ABCDEF'],
    ['AE', 'min', '3d6 eZap AE:H'],
    ['AE', 'max', '3d6 eZap AE:R15s'],
    ['ACT', 'min', '3d6 eZap ACT15<'],
    ['ACT', 'max', '3d6 eZap ACT8<'],
    ['BURN', 'min', '3d6 eZap BURN14<'],
    ['BURN', 'max', '3d6 eZap BURN9< 2CH'],
    ['JAM', 'min', '3d6 eZap JAM15<'],
    ['JAM', 'max', '3d6 eZap JAM8<'],
    ['XTIME', 'min', '3d6 eZap XTIME1'],
    ['XTIME', 'max', '3d6 eZap XTIME4'],
    ['POWX', 'min', '3d6 eZap POWX2'],
    ['POWX', 'max', '3d6 eZap POWX10'],
    ['LIMIT', 'min', '3d6 eZap LIMIT:0.25="x"'],
    ['LIMIT', 'max', '3d6 eZap LIMIT:2="x"'],
  ];
  it.each(ENDS)('%s: the %s of its range is what %s prices', (code, end, spec) => {
    const r = priceUnit(spec);
    expect(r.ok).toBe(true);
    const term = r.ok ? r.value.breakdown.find((t) => t.code === code) : undefined;
    expect(term?.factor).toBe(VARIABLE_FACTORS[code]?.[end]);
  });

  it('shows an open range as "or more", a closed one as "to"', async () => {
    const r = await runIn(['rules', '--search', 'AUTO', '--format', 'csv']);
    expect(r.out).toContain(`,${VARIABLE_FACTORS.AUTO?.min} or more by shots (AUTOFIRE),`);
    const act = await runIn(['rules', '--search', 'activation', '--format', 'csv']);
    expect(act.out).toContain(`,${VARIABLE_FACTORS.ACT?.min} to ${VARIABLE_FACTORS.ACT?.max} by roll (ACTIVATION_ROLLS),`);
  });
});

describe('spacedock rules: the same data as docs/rules.md', () => {
  const docs = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
  it.each(functionEntries().map((f) => [f.name, f] as const))('%s: the basic points the docs print', (_, f) => {
    expect(docs).toContain(`| ${f.name} | ${f.amount} |`);
    expect(docs).toContain(`| ${costText(f.cost)} |`);
  });
  it('lists every function and modifier once, in table order', async () => {
    const r = await runIn(['rules', '--json']);
    const report = JSON.parse(r.out) as { functions: { code: string }[]; modifiers: { code: string }[] };
    expect(report.functions.map((f) => f.code)).toEqual(functionEntries().map((f) => f.code));
    expect(report.modifiers.map((m) => m.code)).toEqual(Object.keys(MODIFIERS));
    expect(modifierEntries().length).toBe(Object.keys(MODIFIERS).length);
  });
});

describe('spacedock rules --search', () => {
  it('matches code or name in any case, and a match in either keeps the entry', async () => {
    const lower = JSON.parse((await runIn(['rules', '--search', 'needle', '--json'])).out) as { modifiers: { code: string }[] };
    const upper = JSON.parse((await runIn(['rules', '--search', 'NB', '--json'])).out) as { modifiers: { code: string }[] };
    expect(lower.modifiers.map((m) => m.code)).toEqual(['NB']);
    expect(upper.modifiers.map((m) => m.code)).toEqual(['NB']);
  });
  it('answers an empty search with an empty table, exit 0, and a note on standard error only', async () => {
    const r = await runIn(['rules', '--search', 'no such rule']);
    expect([r.code, r.out]).toEqual([0, '']);
    expect(r.err).toContain('"no such rule"');
  });
});
