// The balance report through the templates: the Markdown and HTML reports of a generated set
// with a planted underpriced design name it as flagged, with its "should cost"; a fair set's say
// nothing is flagged; names are escaped for each format; the HTML report draws the plot inline.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { balanceReport, type BalanceReport } from '../../src/balance/index.js';
import { balanceTemplateData } from '../../src/balance/template-data.js';
import { plotBalance } from '../../src/plot/index.js';
import { renderTemplate } from '../../src/render/index.js';
import { pricedSet, simulateRoundRobin, uniform } from './simulate.js';

const template = (name: string) => readFileSync(new URL(`../../templates/${name}.liquid`, import.meta.url), 'utf8');

function reportOf(seed: number, planted: number | undefined): BalanceReport {
  const u = uniform(seed);
  const { designs, strengths } = pricedSet(8, u, planted === undefined ? {} : { planted, shift: 1.2 });
  designs[0] = { ...designs[0]!, name: 'Tug <b>|*x*' };
  const r = balanceReport(designs, simulateRoundRobin(designs.map((d) => d.name), strengths, 400, u, 0.1));
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

function render(report: BalanceReport, name: 'balance.md' | 'balance.html'): string {
  const plot = plotBalance(report);
  if (!plot.ok) throw new Error(JSON.stringify(plot.diagnostics));
  const data = balanceTemplateData(report, { title: 'Test fleet balance', generator: 'spacedock test', plot: plot.value, plotFile: 'balance.svg', method: ['Duels: 400 a pair.'], notes: ['a note'] });
  const out = renderTemplate(template(name), data, { name: `${name}.liquid` });
  if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
  return out.value;
}

describe('the balance report', () => {
  it('Markdown: the planted design is flagged with its should-cost, every design has a row, names are escaped', () => {
    const report = reportOf(21, 4);
    expect(report.flagged).toEqual(['D4']);
    const md = render(report, 'balance.md');
    const d4 = report.designs.find((d) => d.name === 'D4')!;
    expect(md).toContain(`| D4 | underpriced | ${d4.cost} | ${d4.shouldCost!.toLocaleString('en-US')} |`);
    expect(md).toContain('![Rating against cost](balance.svg)');
    // Ratings table: a row per design, ranked strongest first.
    const rows = md.split('\n').filter((l) => /^\| \d+ \| /.test(l));
    expect(rows.length).toBe(report.designs.length);
    expect(rows[0]).toContain('| 1 | D4 |');
    expect(md).toContain('Tug \\<b\\>\\|\\*x\\*');
    expect(md).not.toContain('Tug <b>');
    // Pairs: one row each, with its share of wins as a percentage.
    expect(md.split('\n').filter((l) => l.startsWith('| ') && l.endsWith('% |')).length).toBe(report.pairs.length);
    expect(md).toContain('- Duels: 400 a pair.');
    expect(md).toContain('- a note');
  });

  it('HTML: the plot inline, the verdict marked, names escaped', () => {
    const html = render(reportOf(21, 4), 'balance.html');
    expect(html).toContain('<figure><svg xmlns="http://www.w3.org/2000/svg"');
    expect(html).toContain('data-bar="D4: underpriced"');
    expect(html).toMatch(/<tr><td>D4<\/td><td class="underpriced">underpriced<\/td>/);
    expect(html).toContain('Tug &lt;b&gt;|*x*');
    expect(html).not.toContain('<b>|');
  });

  it('a fair set: nothing flagged, and the report says so', () => {
    const report = reportOf(22, undefined);
    expect(report.flagged).toEqual([]);
    expect(render(report, 'balance.md')).toContain('No design is priced well above or below its strength');
    expect(render(report, 'balance.html')).toContain('No design is priced well above or below its strength');
  });
});
