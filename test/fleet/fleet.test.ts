// Fleets (issue 29): resolveFleet's labels, sums and limits, the fleet state's round trip, the
// roster table, and the fleet's record sheets (each ship's boxes, its pages numbered across the fleet).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveVolley, type ShipState } from '../../src/damage/index.js';
import {
  applyFleetState,
  FLEET_LIMITS,
  fleetShips,
  fleetStateOf,
  fleetTableRows,
  formatFleetTable,
  loadDesigns,
  resolveFleet,
  type Fleet,
  type FleetHost,
} from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import { renderFleetSheet, renderSheet } from '../../src/sheet/index.js';
import { memoryHost } from './conformance.test.js';

const CUTTER = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nshields: [6, 5, 5, 4, 5, 5]\nunits: [{ name: Laser, spec: 3d6 eZap AP, weapon: Ph-3 }]\nsystems: [{ label: Bridge, count: 2 }, { label: F Hull, count: 4 }, { label: L Warp, count: 3 }, { label: Impulse, count: 2 }]\n';

function fleetOf(text: string, files: Record<string, string> = {}, host: FleetHost = memoryHost(files)): Fleet {
  const loaded = loadDesigns(text, 'fleet.yaml');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const r = resolveFleet(loaded.value, host);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

const fleetText = (lines: string, extra = ''): string => `format: 1\nkind: fleet\nname: Patrol\n${extra}ships:\n${lines}---\n${CUTTER}`;

function failsWith(text: string, files: Record<string, string> = {}, host?: FleetHost) {
  const loaded = loadDesigns(text, 'fleet.yaml');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  const r = resolveFleet(loaded.value, host ?? memoryHost(files));
  expect(r.ok).toBe(false);
  return r.diagnostics;
}

describe('resolveFleet', () => {
  it('resolves the example fleet: its files read relative to it, the points within the limit', () => {
    const text = readFileSync('examples/home-guard.yaml', 'utf8');
    const loaded = loadDesigns(text, 'examples/home-guard.yaml');
    if (!loaded.ok) throw new Error('load');
    const files: Record<string, string> = { 'examples/cruiser.yaml': readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/carrier.yaml': readFileSync('examples/carrier.yaml', 'utf8') };
    const r = resolveFleet(loaded.value, memoryHost(files));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.ships.map((s) => s.label)).toEqual(['Meridian', 'Hearthstone', 'Picket 1', 'Picket 2']);
    expect(r.value.totals.points).toBeLessThanOrEqual(r.value.pointsLimit!);
    expect(r.value.totals.points).toBe(r.value.ships.reduce((n, s) => n + s.model.totals.points, 0));
    // The examples use the default profile, which prices no box: their points are their units' build points.
    expect(r.value.totals.points).toBe(r.value.ships.reduce((n, s) => n + s.model.totals.unitBuild, 0));
    expect(r.value.totals.boxes).toBe(r.value.ships.reduce((n, s) => n + s.model.totals.boxes, 0));
  });

  it('picks a fleet by name, and says which fleets a file has when the name is not one', () => {
    const text = `format: 1\nkind: fleet\nname: A\nships: [{ ship: Cutter }]\n---\nformat: 1\nkind: fleet\nname: B\nships: [{ ship: Cutter, count: 2 }]\n---\n${CUTTER}`;
    const loaded = loadDesigns(text, 'fleet.yaml');
    if (!loaded.ok) throw new Error('load');
    const b = resolveFleet(loaded.value, memoryHost({}), { fleet: 'b' });
    expect(b.ok && b.value.totals.ships).toBe(2);
    const none = resolveFleet(loaded.value, memoryHost({}), { fleet: 'C' });
    expect(none.ok).toBe(false);
    expect(none.diagnostics[0]?.message).toBe('this file has no fleet named "C"; its fleets: "A", "B"');
  });

  it('numbers labels within a line, and makes every label of the fleet different', () => {
    const f = fleetOf(fleetText('  - { ship: Cutter, count: 2, label: Escort }\n  - { ship: Cutter, label: Escort 2 }\n  - { ship: Cutter, label: escort 1 }\n'));
    expect(f.ships.map((s) => s.label)).toEqual(['Escort 1', 'Escort 2', 'Escort 2 (2)', 'escort 1 (2)']);
  });

  it('never throws on a host that throws or answers nonsense: the file cannot be read', () => {
    const text = fleetText('  - { file: a.yaml, ship: Cutter }\n  - { file: b.yaml, ship: Cutter }\n');
    let calls = 0;
    const host = {
      read: (ref: string) => {
        calls++;
        if (ref === 'a.yaml') throw new Error('disk on fire');
        return null as never;
      },
    };
    const ds = failsWith(text, {}, host);
    expect(ds.map((d) => [d.code, d.message])).toEqual([
      ['fleet-file', 'cannot read a.yaml: disk on fire'],
      ['fleet-file', 'cannot read b.yaml: the host gave no answer'],
    ]);
    expect(calls).toBe(2);
  });

  it("quotes another file's first error only when that file is a design document: never a secret of a file that is not", () => {
    // Each file holds a secret-looking line; none of them is a design, so not a character of it is shown.
    const secrets: Record<string, string> = {
      'environ': 'GITHUB_TOKEN=ghp_s3cr3tT0ken\0PATH=/usr/bin\0',
      'passwd': 'root:x:0:0:ghp_s3cr3tT0ken:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n',
      'settings.yaml': 'password: ghp_s3cr3tT0ken\nuser: admin\n',
      'secret.yaml': 'apiVersion: v1\nkind: Secret\ndata: { token: ghp_s3cr3tT0ken }\n',
      'broken.yaml': 'token: [ghp_s3cr3tT0ken\n',
      'credentials': '[default]\naws_secret_access_key = ghp_s3cr3tT0ken\n',
    };
    for (const [file, text] of Object.entries(secrets)) {
      const ds = failsWith(fleetText(`  - { file: ${file}, ship: Cutter }\n`), { [file]: text });
      expect(ds.map((d) => d.code), file).toEqual(['fleet-file']);
      expect(ds[0]?.message, file).toBe(`${file} does not load, and does not read as a design document (YAML whose first document has \`format\` or a design's \`kind\`), so nothing of it is shown here; run spacedock check ${file} to see why`);
      expect(JSON.stringify(ds), file).not.toMatch(/s3cr3t|ghp_|root:x|password|aws_/);
    }
    // A design with a mistake: its first error is quoted, at its place, as before.
    const design = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap XX }]\n';
    const quoted = failsWith(fleetText('  - { file: ship.yaml, ship: Cutter }\n'), { 'ship.yaml': design });
    expect(quoted[0]?.message).toMatch(/^ship\.yaml has an error \(the first, at 6:39: Laser: "XX" is not a modifier/);
    // `format` alone makes a design document too (its kind is what is wrong).
    const noKind = failsWith(fleetText('  - { file: odd.yaml, ship: Cutter }\n'), { 'odd.yaml': 'format: 1\nkind: starship\n' });
    expect(noKind[0]?.message).toMatch(/^odd\.yaml has an error \(the first, at 2:7: /);
  });

  it("keeps references in the fleet file's folder unless allowOutsideRefs: refused from their text, never asked of the host", () => {
    const ship = CUTTER;
    const outside = ['/etc/passwd', '../ships.yaml', 'a/../../ships.yaml', './../ships.yaml', '..\\ships.yaml', 'C:\\keys\\ship.yaml', '\\\\server\\share\\ship.yaml', 'sub/../..'];
    for (const reference of outside) {
      const host = memoryHost({});
      const loaded = loadDesigns(fleetText(`  - { file: ${JSON.stringify(reference)}, ship: Cutter }\n`), 'fleets/fleet.yaml');
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
      const r = resolveFleet(loaded.value, host);
      expect(r.ok, reference).toBe(false);
      expect(r.diagnostics.map((d) => [d.code, d.message]), reference).toEqual([['fleet-file', `${reference} leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; pass allowOutsideRefs: true to resolveFleet to read it`]]);
      expect(host.reads, reference).toEqual([]);
      // Allowed, the host is asked (and here has no such file).
      const allowed = resolveFleet(loaded.value, host, { allowOutsideRefs: true, howToAllow: 'unused' });
      expect(allowed.diagnostics[0]?.message, reference).toMatch(/^cannot read .*: no such file$/);
      expect(host.reads.length, reference).toBe(1);
    }
    // Inside: folders below, and `..` that stays below the fleet's folder, through a nested file's own folder too.
    const files = { 'fleets/ships/a.yaml': `format: 1\nkind: fleet\nname: Inner\nships: [{ file: ../b/../ships/../c.yaml, ship: Cutter }, { file: ../../x.yaml, ship: Cutter }]\n`, 'fleets/c.yaml': ship };
    const loaded = loadDesigns(fleetText('  - { file: ./ships/a.yaml, fleet: Inner }\n  - { file: c.yaml, ship: Cutter }\n'), 'fleets/fleet.yaml');
    if (!loaded.ok) throw new Error('load');
    const host = memoryHost(files);
    const r = resolveFleet(loaded.value, host, { howToAllow: 'say so' });
    // Only the nested line that climbs out of fleets/ is refused, in the caller's words.
    expect(r.diagnostics.map((d) => d.message)).toEqual([`in fleet "Inner" (fleets/ships/a.yaml): ../../x.yaml leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; say so`]);
    expect(host.reads).toEqual(['fleets/fleet.yaml → ./ships/a.yaml', 'fleets/ships/a.yaml → ../b/../ships/../c.yaml', 'fleets/fleet.yaml → c.yaml']);
    expect(() => resolveFleet(loaded.value, host, { howToAllow: 1 as unknown as string })).toThrow(TypeError);
  });

  it('stops at FLEET_LIMITS: ships, nesting and files, before the work', () => {
    // 11 lines of 100 ships: past 1000 at the eleventh line.
    const many = fleetText(Array.from({ length: 11 }, () => '  - { ship: Cutter, count: 100 }\n').join(''));
    const ships = failsWith(many);
    expect(ships.map((d) => [d.code, d.span?.line])).toEqual([['fleet-too-large', 15]]);
    expect(ships[0]?.message).toContain(`more than ${FLEET_LIMITS.maxShips} ships`);
    // Nine fleets, each naming the next: deeper than 8.
    const deep = Array.from({ length: 10 }, (_, i) => `format: 1\nkind: fleet\nname: F${i}\nships: [{ ${i === 9 ? 'ship: Cutter' : `fleet: F${i + 1}`} }]\n`).join('---\n') + `---\n${CUTTER}`;
    const nested = failsWith(deep);
    expect(nested.map((d) => d.code)).toEqual(['fleet-too-large']);
    expect(nested[0]?.message).toContain(`nest more than ${FLEET_LIMITS.maxDepth} deep`);
    // 65 files: the host is not asked for the 65th.
    const files: Record<string, string> = {};
    for (let i = 0; i < 70; i++) files[`f${i}.yaml`] = CUTTER;
    const host = memoryHost(files);
    const wide = failsWith(fleetText(Array.from({ length: 70 }, (_, i) => `  - { file: f${i}.yaml, ship: Cutter }\n`).join('')), files, host);
    expect(wide.map((d) => d.code)).toEqual(['fleet-too-large']);
    expect(host.reads.length).toBe(FLEET_LIMITS.maxFiles);
  });

  it('says each limit passed at its own line, by how much, with the roster of that total', () => {
    const limits = 'pointsLimit: 1000\npowerLimit: 12\nspacesLimit: 1000\nrepairLimit: 1000\nboxesLimit: 100\n';
    const d = failsWith(fleetText('  - { ship: Cutter, count: 3, label: Picket }\n', limits));
    // Three Cutters: 15 unit power (5 each), 126 boxes (42 each); the other totals are within their limits.
    expect(d.map((x) => [x.code, `${x.span?.line}:${x.span?.column}`, x.message])).toEqual([
      ['fleet-over-limit', '5:13', 'the fleet needs 15 unit power, 3 over its limit of 12'],
      ['fleet-over-limit', '8:13', 'the fleet has 126 boxes, 26 over its limit of 100'],
    ]);
    expect(d[1]?.notes).toEqual(['Picket 1 (Cutter): 42 boxes, 33.3%', 'Picket 2 (Cutter): 42 boxes, 33.3%', 'Picket 3 (Cutter): 42 boxes, 33.3%']);
  });

  it('caps the roster of a huge fleet, the rest on one line', () => {
    const d = failsWith(fleetText('  - { ship: Cutter, count: 100 }\n  - { ship: Cutter, count: 100, label: Reserve }\n', 'pointsLimit: 10\n'));
    const notes = d[0]?.notes ?? [];
    expect(notes).toHaveLength(21);
    expect(notes[0]).toBe('Cutter 1 (Cutter): 23 points, 0.5%');
    expect(notes[20]).toBe('and 180 more ships: 4140 points, 90%');
  });

  it('throws TypeErrors only for programming errors', () => {
    expect(() => resolveFleet(null as never, memoryHost({}))).toThrow(TypeError);
    const loaded = loadDesigns(fleetText('  - { ship: Cutter }\n'), 'fleet.yaml');
    if (!loaded.ok) throw new Error('load');
    expect(() => resolveFleet(loaded.value, {} as never)).toThrow(TypeError);
  });

  it('sums: a fleet is the sum of its lines, a line of its ships, whatever the counts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }), (counts) => {
        const f = fleetOf(fleetText(counts.map((c) => `  - { ship: Cutter, count: ${c} }\n`).join('')));
        expect(f.totals.ships).toBe(counts.reduce((a, b) => a + b, 0));
        expect(f.totals.points).toBe(f.lines.reduce((n, l) => n + l.points, 0));
        for (const l of f.lines) expect(l.points).toBe(l.pointsEach * l.count);
        const rows = fleetTableRows(f);
        const total = rows[rows.length - 1]!;
        expect(total.points).toBe(rows.slice(0, -1).reduce((n, r) => n + r.points, 0));
        expect(new Set(f.ships.map((s) => s.label.toLowerCase())).size).toBe(f.ships.length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('fleet state', () => {
  const f = fleetOf(fleetText('  - { ship: Cutter, count: 3, label: Picket }\n'));

  function played(): ShipState[] {
    return fleetShips(f).map((s, i) => {
      const r = resolveVolley(s, { shield: 1, points: 4 + 5 * i }, seededDice(i + 1));
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      return r.value.ship;
    });
  }

  it('round-trips through JSON: applyFleetState(fleetStateOf(ships)) gives the ships back', () => {
    const ships = played();
    const state = fleetStateOf(f, ships);
    if (!state.ok) throw new Error(JSON.stringify(state.diagnostics));
    const back = applyFleetState(f, JSON.parse(JSON.stringify(state.value)));
    if (!back.ok) throw new Error(JSON.stringify(back.diagnostics));
    expect(back.value).toEqual(ships);
  });

  it('says what is wrong, at its path', () => {
    const ships = played();
    const state = fleetStateOf(f, ships);
    if (!state.ok) throw new Error('state');
    const v = JSON.parse(JSON.stringify(state.value)) as { fleet: string; ships: { label: string; state: { shields: number[] } }[]; colour?: string };
    v.fleet = 'Other';
    v.ships[0]!.label = 'Pickett 1';
    v.ships[1]!.state.shields[0] = 99;
    v.ships[2]!.label = 'Picket 3';
    v.colour = 'red';
    const r = applyFleetState(f, v);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.path)).toEqual(['colour', 'fleet', 'ships[0].label', 'ships[1].state.shields[0]']);
    expect(r.diagnostics[2]?.message).toContain('did you mean "Picket 1"?');
    const twice = applyFleetState(f, { ...state.value, ships: [state.value.ships[0], state.value.ships[0]] });
    expect(twice.diagnostics.map((d) => d.message)).toEqual(['"Picket 1" is listed twice']);
    const newer = applyFleetState(f, { ...state.value, format: 2 });
    expect(newer.diagnostics[0]?.message).toContain('newer than this spacedock reads');
  });
});

describe('the fleet sheet', () => {
  const f = fleetOf(fleetText('  - { ship: Cutter, count: 2, label: Picket }\n  - { file: big.yaml, ship: Meridian-class Patrol Cruiser }\n'), { 'big.yaml': readFileSync('examples/cruiser.yaml', 'utf8') });

  it("holds each ship's boxes, as its own sheet does, with pages numbered across the fleet", () => {
    const sheet = renderFleetSheet(f.ships.map((s) => ({ label: s.label, input: s.model })), f.name);
    if (!sheet.ok) throw new Error(JSON.stringify(sheet.diagnostics));
    const total = sheet.value.pages.length;
    expect(total).toBe(sheet.value.ships.reduce((n, s) => n + s.pages, 0));
    f.ships.forEach((s, i) => {
      const own = renderSheet(s.model);
      if (!own.ok) throw new Error('own sheet');
      const boxes = (l: typeof own.value.layout) => l.pages.flatMap((p) => p.items).filter((x) => x.kind === 'box').length;
      const placed = sheet.value.ships[i]!;
      expect(placed.label).toBe(s.label);
      expect(boxes(placed.layout)).toBe(boxes(own.value.layout));
      expect(placed.pages).toBe(own.value.pages.length);
      for (let k = 0; k < placed.pages; k++) {
        const page = sheet.value.pages[placed.firstPage - 1 + k]!;
        expect(page).toContain(`page ${placed.firstPage + k} of ${total}`);
        expect(page).toContain(s.label === s.name ? `Patrol · ${s.label} · record sheet` : `Patrol · ${s.label} (${s.name}) · record sheet`);
      }
    });
  });

  it('refuses a bad ship at its path, never throwing', () => {
    const r = renderFleetSheet([{ label: 'A', input: { ship: 'Enterprise' } as never }, { label: 7 as never, input: f.ships[0]!.model }], 'X');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.path)).toEqual(['ships[0].input.ship', 'ships[1].label']);
    expect(renderFleetSheet('no' as never, 'X').ok).toBe(false);
  });
});

describe('formatFleetTable', () => {
  const f = fleetOf(fleetText('  - { ship: Cutter, count: 2, label: "Pi|cket" }\n', 'pointsLimit: 100\nspacesLimit: 10\n'));
  it('prints Markdown (escaped), CSV and JSON of the same rows', () => {
    // Each Cutter's 4 F Hull boxes are the catalog's Hull F: 1 space and repair 2 a box.
    expect(formatFleetTable(f, 'md')).toBe(
      [
        '## Patrol',
        '',
        '46 of 100 points, 8 of 10 system spaces, 2 ships.',
        '',
        '| label | kind | name | file | count | ships | points each | points | unit power | system spaces | system repair | boxes |',
        '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| Pi\\|cket | ship | Cutter | fleet.yaml | 2 | 2 | 23 | 46 | 10 | 8 | 16 | 84 |',
        '| Total | - | - | - | - | 2 | - | 46 | 10 | 8 | 16 | 84 |',
      ].join('\n'),
    );
    expect(formatFleetTable(f, 'csv').split('\n')[0]).toBe('fleet,label,kind,name,file,count,ships,each,points,power,spaces,repair,boxes');
    expect(formatFleetTable(f, 'csv').split('\n')[2]).toBe('Patrol,Total,,,,,2,,46,10,8,16,84');
    const json = JSON.parse(formatFleetTable(f, 'json')) as { pointsLimit: number; rows: unknown[] };
    expect(json.pointsLimit).toBe(100);
    expect(json.rows).toEqual(fleetTableRows(f));
    expect(() => formatFleetTable(f, 'xml' as never)).toThrow(TypeError);
  });
});
