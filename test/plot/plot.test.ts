import { describe, expect, it } from 'vitest';
import type { Survivability } from '../../src/damage/index.js';
import { PLOT_LIMITS, plotSurvival, type PlotOptions } from '../../src/plot/index.js';
import { FONT_FAMILY } from '../../src/sheet/index.js';
import { cruiserRun, frigate, part, survivability, wide } from './fixtures.js';
import { fitProblems, readSvg, xmlProblems } from './svg.js';

/** The SVG of a result, or the test fails with the diagnostics. */
function plot(result: unknown, options?: PlotOptions): string {
  const r = plotSurvival(result as Survivability, options);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.code} at ${d.path}: ${d.message}`).join('\n'));
  expect(r.diagnostics).toEqual([]);
  return r.value;
}

/** A deep copy of a result with one change made by `edit`. */
function edited(edit: (s: Record<string, any>) => void, base: Survivability = frigate()): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, any>;
  edit(copy);
  return copy;
}

/** The bars of a chart: their data-bar and data-value. */
function bars(svg: string, chart: string): Map<string, number> {
  return new Map(
    readSvg(svg)
      .elements.filter((e) => e.chart === chart && e.name === 'rect' && e.attrs['data-value'] !== undefined)
      .map((e) => [e.attrs['data-bar']!, Number(e.attrs['data-value'])]),
  );
}

const WIDE = wide();

describe('plotSurvival: the document', () => {
  it('is one standalone SVG document: xmlns, size in mm with a viewBox, a title, the font stack', () => {
    const svg = plot(frigate(), { width: 160 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160mm" height="([\d.]+)mm" viewBox="0 0 160 \1">\n<title>Survivability of Test frigate<\/title>\n<style>/);
    expect(svg).toContain(`font-family:${FONT_FAMILY}`);
    expect(xmlProblems(svg)).toEqual([]);
    expect(readSvg(svg).charts.map((c) => c.name)).toEqual(['title', 'loss', 'destruction', 'disarmed', 'internals']);
  });

  it('the XML check finds what would break a parser (so a clean report means something)', () => {
    expect(xmlProblems('<svg><text>a & b</text></svg>')).toEqual([expect.stringMatching(/bare &/)]);
    expect(xmlProblems('<svg><g><text>x</g></text></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>\u0007</text></svg>')).not.toEqual([]);
  });

  it('is the same for the same input, and for its JSON round trip', () => {
    const a = plot(frigate());
    expect(plot(frigate())).toBe(a);
    expect(plot(JSON.parse(JSON.stringify(frigate())))).toBe(a);
  });

  it('uses the title given, escaped, in the heading and in <title>', () => {
    const svg = plot(frigate(), { title: 'Frigate & <friends>' });
    expect(svg).toContain('<title>Frigate &amp; &lt;friends&gt;</title>');
    expect(readSvg(svg).elements.some((e) => e.chart === 'title' && e.text === 'Frigate & <friends>')).toBe(true);
  });

  it('escapes a hostile ship name everywhere, and stays well formed', () => {
    const name = '</text><script>alert("x")</script> & \'Co\'\u0007\u0000\ud800 <![CDATA[';
    const svg = plot(frigate(name));
    expect(svg).not.toMatch(/<script|<!\[CDATA/);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
    expect(fitProblems(svg)).toEqual([]);
  });

  it('escapes hostile part names too', () => {
    const base = frigate();
    const svg = plot({ ...base, parts: [part('<b onload="x">', 'system', 2, 500, 100, 1000, 6)] });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('data-bar="&lt;b onload=&quot;x&quot;&gt;: hit"');
  });
});

describe('plotSurvival: the charts', () => {
  it('system loss: a hit and a destroyed bar per part some trial hit, with the figures of the result', () => {
    const result = frigate();
    const svg = plot(result);
    const loss = bars(svg, 'loss');
    const hit = result.parts.filter((p) => p.hit.value > 0);
    expect(hit.length).toBeLessThan(result.parts.length);
    expect([...loss.keys()]).toEqual(hit.flatMap((p) => [`${p.name}: hit`, `${p.name}: destroyed`]));
    for (const p of hit) {
      expect(loss.get(`${p.name}: hit`)).toBeCloseTo(p.hit.value, 6);
      expect(loss.get(`${p.name}: destroyed`)).toBeCloseTo(p.destroyed.value, 6);
    }
    // The percentages are printed: Bridge is destroyed in 41% and hit in 64% of the trials.
    expect(readSvg(svg).elements.some((e) => e.chart === 'loss' && e.text === '41.0% / 64.0%')).toBe(true);
    // A whisker (a line and two caps) at the end of each bar with a spread, and one in the legend.
    const whiskers = readSvg(svg).elements.filter((e) => e.chart === 'loss' && e.name === 'line' && e.attrs['class'] === 'wsk');
    const spread = hit.flatMap((p) => [p.hit, p.destroyed]).filter((e) => e.standardError > 0);
    expect(spread.length).toBe(2 * hit.length - 1); // Shield #1 is hit in every trial
    expect(whiskers.length).toBe(spread.length * 3 + 3);
  });

  it("system loss: parts: 'all' lists every part, 'lost' (the default) only those hit", () => {
    const result = frigate();
    expect(bars(plot(result, { parts: 'all' }), 'loss').size).toBe(2 * result.parts.length);
    expect(bars(plot(result, { parts: 'lost' }), 'loss').size).toBe(2 * result.parts.filter((p) => p.hit.value > 0).length);
    const untouched = { ...result, parts: result.parts.map((p) => ({ ...p, hit: { value: 0, standardError: 0 }, destroyed: { value: 0, standardError: 0 } })) };
    const svg = plot(untouched);
    expect(bars(svg, 'loss').size).toBe(0);
    expect(svg).toContain('No part was hit in any trial.');
  });

  it('turns to destruction: a bar per turn and one for the trials that survived, as shares of the trials', () => {
    const result = frigate();
    const b = bars(plot(result), 'destruction');
    expect([...b.keys()]).toEqual(['turn 1', 'turn 2', 'turn 3', 'turn 4', 'turn 5', 'turn 6', 'survived']);
    result.destruction.byTurn.forEach((n, t) => expect(b.get(`turn ${t + 1}`)).toBeCloseTo(n / result.trials, 6));
    expect(b.get('survived')).toBeCloseTo(result.destruction.survived / result.trials, 6);
  });

  it('turns to destruction: mean and median written under it, or "not destroyed in N turns"', () => {
    const texts = (svg: string) => readSvg(svg).elements.filter((e) => e.chart === 'destruction' && e.name === 'text').map((e) => e.text).join('\n');
    expect(texts(plot(frigate()))).toMatch(/Mean turn of destruction 4\.09 ± 0\.1 .*; median turn 4/);
    const never = survivability({ trials: 100, byTurn: [0, 0, 0], internals: [100], weapons: 0 });
    const t = texts(plot(never));
    expect(t).toContain('Mean turn of destruction: not destroyed in 3 turns; median: not destroyed in 3 turns');
    expect(t).toContain('Destroyed within 3 turns: 0% ± 0');
  });

  it('weapons gone: a bar per turn with the chance, whiskers of ±2 standard errors; a note for a ship without weapons', () => {
    const result = frigate();
    const svg = plot(result);
    const b = bars(svg, 'disarmed');
    expect([...b.values()]).toEqual(result.disarmed.map((e) => Number(e.value.toFixed(6))));
    const chart = readSvg(svg).charts.find((c) => c.name === 'disarmed')!;
    expect(chart.axis?.max).toBe(1);
    const whiskers = readSvg(svg).elements.filter((e) => e.chart === 'disarmed' && e.attrs['class'] === 'wsk');
    expect(whiskers.length).toBe(3 * result.disarmed.filter((e) => e.standardError > 0).length);
    // Binned, the turns drawn are round, and so are the labels kept.
    const wideSvg = readSvg(plot(wide()));
    const origin = wideSvg.charts.find((c) => c.name === 'disarmed')!.axis!.origin;
    const under = (e: { attrs: Record<string, string> }) => Number(e.attrs['data-fit']!.split(' ')[1]) > origin;
    const labels = wideSvg.elements.filter((e) => e.chart === 'disarmed' && e.name === 'text' && under(e) && /^\d+$/.test(e.text)).map((e) => Number(e.text));
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.filter((t) => t % 25 !== 0)).toEqual([]);
    const unarmed = plot({ ...result, weapons: 0 });
    expect(bars(unarmed, 'disarmed').size).toBe(0);
    expect(unarmed).toContain('The ship has no weapons');
  });

  it('internal points: a bar per value, from the least value any trial scored', () => {
    const result = frigate();
    const b = bars(plot(result), 'internals');
    expect(b.size).toBe(result.internals.counts.length);
    result.internals.counts.forEach((n, v) => expect(b.get(`${v} points`)).toBeCloseTo(n / result.trials, 6));
  });

  it('bins long histograms to at most PLOT_LIMITS.bars bars of a round size, the shares adding up', () => {
    const svg = plot(WIDE);
    const turns = bars(svg, 'destruction');
    expect(turns.size).toBeLessThanOrEqual(PLOT_LIMITS.bars + 1);
    expect(turns.get('turns 901-925')).toBeCloseTo((25 * 80) / 5000, 6);
    expect([...turns.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    const internals = bars(svg, 'internals');
    expect(internals.size).toBeLessThanOrEqual(PLOT_LIMITS.bars);
    // 150 to 1999 in bars of 50, from 150.
    expect([...internals.keys()][0]).toBe('150-199 points');
    expect([...internals.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(bars(svg, 'disarmed').size).toBeLessThanOrEqual(PLOT_LIMITS.bars);
    expect(bars(svg, 'loss').size).toBe(2 * PLOT_LIMITS.parts);
  });

  it('draws each bar with a length proportional to its value, on its chart axis', () => {
    for (const svg of [plot(frigate()), plot(WIDE, { width: 300 }), plot(frigate(), { width: 100, mono: true })]) {
      const { charts, elements } = readSvg(svg);
      let checked = 0;
      for (const c of charts) {
        if (c.axis === undefined) continue;
        const { origin, length, max, direction } = c.axis;
        for (const e of elements.filter((x) => x.chart === c.name && x.name === 'rect' && x.attrs['data-value'] !== undefined)) {
          const v = Number(e.attrs['data-value']);
          const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => Number(e.attrs[k]));
          if (direction === 'x') {
            expect(x).toBeCloseTo(origin, 2);
            expect(w).toBeCloseTo((v / max) * length, 2);
          } else {
            expect(y! + h!).toBeCloseTo(origin, 2);
            expect(h).toBeCloseTo((Math.min(v, max) / max) * length, 2);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    }
  });

  it('fits every text in its data-fit cell by the sheet metrics, and keeps everything in the viewBox', () => {
    for (const [svg, name] of [
      [plot(frigate()), 'frigate'],
      [plot(frigate(), { width: PLOT_LIMITS.minWidth, mono: true }), 'narrow'],
      [plot(frigate('A ship name much longer than the plot is wide, so that it has to wrap onto a second line and then be cut short')), 'long name'],
      [plot(WIDE, { width: PLOT_LIMITS.maxWidth }), 'wide'],
      [plot(WIDE, { width: PLOT_LIMITS.minWidth, parts: 'all' }), 'wide, narrow'],
    ] as const) {
      expect(fitProblems(svg), name).toEqual([]);
    }
  });

  it('the fit check finds a text wider than its cell (so a clean report means something)', () => {
    const svg = plot(frigate()).replace(/data-fit="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)">Bridge</, 'data-fit="$1 $2 3 $4">Bridge<');
    expect(fitProblems(svg)).toEqual([expect.stringMatching(/"Bridge" .* overflows/)]);
  });

  it('mono uses greys (and a hatching) only; the colour variant has colours', () => {
    const colours = (svg: string) => [...svg.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map((m) => (m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!).toLowerCase());
    const grey = (hex: string) => hex.slice(0, 2) === hex.slice(2, 4) && hex.slice(2, 4) === hex.slice(4, 6);
    const mono = plot(frigate(), { mono: true });
    expect(colours(mono).length).toBeGreaterThan(5);
    expect(colours(mono).filter((c) => !grey(c))).toEqual([]);
    expect(mono).not.toMatch(/\b(red|green|blue|rgb|hsl)\b/);
    expect(mono).toContain('<pattern id="hatch"');
    expect(colours(plot(frigate())).filter((c) => !grey(c)).length).toBeGreaterThan(3);
  });

  it('plots a real simulation of the example cruiser', () => {
    const run = cruiserRun();
    const svg = plot(run);
    expect(xmlProblems(svg)).toEqual([]);
    expect(fitProblems(svg)).toEqual([]);
    const loss = bars(svg, 'loss');
    const hit = run.parts.filter((p) => p.hit.value > 0);
    expect(loss.size).toBe(2 * hit.length);
    for (const p of hit) expect(loss.get(`${p.name}: destroyed`)).toBeCloseTo(p.destroyed.value, 5);
    const turns = bars(svg, 'destruction');
    expect(turns.get('survived')).toBeCloseTo(run.destruction.survived / run.trials, 5);
    expect(bars(svg, 'disarmed').size).toBe(run.turns);
    expect(svg).toContain('Survivability of Example heavy cruiser');
    expect(fitProblems(plot(run, { parts: 'all', mono: true, width: 120 }))).toEqual([]);
  });
});

describe('plotSurvival: refused input', () => {
  const at = (result: unknown, options?: unknown) => {
    const r = plotSurvival(result as Survivability, options as PlotOptions);
    expect(r.ok).toBe(false);
    return r.diagnostics.map((d) => `${d.code} ${d.path}`);
  };

  it.each([
    ['not an object', null, 'invalid-value '],
    ['a list', [], 'invalid-value '],
    ['no ship name', edited((s) => delete s['ship']), 'missing-field ship'],
    ['no trials', edited((s) => (s['trials'] = 0)), 'invalid-value trials'],
    ['too many turns', edited((s) => (s['turns'] = PLOT_LIMITS.turns + 1)), 'invalid-value turns'],
    ['a part that is not one', edited((s) => (s['parts'][1] = 'Bridge')), 'invalid-value parts[1]'],
    ['a part of no kind', edited((s) => (s['parts'][2]['kind'] = 'hull')), 'invalid-value parts[2].kind'],
    ['a probability over 1', edited((s) => (s['parts'][2]['hit']['value'] = 1.5)), 'invalid-value parts[2].hit.value'],
    ['a negative standard error', edited((s) => (s['parts'][0]['destroyed']['standardError'] = -1)), 'invalid-value parts[0].destroyed.standardError'],
    ['counts that do not add up', edited((s) => (s['internals']['counts'][3] += 1)), 'invalid-value internals.counts'],
    ['a count that is not whole', edited((s) => (s['internals']['counts'][3] = 2.5)), 'invalid-value internals.counts[3]'],
    ['byTurn of the wrong length', edited((s) => s['destruction']['byTurn'].push(0)), 'invalid-value destruction.byTurn'],
    ['byTurn and survived that do not add up', edited((s) => (s['destruction']['survived'] += 1)), 'invalid-value destruction.byTurn'],
    ['disarmed of the wrong length', edited((s) => s['disarmed'].pop()), 'invalid-value disarmed'],
    ['a quantile of no number', edited((s) => (s['internals']['quantiles'][0]['value'] = 'x')), 'invalid-value internals.quantiles[0].value'],
    ['a mean that is a string', edited((s) => (s['destruction']['mean'] = '4')), 'invalid-value destruction.mean'],
  ])('%s', (_, input, expected) => {
    expect(at(input)).toEqual([expected]);
  });

  it('reports every problem at once, each at its path', () => {
    const input = edited((s) => {
      s['ship'] = 7;
      s['parts'][0]['hit']['value'] = -0.1;
      s['disarmed'][2] = null;
    });
    expect(at(input)).toEqual(['invalid-value ship', 'invalid-value parts[0].hit.value', 'invalid-value disarmed[2]']);
  });

  it('refuses a list past its limit before reading its entries', () => {
    let reads = 0;
    const parts = new Proxy(new Array(PLOT_LIMITS.parts + 1).fill(frigate().parts[0]), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(at({ ...frigate(), parts })).toEqual(['invalid-value parts']);
    expect(reads).toBe(0);
    const counts = new Array(PLOT_LIMITS.histogramValues + 1);
    expect(at({ ...frigate(), internals: { ...frigate().internals, counts } })).toEqual(['invalid-value internals.counts']);
  });

  it('reports a getter or proxy that throws as unreadable-input at its path, never throwing', () => {
    const base = frigate();
    const hostile = Object.defineProperty({ ...base }, 'trials', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(at(hostile)).toEqual(['unreadable-input trials']);
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(at({ ...base, internals: revoked.proxy })).toEqual(['invalid-value internals']);
    const parts = [...base.parts];
    Object.defineProperty(parts, 3, {
      get() {
        throw new Error('no');
      },
    });
    expect(at({ ...base, parts })).toEqual(['unreadable-input parts[3]']);
  });

  it.each([
    [{ width: 50 }, 'invalid-value options.width'],
    [{ width: Number.NaN }, 'invalid-value options.width'],
    [{ parts: 'some' }, 'invalid-value options.parts'],
    [{ mono: 'yes' }, 'invalid-value options.mono'],
    [{ title: 7 }, 'invalid-value options.title'],
    [{ colour: true }, 'unknown-field options.colour'],
    ['wide', 'invalid-value options'],
  ])('refuses the options %j', (options, expected) => {
    expect(at(frigate(), options)).toEqual([expected]);
  });

  it('draws a result of the largest size in bounded time', () => {
    const huge = survivability({
      trials: 1000,
      byTurn: Array.from({ length: PLOT_LIMITS.turns }, (_, t) => (t === 999 ? 1000 : 0)),
      internals: Array.from({ length: 1_000_000 }, (_, v) => (v === 0 || v === 999_999 ? 500 : 0)),
    });
    const start = performance.now();
    const svg = plot(huge);
    expect(performance.now() - start).toBeLessThan(5000);
    expect(bars(svg, 'internals').size).toBeLessThanOrEqual(PLOT_LIMITS.bars);
  });
});
