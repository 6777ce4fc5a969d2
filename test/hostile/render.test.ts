// Hostile templates (issue 28): each case runs in a child process (harness.ts) with a 1 GB heap
// and a budget of CPU time, and must end with the `template-limit` error that names its limit.
import { describe, expect, it } from 'vitest';
import { caseResult, runCase, type CaseRun } from './harness.js';

/** The case's own wall-clock and CPU time, as its child measured them (the figures to print). */
function figures(run: CaseRun): string {
  const line = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { ms?: number; cpuMs?: number };
  return `${Math.round(line.ms ?? NaN)} ms of wall-clock time, ${Math.round(line.cpuMs ?? NaN)} ms of CPU time`;
}

const limited = (message: RegExp | string): unknown => ({ ok: false, diagnostics: [{ code: 'template-limit', message: expect.stringMatching(message) }] });

describe('templates that would hang or exhaust memory stop at a documented limit', () => {
  it('a loop of ten billion turns stops at the render time limit (RENDER_LIMITS.maxRenderMs, 10 s)', () => {
    // The limit is wall-clock time inside the child; its CPU budget leaves room for a loaded machine.
    expect(caseResult('render/endless-loop', { cpuMs: 40_000 })).toEqual(limited(/maxRenderMs/));
  });

  it('a range of a billion is refused before it is built', () => {
    // Past the most items of one list (issue 37), which comes before the allocation budget.
    expect(caseResult('render/billion-range')).toEqual(limited(/a range of 1000000000 numbers, more than 1000000 \(RENDER_LIMITS.maxItems\)/));
  });

  it('a partial that renders itself, and two that include each other, stop at the depth limit', () => {
    expect(caseResult('render/self-render')).toEqual(limited(/maxPartialDepth/));
    expect(caseResult('render/mutual-include')).toEqual(limited(/maxPartialDepth/));
  });

  it('an output of sixteen billion characters stops at 16 MiB; so does one that doubles in a capture; a doubling append at the allocation limit', () => {
    expect(caseResult('render/doubling-output')).toEqual(limited(/maxOutputLength/));
    expect(caseResult('render/doubling-capture')).toEqual(limited(/maxOutputLength/));
    expect(caseResult('render/doubling-append')).toEqual(limited(/maxAllocation/));
  });

  it('50 000 nested tags, and 100 000 unclosed ones, are a diagnostic, not a stack overflow', () => {
    expect(caseResult('render/deep-nesting')).toEqual(limited(/nests too deeply/));
    expect(caseResult('render/unclosed-tags')).toEqual(limited(/nests too deeply/));
  });

  it('a template over 1 MiB, and 201 partials, are refused before the engine reads them', () => {
    expect(caseResult('render/long-template')).toEqual(limited(/1048577 characters, more than 1048576/));
    expect(caseResult('render/many-partials')).toEqual(limited(/201 partials, more than 200/));
  });

  it('one tag of chained sorts: a range of ten million refused before it is built; sorts of a million stopped inside a sort at the time limit (issue 37)', () => {
    // Before: 52 s and 2.5 GB for ten sorts of ten million, the clock read only between tags.
    expect(caseResult('render/sorts-of-ten-million')).toEqual(limited(/a range of 10000000 numbers, more than 1000000 \(RENDER_LIMITS.maxItems\)/));
    // The default 10 s limit, read inside the sort: thirty sorts of a million took about a minute.
    const run = runCase('render/sorts-of-a-million', { cpuMs: 40_000 });
    console.log(`thirty sorts of a million: stopped after ${figures(run)} (the limit is 10 000 ms)`);
    expect(run.result).toEqual(limited(/ran past its time limit of 10000 ms \(RENDER_LIMITS.maxRenderMs\) in the filter sort_natural/));
  });

  it('no tag runs more than moments past the time limit: at a 1 s limit, sorts and quadratic _exp filters stop within a few seconds of CPU time (issue 37)', () => {
    // Each would run a minute or more (where_exp: 105 s) if the clock were read only between tags.
    for (const [name, filter] of [
      ['render/sorts-of-a-million-1s', /in the filter sort(_natural)?$/],
      ['render/where-exp-quadratic-1s', /in the filter where_exp$/],
      ['render/group-by-exp-quadratic-1s', /in the filter group_by_exp$/],
      ['render/find-exp-quadratic-1s', /in the filter find_exp$/],
    ] as const) {
      const run = runCase(name, { cpuMs: 5_000 });
      console.log(`${name}: stopped after ${figures(run)} (the limit is 1 000 ms)`);
      expect(run.result, name).toEqual(limited(/ran past its time limit of 1000 ms/));
      expect(run.result, name).toEqual(limited(filter));
    }
  });

  it('a filter that would make a list of more than a million items stops before anything else sees it (issue 37)', () => {
    expect(caseResult('render/concat-doubling')).toEqual(limited(/the filter concat makes a list of more than 1000000 items/));
    expect(caseResult('render/split-every-character')).toEqual(limited(/the filter split would cut a text into more than 1000000 pieces/));
    expect(caseResult('render/sample-of-a-long-text')).toEqual(limited(/the filter sample would cut a text into more than 1000000 pieces/));
  });

  it('an escape that would make a text past its limit is measured, not made: chained escape_latex, and a huge value in a .tex template (issue 37)', () => {
    expect(caseResult('render/escape-chain', { cpuMs: 5_000 })).toEqual(limited(/characters left of the allocation budget, in the filter escape_latex \(RENDER_LIMITS.maxAllocation\)/));
    expect(caseResult('render/escaped-output', { cpuMs: 5_000 })).toEqual(limited(/a value escaped would pass the \d+ characters left of the output \(RENDER_LIMITS.maxOutputLength\)/));
  });

  it("a template reads only the data's own fields: no constructor, prototype or method", () => {
    const undefinedVariable = (name: string): unknown => ({ ok: false, diagnostics: [{ code: 'template-error', message: `template: undefined variable: ${name}` }] });
    expect(caseResult('render/prototype-reads')).toEqual({
      constructor: undefinedVariable('a.constructor'),
      proto: undefinedVariable('a.__proto__'),
      method: undefinedVariable('a.toString'),
      lenient: { ok: true, length: 2 },
    });
  });
});
