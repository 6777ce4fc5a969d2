// `check`, `table` and `sheet` on a fleet (issue 29): the fleet's files read relative to it, its
// totals and limit, its roster, and every ship's sheet with pages numbered across the fleet.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVolley } from '../../src/damage/index.js';
import { fleetShips, fleetStateOf, loadDesigns, resolveFleet } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import { renderFleetSheet } from '../../src/sheet/index.js';
import { fileSystemHost } from '../../src/cli/fleet-host.js';
import { runIn as run } from './harness.js';

const FLEET = 'examples/home-guard.yaml';
const scratch = (): string => mkdtempSync(join(tmpdir(), 'spacedock-fleet-'));

function homeGuard() {
  const loaded = loadDesigns(readFileSync(FLEET, 'utf8'), FLEET);
  if (!loaded.ok) throw new Error('load');
  const fleet = resolveFleet(loaded.value, fileSystemHost({ fleetFile: FLEET }));
  if (!fleet.ok) throw new Error(JSON.stringify(fleet.diagnostics));
  return fleet.value;
}

describe('spacedock check on a fleet', () => {
  it('prints the fleet totals and each line, and passes', async () => {
    const r = await run(['check', FLEET]);
    expect(r.code).toBe(0);
    const boxes = homeGuard().totals.boxes;
    expect(r.out).toContain(`examples/home-guard.yaml: Home Guard: 4 ships, points 351 of 500, unit power 73, system spaces 95, system repair 254, boxes ${boxes}\n`);
    expect(r.out).toContain('  Picket: ship Picket Cutter (examples/home-guard.yaml) × 2: points 36 each, 72 in all\n');
  });

  it('gives the fleet in JSON', async () => {
    const r = await run(['check', FLEET, '--json']);
    const report = JSON.parse(r.out) as { files: { documents: { kind: string; fleet?: { totals: { points: number }; lines: unknown[] } }[] }[] };
    const fleet = report.files[0]!.documents.find((d) => d.kind === 'fleet');
    expect(fleet?.fleet?.totals.points).toBe(351);
    expect(fleet?.fleet?.lines).toHaveLength(3);
  });

  it('fails on a broken reference and on a fleet over its limit, at the line and column', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'fleet.yaml'), 'format: 1\nkind: fleet\nname: F\npointsLimit: 10\nships:\n  - { file: ships.yaml, ship: Cuter }\n');
    writeFileSync(join(dir, 'ships.yaml'), 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n');
    const bad = await run(['check', join(dir, 'fleet.yaml')]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(`error[fleet-unknown-name]: ${join(dir, 'ships.yaml')} has no ship "Cuter"; did you mean Cutter?`);
    expect(bad.err).toContain(`--> ${join(dir, 'fleet.yaml')}:6:31`);
    writeFileSync(join(dir, 'fleet.yaml'), 'format: 1\nkind: fleet\nname: F\npointsLimit: 10\nships:\n  - { file: ships.yaml, ship: Cutter }\n');
    const over = await run(['check', join(dir, 'fleet.yaml')]);
    expect(over.code).toBe(1);
    expect(over.err).toContain('error[fleet-over-limit]: the fleet costs 23 points, 13 over its limit of 10');
    expect(over.err).toContain(`--> ${join(dir, 'fleet.yaml')}:4:14`);
  });

  it("keeps a fleet's references in its folder, links followed, unless --allow-outside-refs; quotes nothing of a file that is not a design", async () => {
    const dir = realpathSync(scratch());
    const ship = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n';
    mkdirSync(join(dir, 'fleet'));
    writeFileSync(join(dir, 'outside.yaml'), ship);
    writeFileSync(join(dir, 'secret.txt'), 'TOKEN=ghp_s3cr3t\n');
    symlinkSync(join(dir, 'outside.yaml'), join(dir, 'fleet', 'inside-link.yaml'));
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'fleet', 'notes.yaml'));
    const fleet = join(dir, 'fleet', 'fleet.yaml');
    writeFileSync(fleet, 'format: 1\nkind: fleet\nname: F\nships:\n  - { file: ../outside.yaml, ship: Cutter }\n  - { file: inside-link.yaml, ship: Cutter }\n  - { file: notes.yaml, ship: Cutter }\n');
    const r = await run(['check', fleet, '--json']);
    expect(r.code).toBe(1);
    const messages = (JSON.parse(r.out) as { diagnostics: { code: string; message: string }[] }).diagnostics.map((d) => `${d.code}: ${d.message}`);
    expect(messages).toEqual([
      "fleet-file: ../outside.yaml leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; give --allow-outside-refs to read it",
      `fleet-file: cannot read ${join(dir, 'fleet', 'inside-link.yaml')}: it is outside the fleet file's folder, ${join(dir, 'fleet')} (it leads to ${join(dir, 'outside.yaml')}): a fleet's references stay in its folder and the folders under it; give --allow-outside-refs to read it`,
      `fleet-file: cannot read ${join(dir, 'fleet', 'notes.yaml')}: it is outside the fleet file's folder, ${join(dir, 'fleet')} (it leads to ${join(dir, 'secret.txt')}): a fleet's references stay in its folder and the folders under it; give --allow-outside-refs to read it`,
    ]);
    const allowed = await run(['check', fleet, '--allow-outside-refs']);
    expect(allowed.code).toBe(1);
    // Both ship lines read now, the same file by two names once; the secret is not a design: not a character of it shown.
    expect(allowed.err.match(/error\[/g)).toHaveLength(1);
    expect(allowed.err).toContain(`error[fleet-file]: ${join(dir, 'fleet', 'notes.yaml')} does not load, and does not read as a design document`);
    expect(allowed.err).not.toMatch(/ghp_|s3cr3t|TOKEN/);
    writeFileSync(fleet, 'format: 1\nkind: fleet\nname: F\nships:\n  - { file: ../outside.yaml, ship: Cutter }\n  - { file: inside-link.yaml, ship: Cutter, count: 2 }\n');
    const good = await run(['check', fleet, '--allow-outside-refs']);
    expect(good.code, good.err).toBe(0);
    expect(good.out).toContain(': F: 3 ships, points 69');
  });

  it('prints the roster under a limit passed, each ship with its share, in text and in JSON', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'ships.yaml'), 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nsystems: [{ label: Lab, count: 2 }]\n---\nformat: 1\nkind: ship\nname: Tender\nsizeClass: 4\ntech: 3\nsystems: [{ label: Cargo, count: 3 }, { label: Shtl }]\n');
    writeFileSync(join(dir, 'fleet.yaml'), 'format: 1\nkind: fleet\nname: F\nspacesLimit: 6\nrepairLimit: 100\nships:\n  - { file: ships.yaml, ship: Cutter, label: Scout }\n  - { file: ships.yaml, ship: Tender }\n');
    const text = await run(['check', join(dir, 'fleet.yaml')]);
    expect(text.code).toBe(1);
    // The Tender's 8 spaces (Cargo 6, Shtl 2) come first, the Scout's 2 after; the repair limit is not passed.
    expect(text.err).toContain(
      [
        'error[fleet-over-limit]: the fleet has 10 system spaces, 4 over its limit of 6',
        ` --> ${join(dir, 'fleet.yaml')}:4:14`,
        '  |',
        '4 | spacesLimit: 6',
        '  |              ^',
        '  = note: Tender: 8 system spaces, 80%',
        '  = note: Scout (Cutter): 2 system spaces, 20%',
      ].join('\n'),
    );
    expect(text.err).not.toContain('system repair');
    const json = await run(['check', join(dir, 'fleet.yaml'), '--json']);
    const report = JSON.parse(json.out) as { diagnostics: { code: string; span: { line: number; column: number }; notes?: string[] }[] };
    expect(report.diagnostics.map((d) => [d.code, d.span.line, d.span.column, d.notes])).toEqual([['fleet-over-limit', 4, 14, ['Tender: 8 system spaces, 80%', 'Scout (Cutter): 2 system spaces, 20%']]]);
  });
});

