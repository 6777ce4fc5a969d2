// A design's sheet checks its limits before it prices anything, prices each spec once, and says
// why a unit does not price (issue 23, items 3 and 13).
import { describe, expect, it } from 'vitest';
import type { LoadedDocument } from '../../src/design/index.js';
import { renderSheet, SHEET_LIMITS } from '../../src/sheet/index.js';

/** A ship document built in code, as renderSheet takes a loaded one (no prices: it prices them). */
const design = (units: readonly { name: string; spec: string }[]): LoadedDocument =>
  ({ document: { format: 1, kind: 'ship', name: 'T', sizeClass: 4, tech: 3, units }, prices: [], range: [0, 0] }) as unknown as LoadedDocument;

/** What `work` answers, and the CPU time it took in milliseconds (a budget, never the wall clock). */
function timed<T>(work: () => T): { readonly value: T; readonly cpuMs: number } {
  const started = process.cpuUsage();
  const value = work();
  const cpu = process.cpuUsage(started);
  return { value, cpuMs: (cpu.user + cpu.system) / 1000 };
}

describe('a design sheet and its units', () => {
  it('refuses more unit lines than a table holds before pricing one (10 000 lines sharing a 1 MB spec)', () => {
    const spec = `3d6 eZap "${'L'.repeat(1_000_000)}"`;
    const { value: r, cpuMs } = timed(() => renderSheet(design(Array.from({ length: 10_000 }, (_, i) => ({ name: `u${i}`, spec })))));
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['sheet-too-large units']);
    expect(r.diagnostics[0]?.message).toBe(`10000 lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
    // A generous CPU bound: pricing 10 000 such specs took minutes; refusing them takes milliseconds.
    expect(cpuMs).toBeLessThan(20_000);
  });

  it('prices a spec shared by many lines once, and says why a unit does not price', () => {
    const spec = `3d6 eZap "${'L'.repeat(200_000)}"`;
    const { value: many, cpuMs } = timed(() => renderSheet(design(Array.from({ length: 1500 }, (_, i) => ({ name: `u${i}`, spec })))));
    expect(many.ok).toBe(true);
    expect(cpuMs).toBeLessThan(60_000);
    const bad = renderSheet(design([{ name: 'Gun', spec: '3d6 eZap QQ' }]));
    expect(bad.diagnostics.map((d) => `${d.path} ${d.message}`)).toEqual(['units[0].spec Gun: the spec does not price: "QQ" is not a modifier']);
  });
});
