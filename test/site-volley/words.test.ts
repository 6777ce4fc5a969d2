/** The volley log's words for the cells a point passed over (site/src/volley-words.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveVolley, type VolleyEvent } from '../../src/damage/index.js';
import { readSource } from '../../src/design/full-yaml.js';
import { seededDice } from '../../src/index.js';
import { eventWords, passedSummary } from '../../site/src/volley-words.js';
import { volleyShipOf } from '../../site/src/volley-source.js';

type Passed = NonNullable<VolleyEvent['passed']>;
const cell = (column: string, result: string, reason: string) => ({ column, result, why: 'nothing-left', reason }) as unknown as Passed[number];

describe('passedSummary', () => {
  it('says one cell in full, and several as how many passed for each reason', () => {
    expect(passedSummary(undefined)).toBe('');
    expect(passedSummary([])).toBe('');
    expect(passedSummary([cell('A', 'Torp', 'nothing left to hit')])).toBe('passed A Torp: nothing left to hit');
    const nine = 'ABCDEFGHI'.split('').map((c) => cell(c, 'Hull', 'nothing left to hit'));
    expect(passedSummary(nine)).toBe('passed 9 cells: nothing left to hit');
    const mixed = [cell('A', 'L Warp', 'bold: already scored'), cell('B', 'Torp', 'nothing left to hit'), cell('C', 'Lab', 'nothing left to hit')];
    expect(passedSummary(mixed)).toBe('passed 3 cells (1 cell: bold: already scored; 2 cells: nothing left to hit)');
  });

  it('on a real volley, counts every passed cell of each event once, and keeps each cell for the detail', () => {
    const loaded = volleyShipOf(readFileSync('examples/cruiser.yaml', 'utf8'), 'cruiser.yaml', { readSource });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const volley = resolveVolley(loaded.value.ship, { shield: 1, points: 120 }, seededDice(7));
    if (!volley.ok) throw new Error(JSON.stringify(volley.diagnostics));
    const events = volley.value.events;
    const several = events.filter((e) => (e.passed?.length ?? 0) > 1);
    expect(several.length).toBeGreaterThan(0);
    for (const e of events) {
      const w = eventWords(e);
      const n = e.passed?.length ?? 0;
      expect(w.passed).toHaveLength(n);
      if (n === 0) expect(w.passedSummary).toBe('');
      else if (n === 1) expect(w.passedSummary).toBe(`passed ${w.passed[0]!}`);
      else {
        const counted = [...w.passedSummary.matchAll(/(\d+) cells?: /g)].map((m) => Number(m[1]));
        expect(counted.reduce((a, b) => a + b, 0)).toBe(n);
        expect(w.passedSummary.startsWith(`passed ${n} cells`)).toBe(true);
      }
    }
  });
});

describe('eventWords for armor', () => {
  it('names what took or ignored each point: a layer, specific armor with its roll and cell, a hull defense or Skin', () => {
    const events: VolleyEvent[] = [
      { point: 1, unit: 0, stage: 'armor', hit: 'Breen armor' },
      { point: 2, unit: 0, stage: 'armor', hit: 'Specific armor (Bridge)', roll: 2, column: 'A', result: 'Bridge' },
      { point: 3, last: 9, unit: 0, stage: 'ignored', hit: 'Neutronium hull coating' },
      { point: 10, unit: 0, stage: 'ignored', hit: 'Skin' },
    ];
    expect(events.map((e) => eventWords(e)).map((w) => `${w.points} ${w.what}${w.bold ? ' (bold)' : ''}`)).toEqual([
      '1 Breen armor takes the point',
      '2 roll 2, column A: Specific armor (Bridge) takes the point (bold)',
      '3–9 ignored: Neutronium hull coating',
      '10 ignored: Skin',
    ]);
  });
});
