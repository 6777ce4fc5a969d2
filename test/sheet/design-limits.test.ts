// A design's sheet is drawn from its compiled model: its limits are checked before anything is
// laid out, and nothing is priced again (issue 23, items 3 and 13; issue 36).
import { describe, expect, it } from 'vitest';
import { compileDesign, type LoadedDocument } from '../../src/design/index.js';
import { renderSheet, SHEET_LIMITS } from '../../src/sheet/index.js';

/** A ship compiled from a document built in code. */
function compiled(units: readonly { name: string; spec: string }[]): LoadedDocument {
  const r = compileDesign({ format: 1, kind: 'ship', name: 'T', sizeClass: 4, tech: 3, units });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

/** What `work` answers, and the CPU time it took in milliseconds (a budget, never the wall clock). */
function timed<T>(work: () => T): { readonly value: T; readonly cpuMs: number } {
  const started = process.cpuUsage();
  const value = work();
  const cpu = process.cpuUsage(started);
  return { value, cpuMs: (cpu.user + cpu.system) / 1000 };
}

describe('a design sheet and its units', () => {
  it('refuses more unit lines than a table holds before laying anything out (10 000 lines)', () => {
    const model = compiled(Array.from({ length: 10_000 }, (_, i) => ({ name: `u${i}`, spec: '3d6 eZap AP' })));
    const { value: r, cpuMs } = timed(() => renderSheet(model));
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['sheet-too-large units']);
    expect(r.diagnostics[0]?.message).toBe(`10000 lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
    // A generous CPU bound: the refusal reads one count.
    expect(cpuMs).toBeLessThan(5_000);
  });

  it('draws a spec shared by many lines from the model, and refuses a document that was never compiled', () => {
    const spec = `3d6 eZap "${'L'.repeat(200_000)}"`;
    const model = compiled(Array.from({ length: 40 }, (_, i) => ({ name: `u${i}`, spec })));
    const { value: many, cpuMs } = timed(() => renderSheet(model));
    expect(many.ok).toBe(true);
    expect(cpuMs).toBeLessThan(60_000);
    // A document past the size of a design file is refused as it is written, not after.
    const huge = timed(() => compileDesign({ format: 1, kind: 'ship', name: 'T', sizeClass: 4, tech: 3, units: Array.from({ length: 1500 }, (_, i) => ({ name: `u${i}`, spec })) }));
    expect(huge.value.diagnostics.map((d) => d.code)).toEqual(['design-too-large']);
    expect(huge.cpuMs).toBeLessThan(5_000);
    // A document made up to look loaded (no ship state, totals or readout) is not drawn, nor priced.
    const made = { kind: 'ship', document: { format: 1, kind: 'ship', name: 'T', sizeClass: 4, tech: 3, units: [{ name: 'Gun', spec: '3d6 eZap QQ' }] }, prices: [], range: [0, 0] };
    const bad = renderSheet(made as never);
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['invalid-value ']);
    expect(bad.diagnostics[0]?.message).toContain('is not a compiled ship document (from loadDesigns or compileDesign)');
  });
});
