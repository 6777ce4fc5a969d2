import type { Estimate, Quantile, Survivability } from '../survival/types.js';

/** How the charts are drawn: Unicode blocks or ASCII, for how many columns, with colour or not. */
export interface ChartStyle {
  readonly unicode: boolean;
  /** The columns of the terminal (the text keeps within them, from 60 to 200). */
  readonly width: number;
  readonly color: boolean;
}

/**
 * Whether the locale asks for UTF-8, as the C library reads it: `LC_ALL` when set, else
 * `LC_CTYPE`, else `LANG` (an empty variable counts as unset), naming `UTF-8` or `utf8`.
 */
export function isUtf8Locale(env: Readonly<Record<string, string | undefined>>): boolean {
  const locale = [env['LC_ALL'], env['LC_CTYPE'], env['LANG']].find((v) => v !== undefined && v !== '') ?? '';
  return /utf-?8/i.test(locale);
}

/** The narrowest and widest text drawn, whatever the terminal says (below 60 columns the loss table would not fit). */
const MIN_WIDTH = 60;
const MAX_WIDTH = 200;
/** Bars shorter than this say nothing; longer than this only make the eye travel. */
const MIN_BAR = 8;
const MAX_BAR = 60;
/** Past this many turns the histogram puts several turns in one row. */
const MAX_HISTOGRAM_ROWS = 20;

/** A bar's cell split into eighths, the partial blocks (U+258F to U+2589) from one eighth to seven. */
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'] as const;
const FULL = '█';
/** What the parts of a loss bar are drawn with: destroyed, then hit but not destroyed. */
const GLYPHS = { unicode: { solid: FULL, light: '░', plusMinus: '±' }, ascii: { solid: '#', light: '=', plusMinus: '+-' } } as const;

const ANSI = { bold: '\u001b[1m', red: '\u001b[31m', yellow: '\u001b[33m', cyan: '\u001b[36m', reset: '\u001b[0m' } as const;

/**
 * A bar of `fraction` (0 to 1) of `cells` cells: whole blocks and a last partial block in eighths
 * of a cell with Unicode, `#` rounded to whole cells in ASCII. Never longer than `cells`.
 */
export function blockBar(fraction: number, cells: number, unicode: boolean): string {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  if (!unicode) return '#'.repeat(Math.round(f * cells));
  const eighths = Math.round(f * cells * 8);
  return FULL.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

/** Characters as a terminal counts them (code points; wide characters are not told apart). */
const columns = (text: string): number => [...text].length;
const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - columns(text)));
const padStart = (text: string, width: number): string => ' '.repeat(Math.max(0, width - columns(text))) + text;
/** Control characters (which could drive a terminal) become `·`, as in every name the CLI prints. */
const shown = (text: string): string => text.replace(/[\x00-\x1f\x7f-\x9f]/g, '·');
/** Cuts a name to `width` columns, marking the cut. */
const fit = (text: string, width: number, unicode: boolean): string => (columns(text) <= width ? text : `${[...text].slice(0, width - 1).join('')}${unicode ? '…' : '~'}`);

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** Items joined by `separator` into lines of at most `width` columns, each line opened by `indent` (an item longer than a line has one to itself). */
function wrap(items: readonly string[], separator: string, indent: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const item of items) {
    const longer = line === '' ? `${indent}${item}` : `${line}${separator}${item}`;
    if (line !== '' && columns(longer) > width) {
      out.push(line);
      line = `${indent}${item}`;
    } else line = longer;
  }
  if (line !== '') out.push(line);
  return out;
}

/**
 * Renders a survivability analysis for a terminal: a header, the loss of each part that some
 * trial hit (a bar of P(destroyed) drawn over P(hit)), a histogram of the turn of destruction,
 * the chance the weapons are all gone by each turn, and the internal points. Every ± is two
 * standard errors. Pure: the same input gives the same text.
 */
