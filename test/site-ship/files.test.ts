/**
 * The ship editor's open files without the DOM (issue 39): how they are kept in the browser
 * (site/src/ship-files-store.ts: read back whole, never throwing, within the limits the play
 * view's saved game has) and a fleet tab read among the open files (site/src/ship-fleet.ts:
 * the sums of `spacedock check --json`, the problems at the fleet's lines).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLEET_LIMITS } from '../../src/fleet/limits.js';
import { ADDRESS_TEXT_LIMIT } from '../../site/src/address-params.js';
import { analyseShip } from '../../site/src/ship-analysis.js';
import { FLEET_CODE } from '../../site/src/fleet-code.js';
import { fleetFigures, fleetLineWords, withFleets } from '../../site/src/ship-fleet.js';
import { FILES_KEY, keepFiles, loadKept, MAX_KEPT_FILES, readKept, type KeptFile } from '../../site/src/ship-files-store.js';
import type { KeyValueStore } from '../../site/src/play-store.js';
import { loadFullReader } from '../../site/src/full-reader.js';
import { cliJson } from '../site/cli.js';

/** A storage in memory, as `localStorage` behaves (or refusing every write). */
function memory(refuse = false): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse) throw new DOMException('quota', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const file = (name: string, text: string, dirty = false): KeptFile => ({ name, text, dirty });

describe('the kept files (ship-files-store.ts)', () => {
  it('keeps as many files as a saved game holds: a fleet’s file and every file it reads', () => {
    expect(MAX_KEPT_FILES).toBe(FLEET_LIMITS.maxFiles + 1);
  });

  it('gives back the files kept, in order, with the shown one and the unsaved marks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 30 }), text: fc.string({ maxLength: 200 }), dirty: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (files, n) => {
          const storage = memory();
          const active = n % files.length;
          expect(keepFiles(storage, files, active)).toEqual({ kept: true, left: [] });
          const r = loadKept(storage);
          expect(r.ok && r.value).toEqual({ version: 1, files, active });
        },
      ),
    );
  });

  it('leaves out a file too long to keep, naming it; says when the storage refuses; forgets when no file is open', () => {
    const storage = memory();
    const long = 'x'.repeat(ADDRESS_TEXT_LIMIT + 1);
    expect(keepFiles(storage, [file('a.yaml', 'a'), file('big.yaml', long), file('c.yaml', 'c')], 2)).toEqual({ kept: true, left: ['big.yaml'] });
    const r = loadKept(storage);
    expect(r.ok && r.value).toEqual({ version: 1, files: [file('a.yaml', 'a'), file('c.yaml', 'c')], active: 1 });
    expect(keepFiles(memory(true), [file('a.yaml', 'a')], 0).kept).toBe(false);
    expect(keepFiles(undefined, [file('a.yaml', 'a')], 0).kept).toBe(false);
    keepFiles(storage, [], 0);
    expect(storage.map.has(FILES_KEY)).toBe(false);
  });

  it('reads back only what it wrote: a file of the wrong shape is left out with a warning, too many files or another version are refused', () => {
    const some = (files: unknown, active: unknown = 0): string => JSON.stringify({ version: 1, files, active });
    const r = readKept(some([{ name: 'a.yaml', text: 'a' }, { name: '', text: 'b' }, { name: 'c.yaml', text: 3 }, 'd', { name: 'e.yaml', text: 'e', dirty: 'yes' }], 7));
    expect(r.ok && r.value).toEqual({ version: 1, files: [file('a.yaml', 'a'), file('e.yaml', 'e')], active: 0 });
    expect(r.diagnostics.map((d) => [d.severity, d.path])).toEqual([
      ['warning', 'files[1].name'],
      ['warning', 'files[2].text'],
      ['warning', 'files[3]'],
    ]);
    expect(readKept(some(Array.from({ length: MAX_KEPT_FILES + 1 }, (_, i) => ({ name: `${i}.yaml`, text: '' })))).ok).toBe(false);
    expect(readKept(JSON.stringify({ version: 2, files: [{ name: 'a', text: '' }], active: 0 })).ok).toBe(false);
    expect(readKept(some([])).ok).toBe(false);
    expect(readKept('{').ok).toBe(false);
    expect(readKept(null).diagnostics[0]?.message).toBe('no files are kept');
  });

  it('never throws on any stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), fc.jsonValue().map((files) => JSON.stringify({ version: 1, files, active: 0 }))), (text) => {
        const r = readKept(text);
        if (r.ok) expect(r.value.files.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('a fleet tab (ship-fleet.ts)', () => {
  const read = (path: string): string => readFileSync(`examples/${path}`, 'utf8');
  const homeGuard = read('home-guard.yaml');
  const open = { 'cruiser.yaml': read('cruiser.yaml'), 'carrier.yaml': read('carrier.yaml') };

  it('reads the fleet’s ships among the open files: its sums and lines those of `spacedock check --json`', async () => {
    const reader = await loadFullReader();
    const a = withFleets(FLEET_CODE, analyseShip(homeGuard, reader), 'home-guard.yaml', open, reader)!;
    const fleet = a.documents[0]!.fleet!;
    const r = await cliJson(['check', '--json', 'examples/home-guard.yaml']);
    const cli = (r['files'] as { documents: { fleet: { totals: Record<string, number>; pointsLimit: number; lines: { label: string; points: number }[] } }[] }[])[0]!.documents[0]!.fleet;
    expect(fleet.totals).toEqual(cli.totals);
    expect(fleetFigures(FLEET_CODE, fleet).find((f) => f.field === 'points')).toEqual({ field: 'points', label: 'Points', value: cli.totals['points'], limit: cli.pointsLimit });
    expect(fleetLineWords(fleet)).toEqual(cli.lines.map((l) => expect.stringMatching(new RegExp(`^${l.label}: .* ${l.points} points$`))));
    expect(a.ok).toBe(true);
  });

  it('says at the fleet’s line which file is not open, placed at line:column; the fleet then has no sums', async () => {
    const reader = await loadFullReader();
    const a = withFleets(FLEET_CODE, analyseShip(homeGuard, reader), 'home-guard.yaml', { 'cruiser.yaml': open['cruiser.yaml'] }, reader)!;
    expect(a.ok).toBe(false);
    expect(a.documents[0]!.fleet).toBeNull();
    const missing = a.diagnostics.find((d) => d.code === 'fleet-file')!;
    expect(missing.message).toContain('carrier.yaml');
    expect(missing.message).toContain('not among the files opened');
    expect(missing.span?.line).toBe(homeGuard.split('\n').findIndex((l) => l.includes('carrier.yaml')) + 1);
  });

  it('leaves a file without a fleet as it is', () => {
    const a = analyseShip(open['cruiser.yaml'], undefined);
    if ('needsFullReader' in a) throw new Error('the example needs only the fast reader');
    expect(withFleets(FLEET_CODE, a, 'cruiser.yaml', open, undefined)).toBe(a);
  });
});
