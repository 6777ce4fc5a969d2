// What a ship description may leave out (specs/damage.md §1): shields (none) and tracks (the
// default ones), in buildShip, so that a JSON ship and a YAML design
// without them give the same state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKS, buildShip, resolveVolley, type ShipState } from '../../src/damage/index.js';
import { scriptedDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts } from '../helpers/ship-lines.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

const expectDefaultTracks = (s: ShipState): void => {
  expect(s.tracks.sensor.boxes).toEqual(DEFAULT_TRACKS.sensor);
  expect(s.tracks.scanner.boxes).toEqual(DEFAULT_TRACKS.scanner);
  expect(s.tracks.damageControl.boxes).toEqual(DEFAULT_TRACKS.damageControl);
  expect(s.tracks.excess.boxes).toHaveLength(DEFAULT_TRACKS.excess);
};

describe('a description without shields or tracks', () => {
  it('buildShip: no shields, the default tracks', () => {
    const s = ok(buildShip(fromCounts({ name: 'Hulk', systems: { 'F Hull': 2 } })));
    expect(s.shields).toEqual([0, 0, 0, 0, 0, 0]);
    expectDefaultTracks(s);
  });

  it('a ship of catalog systems: no shields, the default tracks', () => {
    const s = ok(buildShip({ name: 'Hulk', systems: [{ label: 'Lab', count: 2 }] }));
    expect(s.shields).toEqual([0, 0, 0, 0, 0, 0]);
    expectDefaultTracks(s);
  });

  it('no shields is the same state as shields: 0, for any description', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), (hull, excess) => {
        const without = ok(buildShip(fromCounts({ name: 'X', systems: { 'F Hull': hull }, tracks: { excess } })));
        const zero = ok(buildShip(fromCounts({ name: 'X', shields: 0, systems: { 'F Hull': hull }, tracks: { excess } })));
        expect(without).toEqual(zero);
      }),
      { numRuns: 30 },
    );
  });

  it('a track left out of tracks is the default one', () => {
    const s = ok(buildShip({ name: 'X', tracks: { sensor: [5, 0] } }));
    expect(s.tracks.sensor.boxes).toEqual([5, 0]);
    expect(s.tracks.scanner.boxes).toEqual(DEFAULT_TRACKS.scanner);
    expect(s.tracks.excess.boxes).toHaveLength(DEFAULT_TRACKS.excess);
  });

  it('a volley on a ship without shields goes straight to the chart', () => {
    const s = ok(buildShip(fromCounts({ name: 'X', systems: { 'F Hull': 4 } })));
    // Whatever the two rolls hit, no point is stopped by a shield.
    const r = ok(resolveVolley(s, { shield: 1, points: 2 }, scriptedDice([3, 4, 3, 4])));
    expect(r.summary.shields).toBe(0);
    expect(r.summary.internals + r.summary.excess).toBe(2);
  });

  it('shields given but not a number or six of them are still refused, at shields', () => {
    // (null reads as absent, as it does for every optional field of a description.)
    for (const shields of [[1, 2], '6', -1, 1.5, [0, 0, 0, 0, 0, 0, 0]]) {
      const r = buildShip({ name: 'X', shields } as never);
      expect(r.ok).toBe(false);
      expect(r.diagnostics.map((d) => `${d.path} ${d.code}`)).toEqual(['shields invalid-value']);
      const c = buildShip({ name: 'X', shields, systems: [{ label: 'Lab' }] } as never);
      expect(c.diagnostics.map((d) => `${d.path} ${d.code}`)).toEqual(['shields invalid-value']);
    }
  });
});
