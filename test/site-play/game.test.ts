// The play view's game without the DOM (site/src/play-game.ts, play-store.ts): files read as a
// fleet's host, a file without a fleet played ship by ship, undo and redo, volleys as the
// library resolves them, and the saved game read back (or refused when it is not one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveVolley } from '../../src/damage/index.js';
import { seededDice } from '../../src/dice/index.js';
import { readSaved } from '../../site/src/play-store.js';
import { filesHost, fireVolley, importState, markShipBox, nextTurnStep, openGame, redoStep, restoreGame, stateOf, undoStep, UNDO_LIMIT, type Game, type GameFiles } from '../../site/src/play-game.js';

const EXAMPLE: GameFiles = {
  entry: 'examples/home-guard.yaml',
  files: Object.fromEntries(['examples/home-guard.yaml', 'examples/cruiser.yaml', 'examples/carrier.yaml'].map((f) => [f, readFileSync(f, 'utf8')])),
};

function opened(source: GameFiles = EXAMPLE): Game {
  const r = openGame(source, undefined);
  if ('needsFullReader' in r) throw new Error('the examples need no full reader');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

function ok<T>(r: { ok: true; value: T } | { ok: false; diagnostics: readonly unknown[] }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

describe('the play view game', () => {
  it('opens the example fleet: four ships, undamaged', () => {
    const g = opened();
    expect(g.fleet.ships.map((s) => s.label)).toEqual(['Meridian', 'Hearthstone', 'Picket 1', 'Picket 2']);
    expect(g.step.ships).toEqual(g.fresh);
  });

  it('reads references relative to the naming file, else by the file name alone (files opened without their folders)', () => {
    const host = filesHost({ 'a/fleet.yaml': '', 'a/b/ship.yaml': 'x', 'other.yaml': 'y' });
    expect(host.read('b/ship.yaml', 'a/fleet.yaml')).toEqual({ ok: true, file: 'a/b/ship.yaml', text: 'x' });
    expect(host.read('../../elsewhere/other.yaml', 'a/fleet.yaml')).toEqual({ ok: true, file: 'other.yaml', text: 'y' });
    expect(host.read('missing.yaml', 'a/fleet.yaml')).toMatchObject({ ok: false, file: 'a/missing.yaml' });
  });

  it('asks for the full YAML reader when a file the fleet names needs it, and opens the game with it', async () => {
    // A tag: YAML only the full reader reads.
    const source: GameFiles = { ...EXAMPLE, files: { ...EXAMPLE.files, 'examples/cruiser.yaml': EXAMPLE.files['examples/cruiser.yaml']!.replace('sizeClass: 3', 'sizeClass: !!int 3') } };
    const first = openGame(source, undefined);
    expect('needsFullReader' in first).toBe(true);
    const { readSource } = await import('../../src/design/full-yaml.js');
    const again = openGame(source, { readSource });
    expect('needsFullReader' in again ? undefined : again.ok).toBe(true);
  });

  it('plays a file without a fleet as a fleet of its ships', () => {
    const g = opened({ entry: 'cruiser.yaml', files: { 'cruiser.yaml': EXAMPLE.files['examples/cruiser.yaml']! } });
    expect(g.fleet.name).toBe('Meridian-class Patrol Cruiser');
    expect(g.fleet.ships).toHaveLength(1);
    const none = openGame({ entry: 'w.yaml', files: { 'w.yaml': 'format: 1\nkind: units\ntitle: T\nunits: [{ name: A, spec: 9 eDefense }]\n' } }, undefined);
    expect('needsFullReader' in none || none.ok).toBe(false);
  });

  it('marks, undoes and redoes; a new change clears redo; undo keeps at most UNDO_LIMIT steps', () => {
    const g0 = opened();
    const g1 = ok(markShipBox(g0, 0, { system: 'Bridge', index: 0 }));
    expect(g1.step.ships[0]!.systems.Bridge?.destroyed).toBe(1);
    const back = undoStep(g1);
    expect(back.step).toBe(g0.step);
    expect(redoStep(back).step).toBe(g1.step);
    const other = ok(markShipBox(back, 1, { system: 'Bridge', index: 0 }));
    expect(other.redo).toEqual([]);
    expect(undoStep(g0)).toBe(g0);
    let g = g0;
    for (let i = 0; i < UNDO_LIMIT + 20; i++) g = ok(markShipBox(g, 0, { system: 'Bridge', index: 0 }));
    expect(g.undo.length).toBe(UNDO_LIMIT);
  });

  it('fires a volley as resolveVolley with seededDice does, and logs it', () => {
    const g = ok(fireVolley(opened(), 2, { shield: 2, points: 14, seed: 5 }));
    const expected = resolveVolley(opened().fresh[2]!, { shield: 2, points: 14 }, seededDice(5));
    if (!expected.ok) throw new Error('volley');
    expect(g.step.ships[2]).toEqual(expected.value.ship);
    expect(g.step.log).toHaveLength(1);
    expect(g.step.log[0]).toMatchObject({ label: 'Picket 1', shield: 2, points: 14, seed: 5 });
    expect(g.step.log[0]!.summary).toMatch(/on shields/);
    expect(undoStep(g).step.log).toEqual([]);
  });

  it('plays the next turn for every ship (regenerating armor, Skin) as a step undo takes back; a box of every armor is marked by its sheet name', () => {
    const design = ['format: 1', 'kind: ship', 'name: Mender', 'sizeClass: 4', 'tech: 6', 'systems:', '  - { label: Regenerating Armor, count: 5 }', '  - { label: Skin, count: 1 }', '  - { label: Armor, variant: Specific, guards: Bridge }', '  - { label: Bridge }'].join('\n');
    const g = opened({ entry: 'mender.yaml', files: { 'mender.yaml': design } });
    const hit = ok(fireVolley(g, 0, { shield: 1, points: 10, seed: 1 }));
    expect(hit.step.ships[0]!.armor.map((a) => a.destroyed)).toEqual([5, 0]);
    expect(hit.step.ships[0]!.armor[1]!.ignoreLeft).toBe(295);
    const next = ok(nextTurnStep(hit));
    expect(next.step.ships[0]!.armor.map((a) => a.destroyed)).toEqual([4, 0]);
    expect(next.step.ships[0]!.armor[1]!.ignoreLeft).toBe(300);
    expect(undoStep(next).step).toEqual(hit.step);
    for (const system of ['Regenerating armor', 'Skin', 'Specific armor #1']) {
      const marked = ok(markShipBox(g, 0, { system, index: 0 }));
      expect(marked.step.ships[0]).not.toEqual(g.step.ships[0]);
    }
  });

  it('round-trips its state: exported, imported, restored after a reload', () => {
    const g = ok(fireVolley(opened(), 0, { shield: 1, points: 30, seed: 2 }));
    const state = ok(stateOf(g));
    const imported = ok(importState(opened(), JSON.parse(JSON.stringify(state))));
    expect(imported.step.ships).toEqual(g.step.ships);
    const restored = ok(restoreGame(opened(), state, g.step.log));
    expect(restored.step).toEqual(g.step);
    expect(restored.undo).toEqual([]);
    expect(importState(opened(), { ...state, fleet: 'Other' }).ok).toBe(false);
    // A ship's damage state (what `spacedock damage --state` writes) sets the ship chosen.
    const meridian = state.ships[0]!.state;
    const one = ok(importState(opened(), JSON.parse(JSON.stringify(meridian)), 0));
    expect(one.step.ships[0]).toEqual(g.step.ships[0]);
    expect(one.step.ships[2]).toEqual(opened().fresh[2]);
    // Another ship's state does not fit: the damage state names its ship.
    expect(importState(opened(), meridian, 2).ok).toBe(false);
  });

  it('reads a saved game back, and refuses what is not one', () => {
    const g = opened();
    const saved = { version: 1, source: g.source, state: ok(stateOf(g)), log: [] };
    expect(readSaved(JSON.stringify(saved))).toEqual(saved);
    for (const bad of [null, '', '{', '[]', JSON.stringify({ ...saved, version: 2 }), JSON.stringify({ ...saved, source: { entry: 1, files: {} } }), JSON.stringify({ ...saved, source: { entry: 'a', files: { a: 3 } } })]) expect(readSaved(bad)).toBeUndefined();
  });
});