export function renderSurvivability(result: Survivability, style: ChartStyle): string {
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.floor(Number.isFinite(style.width) ? style.width : 80)));
  const glyphs = style.unicode ? GLYPHS.unicode : GLYPHS.ascii;
  const paint = (text: string, code: keyof typeof ANSI): string => (style.color && text !== '' ? `${ANSI[code]}${text}${ANSI.reset}` : text);
  const pm = (e: Estimate, digits = 1, scale = 100): string => `${glyphs.plusMinus}${(2 * e.standardError * scale).toFixed(digits)}`;
  const cell = 7 + glyphs.plusMinus.length + 4;
  const figure = (e: Estimate): string => padEnd(`${padStart(percent(e.value), 6)} ${pm(e)}`, cell);
  const lines: string[] = [];
  /** A sentence, wrapped at the width (at spaces). */
  const say = (text: string, indent = '  '): void => {
    for (const line of wrap(text.split(' '), ' ', indent, width)) lines.push(line);
  };
  const heading = (text: string): void => {
    lines.push('', ...wrap(text.split(' '), ' ', '', width).map((l) => paint(l, 'bold')));
  };

  lines.push(paint(shown(result.ship), 'bold'));
  const about = [`${result.trials} trials`, `up to ${result.turns} ${result.turns === 1 ? 'turn' : 'turns'}`, `${result.pointsPerTurn} points a turn`, `seed ${result.seed}`, `engine: ${result.engine}`];
  for (const line of wrap(about.map((a, i) => (i < about.length - 1 ? `${a},` : a)), ' ', '', width)) lines.push(line);
  say(`(${glyphs.plusMinus} is two standard errors)`, '');

  // The loss of each part: destroyed solid, then hit but not destroyed light.
  heading(`System loss (${glyphs.solid} destroyed, ${glyphs.light} hit)`);
  const hitParts = result.parts.filter((p) => p.hit.value > 0);
  if (hitParts.length === 0) lines.push('  no trial hit any part');
  else {
    const nameWidth = Math.min(20, hitParts.reduce((w, p) => Math.max(w, columns(shown(p.name))), 0));
    const barWidth = Math.min(MAX_BAR, Math.max(MIN_BAR, width - 2 - nameWidth - 2 - 2 - cell - 1 - cell));
    lines.push(`${' '.repeat(2 + nameWidth + 2 + barWidth + 2)}${padEnd('hit', cell + 1)}destroyed`);
    for (const p of hitParts) {
      const solid = blockBar(p.destroyed.value, barWidth, style.unicode);
      const solidCells = columns(solid);
      const light = glyphs.light.repeat(Math.max(0, Math.round(Math.min(1, p.hit.value) * barWidth) - solidCells));
      const bar = paint(solid, 'red') + paint(light, 'yellow') + ' '.repeat(barWidth - solidCells - columns(light));
      lines.push(`  ${padEnd(fit(shown(p.name), nameWidth, style.unicode), nameWidth)}  ${bar}  ${figure(p.hit)} ${figure(p.destroyed)}`.trimEnd());
    }
  }

  // The turn of destruction: one row per turn (or per group of turns), then the trials it survived.
  const d = result.destruction;
  heading('Turns to destruction');
  say(`destroyed within ${result.turns} ${result.turns === 1 ? 'turn' : 'turns'} in ${percent(d.destroyed.value)} ${pm(d.destroyed)} of the trials`);
  const median = d.quantiles.find((q) => q.p === 0.5);
  const medianText = median === undefined ? '' : median.value === null ? `; median: not within ${result.turns} ${result.turns === 1 ? 'turn' : 'turns'}` : `; median turn ${median.value} (over all trials)`;
  say(d.mean === null ? `never destroyed${medianText}` : `mean turn ${d.mean.value.toFixed(2)} ${pm(d.mean, 2, 1)} among those${medianText}`);
  const last = d.byTurn.reduce((at, n, i) => (n > 0 ? i + 1 : at), 0);
  const perRow = Math.max(1, Math.ceil(last / MAX_HISTOGRAM_ROWS));
  const rows: { label: string; count: number }[] = [];
  for (let from = 1; from <= last; from += perRow) {
    const to = Math.min(last, from + perRow - 1);
    let count = 0;
    for (let t = from; t <= to; t++) count += d.byTurn[t - 1] ?? 0;
    rows.push({ label: from === to ? `turn ${from}` : `turns ${from}-${to}`, count });
  }
  if (d.survived > 0) rows.push({ label: 'survived', count: d.survived });
  const labelWidth = rows.reduce((w, r) => Math.max(w, columns(r.label)), 0);
  const countWidth = String(result.trials).length;
  const histogramBar = Math.min(MAX_BAR, Math.max(MIN_BAR, width - 2 - labelWidth - 2 - 2 - 6 - 2 - countWidth));
  const tallest = rows.reduce((m, r) => Math.max(m, r.count), 1);
  for (const r of rows) {
    const share = result.trials === 0 ? 0 : r.count / result.trials;
    const bar = blockBar(r.count / tallest, histogramBar, style.unicode);
    lines.push(`  ${padEnd(r.label, labelWidth)}  ${paint(bar, 'cyan')}${' '.repeat(histogramBar - columns(bar))}  ${padStart(percent(share), 6)}  ${padStart(String(r.count), countWidth)}`);
  }

  // The weapons: the chance they are all gone by the end of each turn, in one wrapped line.
  if (result.weapons === 0) {
    heading('Weapons gone');
    say('the ship has no weapons (phasers, Torp or Drone boxes)');
  } else {
    heading(`Weapons gone: all ${result.weapons} weapon ${result.weapons === 1 ? 'box' : 'boxes'} (or the ship) destroyed by the end of turn`);
    const widest = result.disarmed.reduce((m, e) => Math.max(m, 2 * e.standardError * 100), 0);
    const turnWidth = String(result.disarmed.length).length;
    const items = result.disarmed.map((e, i) => `${padStart(String(i + 1), turnWidth)} ${padStart(percent(e.value), 6)}`);
    for (const line of wrap([...items, `(each ${glyphs.plusMinus}${widest.toFixed(1)} at most)`], '   ', '  ', width)) lines.push(line);
  }

  // The internal points (and Excess) over a whole trial.
  heading('Internal points per trial');
  const quantiles = (qs: readonly Quantile[]): string[] =>
    qs.map((q, n) => `${q.p === 0.5 ? 'median' : `${Number((q.p * 100).toFixed(2))}%`} ${q.value === null ? 'unseen' : q.value}${n < qs.length - 1 ? ',' : ''}`);
  const i = result.internals;
  for (const line of wrap([`mean ${i.mean.value.toFixed(2)} ${pm(i.mean, 2, 1)};`, ...quantiles(i.quantiles)], ' ', '  ', width)) lines.push(line);
  if (result.excess.mean.value > 0) say(`Excess points: mean ${result.excess.mean.value.toFixed(2)} ${pm(result.excess.mean, 2, 1)}`);
  return `${lines.join('\n')}\n`;
}
