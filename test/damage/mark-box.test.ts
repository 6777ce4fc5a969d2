// markBox (issue 29's play view): a box marked by hand, as on a paper sheet. Every box of the
// sheet, marked and marked again, leaves the ship as it was; the rules a volley keeps hold.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkShipState, markBox, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, type ShipModel } from '../../src/design/index.js';
import { renderSheet } from '../../src/sheet/index.js';
import { armoredBastion } from '../sheet/fixtures.js';

function cruiser(): { readonly ship: ShipState; readonly doc: ShipModel } {
  const loaded = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/cruiser.yaml');
  const doc = loaded.ok ? loaded.value.documents[0] : undefined;
  if (doc?.kind !== 'ship') throw new Error('load');
  return { ship: doc.ship, doc };
}

function ok(r: ReturnType<typeof markBox>): ShipState {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

/** Every box the sheet of `ship` draws, as `data-box` names it. */
function sheetBoxes(ship: ShipState, doc: ReturnType<typeof cruiser>['doc']): { system: string; index: number; destroyed: boolean }[] {
  const s = renderSheet({ design: doc, ship });
  if (!s.ok) throw new Error('sheet');
  return s.value.layout.pages.flatMap((p) => p.items).flatMap((i) => (i.kind === 'box' ? [{ system: i.system, index: i.index, destroyed: i.destroyed }] : []));
}

describe('markBox', () => {
  const { ship, doc } = cruiser();

  it('destroys a standing box of every row the sheet draws, and the same box marked again restores it', () => {
    const boxes = sheetBoxes(ship, doc);
    expect(boxes.length).toBeGreaterThan(100);
    for (const b of boxes) {
      const hit = markBox(ship, b, ship.shields);
      if (!hit.ok) {
        // Only the last box of a capability track refuses.
        expect(['Sensor', 'Scanner', 'Dam Con']).toContain(b.system);
        expect(hit.diagnostics[0]?.message).toContain('never destroyed (D4.33)');
        continue;
      }
      expect(checkShipState(hit.value).ok).toBe(true);
      // The sheet of the new state shows exactly one more destroyed box.
      expect(sheetBoxes(hit.value, doc).filter((x) => x.destroyed).length).toBe(1);
      // Marking the destroyed box (the first of its row, or the phaser itself) undoes it.
      const first = sheetBoxes(hit.value, doc).find((x) => x.destroyed)!;
      const back = ok(markBox(hit.value, first, ship.shields));
      if (b.system === 'Shuttle') {
        // Every Shuttle box held a shuttle: the one in the destroyed box is lost, and a repaired box is empty.
        expect(back.shuttlesAboard).toBe(ship.shuttlesAboard - 1);
        expect({ ...back, shuttlesAboard: ship.shuttlesAboard }).toEqual(ship);
      } else expect(back).toEqual(ship);
    }
  });

  it('on a ship with every armor kind: each layer\'s box, each specific armor\'s, marked and marked again, leaves the ship as it was', () => {
    const { loaded, ship: worn } = armoredBastion();
    const fresh = loaded.ship;
    const armorBoxes = sheetBoxes(fresh, loaded).filter((b) => /armor|Armor|Skin/.test(b.system));
    expect(new Set(armorBoxes.map((b) => b.system))).toEqual(new Set(['Armor-9', 'Armor', 'Borg armor', 'Breen armor', 'Regenerating armor', 'Skin', 'Specific armor #1', 'Specific armor #2']));
    for (const b of armorBoxes) {
      const hit = ok(markBox(fresh, b));
      expect(checkShipState(hit).ok).toBe(true);
      expect(sheetBoxes(hit, loaded).filter((x) => x.destroyed).length).toBe(1);
      const marked = sheetBoxes(hit, loaded).find((x) => x.destroyed)!;
      // A regenerating box marks its own group: the destroyed one is the first of that group.
      if (b.system !== 'Regenerating armor') expect(marked).toMatchObject({ system: b.system });
      expect(ok(markBox(hit, marked))).toEqual(fresh);
    }
    // On the worn ship, the sheet crosses exactly what the state says is gone, group by group.
    const crossed = sheetBoxes(worn, loaded).filter((x) => x.destroyed && x.system === 'Regenerating armor').map((x) => x.index);
    expect(crossed).toEqual([0, 1, 2, 5]);
  });

  it('never leaves an invalid ship, whatever boxes are marked in whatever order (property)', () => {
    const boxes = sheetBoxes(ship, doc);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: boxes.length - 1 }), { maxLength: 60 }), (picks) => {
        let s = ship;
        for (const p of picks) {
          const r = markBox(s, boxes[p]!, ship.shields);
          if (r.ok) s = r.value;
        }
        expect(checkShipState(s).ok).toBe(true);
        expect(s.destroyed).toBe(s.tracks.excess.destroyed >= s.tracks.excess.boxes.length);
        expect(s.shuttlesAboard).toBeLessThanOrEqual((s.systems.Shuttle?.total ?? 0) - (s.systems.Shuttle?.destroyed ?? 0));
      }),
      { numRuns: 60 },
    );
  });

  it('destroys the ship when the last excess box goes, and brings it back when one is restored', () => {
    let s = ship;
    for (let i = 0; i < ship.tracks.excess.boxes.length; i++) s = ok(markBox(s, { system: 'Excess', index: i }));
    expect(s.destroyed).toBe(true);
    expect(ok(markBox(s, { system: 'Excess', index: 0 })).destroyed).toBe(false);
  });

  it('says what is wrong with a box, never throwing', () => {
    expect(markBox(ship, { system: 'Warp Core', index: 0 }).diagnostics[0]?.message).toBe('this ship has no "Warp Core" boxes');
    expect(markBox(ship, { system: 'Bridge', index: 2 }).diagnostics[0]?.message).toBe('Bridge has 2 boxes (0 to 1), not box 2');
    expect(markBox(ship, { system: 'Shield #1', index: 30 }, ship.shields).diagnostics[0]?.path).toBe('box.index');
    expect(markBox(ship, 'Bridge' as never).diagnostics[0]?.path).toBe('box');
    expect(markBox(ship, { system: 'Shield #1', index: 0 }, ['x'] as never).diagnostics[0]?.path).toBe('shieldBoxes[0]');
    expect(markBox({} as never, { system: 'Bridge', index: 0 }).ok).toBe(false);
  });
});
