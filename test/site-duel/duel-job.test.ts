/**
 * The Duel view's job (site/src/duel-job.ts) run in Node as its Web Worker runs it, and the form
 * reader (site/src/duel-form.ts): the designs of the editor's kept files (or the address's
 * design, or the examples); a duel's answer equal to `duel` and `plotDuel` on the same models,
 * options and seed; progress throttled; the library's diagnostics for bad options; the form's
 * texts read into the options the command line's words give, and never a throw on any text.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { loadDesigns } from '../../src/design/load.js';
import { duel } from '../../src/duel/duel.js';
import { plotDuel } from '../../src/plot/duel.js';
import { rangeSchedule, facingPolicy } from '../../src/cli/commands/duel.js';
import { DUEL_PROGRESS_EVERY_MS, filesOf, isDuelRequest, runDuelJob, type DuelFiles, type DuelMessage, type DuelRequest } from '../../site/src/duel-job.js';
import { DUEL_FIELDS, DUEL_FORM_DEFAULTS, fieldOfPath, readDuelForm, type DuelFormTexts } from '../../site/src/duel-form.js';
import { encodeText } from '../../site/src/state.js';

const FULL = { readSource };
const text = (name: string): string => readFileSync(`examples/${name}`, 'utf8');
const EXAMPLES: DuelFiles = [
  { name: 'cruiser.yaml', text: text('cruiser.yaml') },
  { name: 'carrier.yaml', text: text('carrier.yaml') },
  { name: 'home-guard.yaml', text: text('home-guard.yaml') },
];
const kept = (files: DuelFiles): string => JSON.stringify({ version: 1, files: files.map((f) => ({ ...f, dirty: false })), active: 0 });

function run(request: DuelRequest, now?: () => number): DuelMessage[] {
  const messages: DuelMessage[] = [];
  // What the worker receives and posts: structured clones.
  runDuelJob(structuredClone(request), EXAMPLES, FULL, (m) => messages.push(structuredClone(m)), now);
  return messages;
}

const ship = (name: string) => {
  const f = loadDesigns(text(name), name);
  const d = f.ok ? f.value.documents[0] : undefined;
  if (d?.kind !== 'ship') throw new Error(name);
  return d;
};

describe('the Duel view job', () => {
  it('lists the ships and fleets of the kept files, else the address design, else the examples', () => {
    const fromKept = run({ type: 'list', source: { kept: kept(EXAMPLES.slice(0, 2)), design: null } });
    expect(fromKept).toEqual([
      {
        type: 'designs',
        from: 'editor',
        designs: [
          { id: '0:0', file: 'cruiser.yaml', kind: 'ship', title: 'Meridian-class Patrol Cruiser', points: ship('cruiser.yaml').totals.points },
          { id: '1:0', file: 'carrier.yaml', kind: 'ship', title: 'Hearthstone-class Escort Carrier', points: ship('carrier.yaml').totals.points },
        ],
        problems: [],
      },
    ]);
    const fromAddress = run({ type: 'list', source: { kept: null, design: encodeText(text('carrier.yaml')) } })[0];
    expect(fromAddress?.type === 'designs' && [fromAddress.from, fromAddress.designs.map((d) => d.title)]).toEqual(['address', ['Hearthstone-class Escort Carrier']]);
    const examples = run({ type: 'list', source: { kept: 'not json', design: 'not base64 !' } })[0];
    if (examples?.type !== 'designs') throw new Error(JSON.stringify(examples));
    expect(examples.from).toBe('examples');
    // The fleet, resolved among the files: its points are its ships'.
    const fleet = examples.designs.find((d) => d.kind === 'fleet');
    expect(fleet?.title).toBe('Home Guard');
    expect(fleet?.points).toBe(ship('cruiser.yaml').totals.points + ship('carrier.yaml').totals.points + 2 * (examples.designs.find((d) => d.title === 'Picket Cutter')?.points ?? Number.NaN));
  });

  it('names a file with errors and leaves it out', () => {
    const [m] = run({ type: 'list', source: { kept: kept([EXAMPLES[0]!, { name: 'broken.yaml', text: text('broken.yaml') }]), design: null } });
    if (m?.type !== 'designs') throw new Error(JSON.stringify(m));
    expect(m.designs.map((d) => d.file)).toEqual(['cruiser.yaml']);
    expect(m.problems).toEqual([{ file: 'broken.yaml', message: expect.any(String) }]);
  });

  it('answers what duel and plotDuel answer for the same models, options and seed, with progress on the way', () => {
    const options = { trials: 1200, turns: 6, seed: 9, range: { kind: 'fixed', range: 6 } } as const;
    const messages = run({ type: 'duel', source: { kept: kept(EXAMPLES.slice(0, 2)), design: null }, a: { id: '0:0', title: 'Meridian-class Patrol Cruiser' }, b: { id: '1:0', title: 'Hearthstone-class Escort Carrier' }, options });
    const done = messages.at(-1);
    if (done?.type !== 'done' || !done.ok) throw new Error(JSON.stringify(done));
    const direct = duel(ship('cruiser.yaml'), ship('carrier.yaml'), options);
    if (!direct.ok) throw new Error(JSON.stringify(direct.diagnostics));
    expect(done.result).toEqual(structuredClone(direct.value));
    const plot = plotDuel(direct.value);
    expect(plot.ok && done.svg).toBe(plot.ok ? plot.value : false);
    expect(done.diagnostics).toEqual(direct.diagnostics);
    const progress = messages.slice(0, -1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((m) => m.type === 'progress' && m.total === 1200)).toBe(true);
  });

  it(`sends progress at most every ${DUEL_PROGRESS_EVERY_MS} ms, and always the last`, () => {
    const request: DuelRequest = { type: 'duel', source: { kept: null, design: null }, a: { id: '0:0', title: 'Meridian-class Patrol Cruiser' }, b: { id: '0:0', title: 'Meridian-class Patrol Cruiser' }, options: { trials: 2500, turns: 3 } };
    const still = run(request, () => 0).filter((m) => m.type === 'progress');
    expect(still.map((m) => (m.type === 'progress' ? m.done === m.total : null))).toEqual([false, true]);
    let t = 0;
    const all = run(request, () => (t += DUEL_PROGRESS_EVERY_MS)).filter((m) => m.type === 'progress');
    expect(all.length).toBe(5);
  });

  it("answers the library's diagnostics for bad options and for a design no longer there", () => {
    const bad = run({ type: 'duel', source: { kept: null, design: null }, a: { id: '0:0', title: 'Meridian-class Patrol Cruiser' }, b: { id: '1:0', title: 'Hearthstone-class Escort Carrier' }, options: { trials: 0, range: { kind: 'closing', from: 8, to: 20, step: 4 } } });
    expect(bad).toHaveLength(1);
    const m = bad[0];
    if (m?.type !== 'done' || m.ok) throw new Error(JSON.stringify(m));
    expect(m.diagnostics.filter((d) => d.severity === 'error').map((d) => d.path)).toEqual(['options.trials', 'options.range.to']);
    const cruiser = { id: '0:0', title: 'Meridian-class Patrol Cruiser' };
    const gone = run({ type: 'duel', source: { kept: null, design: null }, a: { id: '7:0', title: 'Gone' }, b: cruiser, options: {} })[0];
    expect(gone?.type === 'done' && !gone.ok && gone.diagnostics.map((d) => d.path)).toEqual(['a']);
    // The same place, another design (the file changed since the list): not fought.
    const moved = run({ type: 'duel', source: { kept: null, design: null }, a: cruiser, b: { id: '0:0', title: 'Hearthstone-class Escort Carrier' }, options: {} })[0];
    expect(moved?.type === 'done' && !moved.ok && moved.diagnostics.map((d) => d.path)).toEqual(['b']);
  });

  it('reads only requests of its shape', () => {
    expect(isDuelRequest({ type: 'list', source: { kept: null, design: null } })).toBe(true);
    expect(isDuelRequest({ type: 'duel', source: { kept: null, design: null }, a: { id: '0:0', title: 'x' }, b: { id: '0:0', title: 'x' }, options: {} })).toBe(true);
    for (const bad of [null, 1, {}, { type: 'list' }, { type: 'list', source: { kept: 1, design: null } }, { type: 'duel', source: { kept: null, design: null }, a: '0:0', b: { id: '0:0', title: 'x' }, options: {} }]) expect(isDuelRequest(bad)).toBe(false);
    expect(filesOf({ kept: null, design: null }, EXAMPLES).from).toBe('examples');
  });
});

describe('the Duel view form', () => {
  const texts = (patch: Partial<DuelFormTexts>): DuelFormTexts => ({ ...DUEL_FORM_DEFAULTS, ...patch });

  it('reads a range and a pair of facings as the command line reads them', () => {
    for (const range of ['8', '24:4:4', '20,16,8', 'standoff-a', 'standoff-b', ' 12 ']) {
      const r = readDuelForm(texts({ range }));
      expect(r.ok && r.options.range).toEqual(rangeSchedule(range));
    }
    for (const facing of ['head-on', 'strongest-shield', 'most-weapons', '1,4', '6,2']) {
      const r = readDuelForm(texts({ facing }));
      expect(r.ok && r.options.facing).toEqual(facingPolicy(facing));
    }
    const d = readDuelForm(DUEL_FORM_DEFAULTS);
    expect(d).toEqual({ ok: true, options: { trials: 2000, turns: 10, seed: 1, range: { kind: 'closing', from: 24, to: 4, step: 4 }, facing: 'head-on', firing: 'simultaneous', power: 'engines', targeting: 'focus' } });
    // The defaults are duel()'s own.
    const a = ship('cruiser.yaml');
    const withForm = d.ok ? duel(a, a, { ...d.options, trials: 50 }) : undefined;
    const withDefaults = duel(a, a, { trials: 50 });
    expect(withForm?.ok && withDefaults.ok && withForm.value).toEqual(withDefaults.ok ? withDefaults.value : null);
  });

  it('passes numbers out of bounds and words on as typed, for duel() to report; empty fields take the defaults', () => {
    const r = readDuelForm(texts({ trials: '0', seed: '1.5', power: 'lots', turns: '', range: '24:x:4' }));
    expect(r).toEqual({ ok: true, options: { trials: 0, seed: 1.5, range: { kind: 'closing', from: 24, to: 'x', step: 4 }, facing: 'head-on', firing: 'simultaneous', power: 'lots', targeting: 'focus' } });
    expect(readDuelForm(texts({ range: 'close in' }))).toEqual({ ok: false, field: 'range', message: expect.stringMatching(/^Range: /) });
    expect(readDuelForm(texts({ range: '1:2' }))).toEqual({ ok: false, field: 'range', message: expect.stringMatching(/^Range: /) });
  });

  it('never throws, and what it reads duel() answers without a throw (property)', () => {
    const a = ship('cruiser.yaml');
    const anyText = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('8', '24:4:4', '1,2', 'standoff-b', '-1', '1e3', 'engines', '0', '3.5'));
    fc.assert(
      fc.property(fc.record(Object.fromEntries(DUEL_FIELDS.map((k) => [k, anyText])) as Record<(typeof DUEL_FIELDS)[number], fc.Arbitrary<string>>), (t) => {
        const r = readDuelForm(t);
        if (!r.ok) return DUEL_FIELDS.includes(r.field) && r.message.length > 0;
        // Kept small: the work is the duel's, not what is tested here.
        const answer = duel(a, a, { ...r.options, trials: 5, turns: 2 });
        if (answer.ok) return true;
        // Every error is about an option, and the form can place it on a control or names its path.
        return answer.diagnostics.filter((d) => d.severity === 'error').every((d) => d.path?.startsWith('options.') === true);
      }),
      { numRuns: 200 },
    );
  });

  it('places a diagnostic of duel() on its control', () => {
    expect(fieldOfPath('options.trials')).toBe('trials');
    expect(fieldOfPath('options.range.to')).toBe('range');
    expect(fieldOfPath('options.facing.a')).toBe('facing');
    expect(fieldOfPath('options.toHit.base')).toBeUndefined();
    expect(fieldOfPath('a.document.units[6]')).toBeUndefined();
    expect(fieldOfPath(undefined)).toBeUndefined();
  });
});
