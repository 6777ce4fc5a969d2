// The play view's game without the DOM (site/src/play-game.ts, play-store.ts): files read as a
// fleet's host, a file without a fleet played ship by ship, undo and redo, volleys as the
// library resolves them, and the saved game read back (or refused when it is not one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveVolley } from '../../src/damage/index.js';
import { seededDice } from '../../src/dice/index.js';
import fc from 'fast-check';
import { renderFleetSheet } from '../../src/sheet/index.js';
import { FLEET_LIMITS } from '../../src/fleet/limits.js';
import { ADDRESS_TEXT_LIMIT } from '../../site/src/address-params.js';
import { nestingPast } from '../../site/src/json-nesting.js';
import { imageOf, isPrintRequest, runPlayJob } from '../../site/src/play-job.js';
import { IMPORT_STATE_DEPTH, LOG_LIMIT, LOG_TEXT_LIMIT } from '../../site/src/play-limits.js';
import { forget, fromLink, linkParam, load, readSaved, REPLACED_KEY, sameGame, save } from '../../site/src/play-store.js';
import { encodeText } from '../../site/src/state.js';
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
    expect(readSaved(JSON.stringify(saved))).toEqual({ ok: true, value: saved, diagnostics: [] });
    for (const bad of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ ...saved, version: 2 }),
      JSON.stringify({ ...saved, source: { entry: 1, files: {} } }),
      JSON.stringify({ ...saved, source: { entry: 'a', files: { a: 3 } } }),
      // The entry must be one of the files.
      JSON.stringify({ ...saved, source: { entry: 'b', files: { a: 'x' } } }),
      JSON.stringify({ ...saved, source: { entry: 'f0', files: Object.fromEntries(Array.from({ length: FLEET_LIMITS.maxFiles + 2 }, (_, i) => [`f${i}`, ''])) } }),
      JSON.stringify({ ...saved, state: 'x' }),
      JSON.stringify({ ...saved, log: {} }),
    ])
      expect(readSaved(bad).ok, String(bad).slice(0, 80)).toBe(false);
  });

  it('checks every entry of a saved log: one that is not a volley of this page is left out with a warning, never kept (issue 37)', () => {
    const g = ok(fireVolley(opened(), 0, { shield: 1, points: 30, seed: 2 }));
    const good = g.step.log[0]!;
    const saved = { version: 1, source: g.source, state: ok(stateOf(g)), log: [good] };
    const hostile = [
      { ...good, shield: { toString: 1 } },
      { ...good, shield: 7 },
      { ...good, points: 0 },
      { ...good, points: 1001 },
      { ...good, seed: -1 },
      { ...good, seed: 2 ** 31 },
      { ...good, label: '' },
      { ...good, label: 'x'.repeat(LOG_TEXT_LIMIT + 1) },
      { ...good, summary: 5 },
      { ...good, extra: 1 },
      null,
      [good],
    ];
    const r = readSaved(JSON.stringify({ ...saved, log: [good, ...hostile, good] }));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.log).toEqual([good, good]);
    expect(r.diagnostics.map((d) => [d.severity, d.path])).toEqual(hostile.map((_, i) => ['warning', `log[${i + 1}]`]));
    expect(r.diagnostics[0]!.message).toMatch(/shield is not a whole number from 1 to 6/);
    // The entries kept are new plain objects with the five fields only.
    expect(Object.keys(r.value.log[0]!)).toEqual(['label', 'shield', 'points', 'seed', 'summary']);
    // Restored into the game: an entry naming no ship of the fleet is left out too.
    const restored = ok(restoreGame(opened(), r.value.state, [...r.value.log, { ...good, label: 'Nobody' }]));
    expect(restored.step.log).toEqual([good, good]);
  });

  it('keeps the last LOG_LIMIT volleys: a longer saved log is cut with a warning, and a new volley drops the oldest', () => {
    const g = ok(fireVolley(opened(), 0, { shield: 1, points: 1, seed: 2 }));
    const entry = g.step.log[0]!;
    const long = Array.from({ length: LOG_LIMIT + 1500 }, (_, i) => ({ ...entry, seed: i }));
    const r = readSaved(JSON.stringify({ version: 1, source: g.source, state: ok(stateOf(g)), log: long }));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.log).toHaveLength(LOG_LIMIT);
    expect(r.value.log[0]!.seed).toBe(1500);
    expect(r.diagnostics).toEqual([{ severity: 'warning', code: 'invalid-value', path: 'log', message: `the log held ${LOG_LIMIT + 1500} volleys: the first 1500 were left out (it keeps the last ${LOG_LIMIT})` }]);
    const full = ok(restoreGame(opened(), r.value.state, r.value.log));
    const after = ok(fireVolley(full, 1, { shield: 1, points: 1, seed: 9 }));
    expect(after.step.log).toHaveLength(LOG_LIMIT);
    expect(after.step.log[0]!.seed).toBe(1501);
    expect(after.step.log.at(-1)!.seed).toBe(9);
  });

  it('offers a link only while the game fits the address (ADDRESS_TEXT_LIMIT), and reads a link back whole', () => {
    const g = opened();
    const saved = { version: 1 as const, source: g.source, state: ok(stateOf(g)), log: [] };
    const link = linkParam(saved);
    if (!link.ok) throw new Error('the example fits a link');
    expect(fromLink(link.param)).toEqual({ ok: true, value: saved, diagnostics: [] });
    const big = { ...saved, source: { ...saved.source, files: { ...saved.source.files, 'pad.yaml': '#'.repeat(ADDRESS_TEXT_LIMIT) } } };
    expect(linkParam(big)).toEqual({ ok: false, length: JSON.stringify(big).length });
    expect(fromLink(encodeText(JSON.stringify(big))).ok).toBe(false);
    expect(fromLink('!!').ok).toBe(false);
    expect(sameGame(saved, JSON.parse(JSON.stringify(saved)) as typeof saved)).toBe(true);
    expect(sameGame(saved, big)).toBe(false);
  });

  it('keeps the game put aside under its own key, and forgets it', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const g = opened();
    const saved = { version: 1 as const, source: g.source, state: ok(stateOf(g)), log: [] };
    expect(save(storage, saved, REPLACED_KEY)).toBe(true);
    expect(load(storage).ok).toBe(false);
    expect(load(storage, REPLACED_KEY)).toEqual({ ok: true, value: saved, diagnostics: [] });
    forget(storage, REPLACED_KEY);
    expect(load(storage, REPLACED_KEY).ok).toBe(false);
    expect(save(undefined, saved)).toBe(false);
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(save(full, saved)).toBe(false);
  });
});

