// Hostile templates (issue 28): each case runs in a child process (harness.ts) with a 1 GB heap
// and a budget of CPU time, and must end with the `template-limit` error that names its limit.
import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

const limited = (message: RegExp | string): unknown => ({ ok: false, diagnostics: [{ code: 'template-limit', message: expect.stringMatching(message) }] });

describe('templates that would hang or exhaust memory stop at a documented limit', () => {
  it('a loop of ten billion turns stops at the render time limit (RENDER_LIMITS.maxRenderMs, 10 s)', () => {
    // The limit is wall-clock time inside the child; its CPU budget leaves room for a loaded machine.
    expect(caseResult('render/endless-loop', { cpuMs: 40_000 })).toEqual(limited(/maxRenderMs/));
  });

  it('a range of a billion is refused before it is built', () => {
    expect(caseResult('render/billion-range')).toEqual(limited(/maxAllocation/));
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