describe('spacedock table on a fleet', () => {
  it('prints the cost tables of the file, then the roster', async () => {
    const r = await run(['table', FLEET]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^## Picket Cutter\n[\s\S]*\n## Home Guard\n\n351 of 500 points, 4 ships\.\n/);
    expect(r.out).toContain('| label | kind | name | file | count | ships | points each | points | unit power | system spaces | system repair | boxes |');
    expect(r.out).toContain(`| Total | - | - | - | - | 4 | - | 351 | 73 | 95 | 254 | ${homeGuard().totals.boxes} |`);
  });

  it('gives the roster rows in JSON', async () => {
    const r = await run(['table', FLEET, '--format', 'json']);
    const report = JSON.parse(r.out) as { fleets: { name: string; rows: { label: string; points: number }[] }[] };
    expect(report.fleets[0]?.name).toBe('Home Guard');
    expect(report.fleets[0]?.rows.map((x) => x.label)).toEqual(['Meridian', 'Hearthstone', 'Picket', 'Total']);
  });
});

describe('spacedock sheet on a fleet', () => {
  it("writes every ship's pages, numbered across the fleet, the fleet's name in each footer", async () => {
    const dir = scratch();
    const r = await run(['sheet', FLEET, '-o', join(dir, 'fleet.svg')]);
    expect(r.code).toBe(0);
    const fleet = homeGuard();
    const expected = renderFleetSheet(fleet.ships.map((s) => ({ label: s.label, input: s.model })), fleet.name);
    if (!expected.ok) throw new Error('sheet');
    const files = readdirSync(dir).sort((a, b) => a.length - b.length || a.localeCompare(b));
    expect(files).toHaveLength(expected.value.pages.length);
    expect(files.map((f) => readFileSync(join(dir, f), 'utf8'))).toEqual(expected.value.pages);
    expect(readFileSync(join(dir, 'fleet-2.svg'), 'utf8')).toContain('Home Guard · Hearthstone (Hearthstone-class Escort Carrier)');
    // Again: -o names the first page, which is replaced; the later pages' names are made up, and
    // another run's files under them are not replaced without --force (nothing is written).
    writeFileSync(join(dir, 'fleet-3.svg'), 'mine');
    const again = await run(['sheet', FLEET, '-o', join(dir, 'fleet.svg')]);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`error[unwritable-output]: cannot write this file: a file of this name is there already, and this run did not write it: give --force to replace it\n --> ${join(dir, 'fleet-2.svg')}\n`);
    expect(readFileSync(join(dir, 'fleet-3.svg'), 'utf8')).toBe('mine');
    const forced = await run(['sheet', FLEET, '-o', join(dir, 'fleet.svg'), '--force']);
    expect(forced.code, forced.err).toBe(0);
    expect(readFileSync(join(dir, 'fleet-3.svg'), 'utf8')).toBe(expected.value.pages[2]);
  });

  it('draws the fleet as a fleet state left it: the same pages as renderFleetSheet of those ships', async () => {
    const fleet = homeGuard();
    const ships = fleetShips(fleet).map((s, i) => {
      const hit = resolveVolley(s, { shield: 1, points: 10 + 4 * i }, seededDice(i + 3));
      if (!hit.ok) throw new Error('volley');
      return hit.value.ship;
    });
    const state = fleetStateOf(fleet, ships);
    if (!state.ok) throw new Error('state');
    const dir = scratch();
    writeFileSync(join(dir, 'game.json'), JSON.stringify(state.value));
    const r = await run(['sheet', FLEET, '--state', join(dir, 'game.json'), '--json']);
    const report = JSON.parse(r.out) as { ok: boolean; svg: string[]; ships: string[] };
    expect(report.ok).toBe(true);
    const expected = renderFleetSheet(fleet.ships.map((s, i) => ({ label: s.label, input: { design: s.model, ship: ships[i]! } })), fleet.name);
    if (!expected.ok) throw new Error('sheet');
    expect(report.svg).toEqual(expected.value.pages);
    expect(report.ships).toEqual(['Meridian', 'Hearthstone', 'Picket 1', 'Picket 2']);
  });

  it('refuses volleys on a fleet, and a state of another fleet', async () => {
    const v = await run(['sheet', FLEET, '--volley', 'shield=1,points=5', '-o', join(scratch(), 'x.svg')]);
    expect(v.code).not.toBe(0);
    expect(v.err).toContain('volleys fall on one ship');
    const dir = scratch();
    writeFileSync(join(dir, 'game.json'), JSON.stringify({ format: 1, kind: 'fleet-state', fleet: 'Other', ships: [] }));
    const other = await run(['sheet', FLEET, '--state', join(dir, 'game.json'), '-o', join(dir, 'x.svg')]);
    expect(other.code).toBe(1);
    expect(other.err).toContain('fleet');
    expect(readdirSync(dir)).toEqual(['game.json']);
  });
});