describe('the print job (site/src/play-job.ts), run in Node as its worker runs it', () => {
  it('draws the sheets of renderFleetSheet for the game’s files and ships, each page an image address', async () => {
    const { readSource } = await import('../../src/design/full-yaml.js');
    const g = ok(fireVolley(opened(), 0, { shield: 2, points: 40, seed: 3 }));
    const request = structuredClone({ type: 'print', id: 7, source: g.source, ships: g.step.ships } as const);
    expect(isPrintRequest(request)).toBe(true);
    const answer = runPlayJob(request, { readSource });
    if (answer.type !== 'printed') throw new Error(JSON.stringify(answer));
    const direct = renderFleetSheet(g.fleet.ships.map((s, i) => ({ label: s.label, input: { design: s.model, ship: g.step.ships[i]! } })), g.fleet.name);
    if (!direct.ok) throw new Error('sheets');
    expect(answer.id).toBe(7);
    expect(answer.images).toEqual(direct.value.pages.map(imageOf));
    expect(decodeURIComponent(answer.images[0]!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(direct.value.pages[0]);
    // Ships that are not this fleet's, or not ship states: refused with the library's diagnostics.
    expect(runPlayJob({ ...request, ships: request.ships.slice(1) }, { readSource }).type).toBe('refused');
    expect(runPlayJob({ ...request, ships: request.ships.map(() => ({ junk: 1 }) as never) }, { readSource }).type).toBe('refused');
    for (const bad of [null, {}, { ...request, type: 'other' }, { ...request, source: null }, { ...request, ships: {} }]) expect(isPrintRequest(bad)).toBe(false);
  });
});

describe('the nesting of a state file, read from its text (site/src/json-nesting.ts)', () => {
  it('finds the first bracket past the limit, outside strings, in one pass', () => {
    expect(nestingPast('{"a":[[1]]}', 3)).toBeUndefined();
    expect(nestingPast('{"a":[[[1]]]}', 3)).toBe(7);
    expect(nestingPast('["[[[[", "\\"", {"b": "]]]{{{"}]', 2)).toBeUndefined();
    expect(nestingPast('["\\\\", [[[]]]]', 3)).toBe(9);
    const deep = '['.repeat(3_000_000) + ']'.repeat(3_000_000);
    const before = process.cpuUsage();
    expect(nestingPast(deep, IMPORT_STATE_DEPTH)).toBe(IMPORT_STATE_DEPTH);
    const used = process.cpuUsage(before);
    // It stops at the first bracket too deep: microseconds, where JSON.parse took seconds.
    expect(used.user + used.system).toBeLessThan(1_000_000);
  });

  it('passes every state the page exports (property: the same answer as the depth of the parsed value)', () => {
    const depthOf = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestingPast(text, max) === undefined).toBe(depthOf(value) <= max);
      }),
    );
    const exported = `${JSON.stringify(ok(stateOf(ok(fireVolley(opened(), 0, { shield: 1, points: 90, seed: 4 })))), null, 2)}\n`;
    expect(nestingPast(exported, IMPORT_STATE_DEPTH)).toBeUndefined();
  });
});
