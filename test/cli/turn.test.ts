/** `spacedock turn`: the limits and the chart rendering, beyond the golden cases. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartText, MAX_ALLOCATION_LENGTH } from '../../src/cli/turn-command.js';
import { movementImpulses, movesOnImpulse } from '../../src/turn/index.js';
import { runIn } from './harness.js';

interface TurnJson {
  ok: boolean;
  diagnostics: { code: string; path?: string; span?: { line: number; column: number }; file?: string }[];
  speed: number | null;
  impulses: number[] | null;
}

const GOOD = 'available: { warp: 10, impulse: 0, apr: 0, batteries: 0 }\nallocation: { lifeSupport: 1, fireControl: 1, shields: 2, movement: 6, weapons: 0, reinforcement: 0, other: 0 }\ncosts: { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 }\n';

describe('spacedock turn: the chart', () => {
  it.each(Array.from({ length: 33 }, (_, s) => s))('speed %i: an x in the column of each impulse it moves on', (speed) => {
    const impulses = movementImpulses(speed);
    if (!impulses.ok) throw new Error('the chart takes 0 to 32');
    const marks = chartText(speed, impulses.value).split('\n')[3]!.slice('moves    '.length);
    expect(marks).toHaveLength(32);
    for (let i = 1; i <= 32; i++) {
      const moves = movesOnImpulse(speed, i);
      expect([i, marks[i - 1]]).toEqual([i, moves.ok && moves.value ? 'x' : '.']);
    }
  });

  it('charts the speed the allocation buys', async () => {
    const r = await runIn(['turn', '-', '--json'], GOOD.replace('warp: 10', 'warp: 11').replace('movement: 6', 'movement: 6.5'));
    const report = JSON.parse(r.out) as TurnJson;
    expect([r.code, report.ok, report.speed]).toEqual([0, true, 6]);
    const expected = movementImpulses(6);
    expect(report.impulses).toEqual(expected.ok ? expected.value : null);
  });
});

describe('spacedock turn: hostile files', () => {
  it('refuses a file longer than MAX_ALLOCATION_LENGTH unread, in JSON too', async () => {
    const r = await runIn(['turn', '-', '--json'], `${GOOD}#${'x'.repeat(MAX_ALLOCATION_LENGTH)}\n`);
    const report = JSON.parse(r.out) as TurnJson;
    expect([r.code, report.ok, report.diagnostics.map((d) => [d.code, d.file])]).toEqual([1, false, [['unreadable-input', '-']]]);
  });

  it('refuses an alias bomb', async () => {
    const bomb = ['a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]', ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefg'[i]}`).join(', ')}]`)].join('\n');
    const r = await runIn(['turn', '-'], `${bomb}\n`);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error[unreadable-input]');
  });

  it('reads a __proto__ key as a field it does not know, placed at the key, and pollutes nothing', async () => {
    const r = await runIn(['turn', '-', '--json'], `${GOOD}__proto__: { polluted: 1 }\n`);
    const report = JSON.parse(r.out) as TurnJson;
    expect(report.diagnostics.map((d) => [d.code, d.path, d.span?.line, d.span?.column])).toEqual([['unknown-field', '["__proto__"]', 4, 1]]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('takes a duplicate key as a YAML error, not the last value', async () => {
    const r = await runIn(['turn', '-', '--json'], `${GOOD}costs: {}\n`);
    const report = JSON.parse(r.out) as TurnJson;
    expect(report.diagnostics.map((d) => [d.code, d.span?.line])).toEqual([['unreadable-input', 4]]);
  });
});

describe('docs/turn-guide.md: the command-line section', () => {
  const guide = readFileSync(new URL('../../docs/turn-guide.md', import.meta.url), 'utf8');
  const section = guide.slice(guide.indexOf('## Check an allocation file from the command line'), guide.indexOf('## Plot movement'));
  it('shows docs/examples/turn-cruiser.yaml as it is', () => {
    const file = readFileSync(new URL('../../docs/examples/turn-cruiser.yaml', import.meta.url), 'utf8');
    expect(section).toContain(`\`\`\`yaml\n${file}\`\`\``);
  });
  it('shows what the command prints for it', async () => {
    const block = /```text\n\$ spacedock (turn [^\n]*)\n([\s\S]*?)```/.exec(section);
    expect(block).not.toBeNull();
    const r = await runIn(block![1]!.split(' '));
    expect([r.code, r.err, r.out]).toEqual([0, '', block![2]]);
  });
});
