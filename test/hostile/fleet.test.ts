// Hostile fleets (issue 29): each case runs in a child process (harness.ts) with a budget of CPU
// time, and ends at a documented limit (FLEET_LIMITS) or with its diagnostics, never expanding
// what it names.
import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

describe('fleets that would expand without end stop at FLEET_LIMITS', () => {
  it('four hundred million ships, if expanded: a fleet-too-large error at 1000', () => {
    expect(caseResult('fleet/millions-of-ships')).toMatchObject({ ok: false, codes: ['fleet-too-large'] });
  });

  it('a thousand fleets each naming the next twice: stopped at the nesting limit, not walked 2^1000 ways', () => {
    expect(caseResult('fleet/deep-and-wide')).toMatchObject({ ok: false, codes: ['fleet-too-large'] });
  });

  it('200^7 paths to the same missing ship: each nested fleet is read once, and the mistake said at once', () => {
    expect(caseResult('fleet/wide-paths-to-a-mistake')).toMatchObject({ ok: false, codes: ['fleet-unknown-name'] });
  });

  it('200 files named: the host is asked for 64 of them, then fleet-too-large', () => {
    expect(caseResult('fleet/many-files')).toEqual({ ok: false, codes: ['fleet-too-large'], asked: 64, ships: null });
  });

  it('200 misses among 999 long, near-identical names: every miss said, in bounded time', () => {
    expect(caseResult('fleet/near-names')).toMatchObject({ ok: false, codes: ['fleet-unknown-name'] });
  });
});
