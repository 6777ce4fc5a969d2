import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

describe('hostile design files', () => {
  it('deep flow nesting loaded twice in one process is one design-unsafe each time', () => {
    expect(caseResult('design/deep-flow-twice')).toEqual({ ok: [false, false], codes: [['design-unsafe'], ['design-unsafe']], count: [1, 1] });
  });
});
