// `--state` of spacedock damage and sheet (issue 29): a game's damage saved between volleys. Two
// volleys through a state file leave the state the library gives for the same two volleys; the
// sheet drawn from the file is renderSheet of that state; a wrong or broken file is exit 1 with
// its diagnostic, and nothing is written.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { damageStateOf, resolveVolley, type DamageState, type ShipState } from '../../src/damage/index.js';
import { loadDesigns } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import { renderSheet } from '../../src/sheet/index.js';
import { runIn as run } from './harness.js';

/** damageStateOf's value (the ships here are valid states). */
function stateOf(ship: ShipState): DamageState {
  const r = damageStateOf(ship);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

const scratch = (): string => mkdtempSync(join(tmpdir(), 'spacedock-state-'));

function cruiser() {
  const loaded = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/cruiser.yaml');
  if (!loaded.ok) throw new Error('load');
  const doc = loaded.value.documents[0]!;
  if (doc.kind !== 'ship') throw new Error('not a ship');
  return { doc, ship: doc.ship };
}

function volley(ship: ShipState, shield: number, points: number, seed: number): ShipState {
  const r = resolveVolley(ship, { shield: shield as 1, points }, seededDice(seed));
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value.ship;
}

describe('spacedock damage --state', () => {
  it('starts a game when the file is missing, then each volley falls on the state the last one left', async () => {
    const file = join(scratch(), 'game.json');
    const first = await run(['damage', 'examples/cruiser.yaml', '--state', file, '--shield', '1', '--points', '40', '--seed', '7']);
    expect(first.code, first.err).toBe(0);
    expect(first.err).toContain(`wrote ${file}`);
    const second = await run(['damage', 'examples/cruiser.yaml', '--state', file, '--shield', '2', '--points', '30', '--seed', '11', '--json']);
    expect(second.code, second.err).toBe(0);
    const { ship } = cruiser();
    const expected = volley(volley(ship, 1, 40, 7), 2, 30, 11);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(stateOf(expected));
    expect((JSON.parse(second.out) as { state: unknown }).state).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('refuses a state of another ship, or a file that is not JSON, at the state file, and leaves it as it was', async () => {
    const dir = scratch();
    const other = join(dir, 'other.json');
    const { ship } = cruiser();
    const text = `${JSON.stringify({ ...stateOf(ship), ship: 'Another ship' })}\n`;
    writeFileSync(other, text);
    const r = await run(['damage', 'examples/cruiser.yaml', '--state', other, '--shield', '1', '--points', '5', '--seed', '1']);
    expect(r.code).toBe(1);
    // One error naming both ships (issue 38), not one per field.
    expect(r.err).toContain('error[invalid-value]: this damage state is of the ship "Another ship", not of this design\'s ship, "Meridian-class Patrol Cruiser"');
    expect(r.err.match(/^error/gm)).toHaveLength(1);
    expect(r.err).toContain(other);
    expect(readFileSync(other, 'utf8')).toBe(text);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "format": 1, ');
    const b = await run(['damage', 'examples/cruiser.yaml', '--state', broken, '--shield', '1', '--points', '5', '--seed', '1', '--json']);
    expect(b.code).toBe(1);
    expect((JSON.parse(b.out) as { diagnostics: { code: string; message: string; file: string }[] }).diagnostics[0]).toMatchObject({ code: 'unreadable-input', message: expect.stringMatching(/^this damage state is not JSON/), file: broken });
  });
});

describe('spacedock damage --state writes safely', () => {
  it('refuses a link at the state path, dangling or not, before any volley: it never makes the target, nor writes through it', async () => {
    const dir = scratch();
    const target = join(dir, 'outside', 'made.json');
    mkdirSync(join(dir, 'outside'));
    const link = join(dir, 'game.json');
    symlinkSync(target, link);
    const r = await run(['damage', 'examples/cruiser.yaml', '--state', link, '--shield', '1', '--points', '5', '--seed', '1']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error[unwritable-output]: cannot write this damage state back: it is a symbolic link to ${target}: spacedock writes no file through a link; name the file itself, or remove the link\n --> ${link}\n`);
    expect(existsSync(target)).toBe(false);
    const { ship } = cruiser();
    const saved = `${JSON.stringify(stateOf(ship))}\n`;
    writeFileSync(target, saved);
    expect((await run(['damage', 'examples/cruiser.yaml', '--state', link, '--shield', '1', '--points', '5', '--seed', '1'])).code).toBe(1);
    expect(readFileSync(target, 'utf8')).toBe(saved);
    // Reading through the link is fine: sheet --state only reads.
    expect((await run(['sheet', 'examples/cruiser.yaml', '--state', link])).code).toBe(0);
  });

  it('writes the state whole, by a rename: no temporary or lock file is left, and a state that is not JSON is not quoted', async () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    expect((await run(['damage', 'examples/cruiser.yaml', '--state', file, '--shield', '1', '--points', '40', '--seed', '7'])).code).toBe(0);
    expect(readdirSync(dir)).toEqual(['game.json']);
    writeFileSync(file, 'root:x:0:0:secret:/root:/bin/bash\n');
    const r = await run(['damage', 'examples/cruiser.yaml', '--state', file, '--shield', '1', '--points', '5', '--seed', '1']);
    expect(r.code).toBe(1);
    // Where the message of the JavaScript engine says where, that is kept; its quote of the text never is.
    expect(r.err).toMatch(/^error\[unreadable-input\]: this damage state is not JSON: it is not valid JSON( from character \d+ on)?\n --> /);
    expect(r.err).not.toMatch(/root|secret/);
  });
});

describe('spacedock sheet --state', () => {
  it('draws the ship as the saved state left it: renderSheet of that state, byte for byte', async () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    const { doc, ship } = cruiser();
    const damaged = volley(ship, 1, 40, 7);
    writeFileSync(file, JSON.stringify(stateOf(damaged)));
    const r = await run(['sheet', 'examples/cruiser.yaml', '--state', file]);
    expect(r.code, r.err).toBe(0);
    const expected = renderSheet({ design: doc, ship: damaged });
    expect(expected.ok && r.out).toBe(expected.ok ? expected.value.pages[0] : '');
    expect(r.out).toContain('data-destroyed="true"');
  });

  it('a state file that does not exist is an error here (a sheet needs a game to draw)', async () => {
    const file = join(scratch(), 'none.json');
    const r = await run(['sheet', 'examples/cruiser.yaml', '--state', file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('cannot read this damage state: there is no such file');
    expect(existsSync(file)).toBe(false);
  });
});