describe('damage, simulate and sheet on a fleet file (issue 38)', () => {
  const WASPS = 'test/cli/fixtures/wasps/fleet.yaml';
  it('--ship takes a fleet label: the ship of that line, as its design builds it', async () => {
    const r = await run(['damage', WASPS, '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'lead', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { ship: string; label: string | null; state: { shields: number[] } };
    // The line labelled Lead is a Hornet: shields 8, the 5 points leave 3 on shield #1.
    expect(json.ship).toBe('Hornet');
    expect(json.label).toBe('Lead');
    expect(json.state.shields[0]).toBe(3);
    // A ship document named by --ship came from no fleet: its label is null.
    const own = JSON.parse((await run(['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--json'])).out) as { label: string | null; ship: string };
    expect(own).toMatchObject({ label: null, ship: 'Meridian-class Patrol Cruiser' });
  });

  it('damage, simulate and sheet call a ship a fleet label chose by the label, with its design\'s name (issue 38)', async () => {
    const damage = await run(['damage', WASPS, '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'Wasp 2']);
    expect(damage.code).toBe(0);
    expect(damage.out.split('\n')[0]).toBe('Wasp 2 (Wasp): 5 points on shield #1');
    const simulate = await run(['simulate', WASPS, '--shield', '1', '--points', '5', '--trials', '200', '--seed', '1', '--ship', 'Wasp 2']);
    expect(simulate.code).toBe(0);
    expect(simulate.out.split('\n')[0]).toBe('Wasp 2 (Wasp)');
    const simulated = JSON.parse((await run(['simulate', WASPS, '--shield', '1', '--points', '5', '--trials', '200', '--seed', '1', '--ship', 'Wasp 2', '--json'])).out) as { ship: string; label: string | null };
    expect(simulated).toMatchObject({ ship: 'Wasp', label: 'Wasp 2' });
    const sheet = await run(['sheet', WASPS, '--ship', 'Wasp 2', '--json']);
    const drawn = JSON.parse(sheet.out) as { ship: string; label: string | null; svg: string[] };
    expect(drawn).toMatchObject({ ship: 'Wasp', label: 'Wasp 2' });
    // Its footer, as the fleet's own sheets draw that ship: the fleet, the label and the design's name.
    expect(drawn.svg[0]).toMatch(/· Wasp 2 \(Wasp\) · record sheet/);
    const plain = JSON.parse((await run(['sheet', 'examples/cruiser.yaml', '--json'])).out) as { label: string | null; svg: string[] };
    expect(plain.label).toBeNull();
    expect(plain.svg[0]).not.toContain('(Meridian');
  });

  it('a sheet of one ship of the fleet by its label', async () => {
    const r = await run(['sheet', WASPS, '--ship', 'Wasp 3']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('<svg');
    expect(r.out).toContain('Wasp');
  });

  it('without --ship, or with a label without its number, the labels are the answer (exit 2)', async () => {
    for (const argv of [['damage', WASPS, '--shield', '1', '--points', '5'], ['simulate', WASPS, '--shield', '1', '--points', '5', '--ship', 'Wasp']]) {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain('"Wasp 1", "Wasp 2", "Wasp 3"');
      expect(r.err).not.toContain('unit list');
      expect(r.err).not.toContain('none');
    }
  });
});

describe('a fleet line with a schema error (issue 38, one pass)', () => {
  const BAD = 'test/cli/fixtures/wasps-bad/fleet.yaml';
  it('check reports the bad line, and still checks the other lines\' references and the limits on the lines read', async () => {
    const r = await run(['check', BAD, '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { errors: number; diagnostics: { code: string; message: string; span?: { line: number; column: number }; notes?: string[] }[]; files: { documents: unknown[] }[] };
    expect(json.diagnostics.map((d) => `${d.code}@${d.span?.line}:${d.span?.column}`)).toEqual(['fleet-over-limit@4:13', 'design-schema@7:46', 'fleet-unknown-name@8:31']);
    // The lines left out (the bad one, the unknown name) add nothing: the limit is passed by the three Wasps already.
    expect(json.diagnostics[0]!.message).toBe('the fleet has at least 117 boxes (without the 2 lines left out for their errors, which can only add to it), 107 over its limit of 10');
    expect(json.diagnostics[0]!.notes).toEqual(['Wasp 1 (Wasp): 39 boxes, 33.3%', 'Wasp 2 (Wasp): 39 boxes, 33.3%', 'Wasp 3 (Wasp): 39 boxes, 33.3%']);
    expect(json.diagnostics[2]!.message).toContain('has no ship "Hornit"; did you mean Hornet?');
    expect(json.errors).toBe(3);
    // Never listed as a loaded fleet.
    expect(json.files[0]!.documents).toEqual([]);
  });

  it('a limit the lines read do not pass is not said: the line left out may pass it', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'ships.yaml'), readFileSync('test/cli/fixtures/wasps/ships.yaml', 'utf8'));
    writeFileSync(join(dir, 'fleet.yaml'), 'format: 1\nkind: fleet\nname: Wasps\nboxesLimit: 200\nships:\n  - { file: ships.yaml, ship: Wasp, count: 3 }\n  - { file: ships.yaml, ship: Hornet, cuont: 2 }\n');
    const r = await run(['check', join(dir, 'fleet.yaml'), '--json']);
    const json = JSON.parse(r.out) as { diagnostics: { code: string; message: string }[] };
    expect(json.diagnostics.map((d) => d.code)).toEqual(['design-schema']);
    expect(json.diagnostics[0]!.message).toContain('did you mean count?');
  });
});

