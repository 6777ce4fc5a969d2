/**
 * Reading back what `plotSurvival` wrote, for the tests: a small, strict XML check (the
 * document's tags nest and close, attribute values are quoted, every `&` starts an entity), and
 * the elements the tests look at (charts, bars, texts, lines) with their attributes.
 */
import { SHEET_RULES, textWidth } from '../../src/sheet/index.js';
import { textHeight } from '../../src/sheet/measure.js';

const ENTITY = /^&(?:amp|lt|gt|quot|#39);/;

/** Problems that would stop an XML parser (empty when the document is well formed). */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let i = 0;
  const text = (s: string, at: number) => {
    for (let k = s.indexOf('&'); k >= 0; k = s.indexOf('&', k + 1)) if (!ENTITY.test(s.slice(k))) problems.push(`a bare & at ${at + k}`);
    if (s.includes('>')) problems.push(`a bare > in text at ${at}`);
    // Characters XML 1.0 cannot hold.
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(s)) problems.push(`a control character at ${at}`);
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      text(xml.slice(i), i);
      break;
    }
    text(xml.slice(i, lt), i);
    const gt = xml.indexOf('>', lt);
    if (gt < 0) {
      problems.push(`an unclosed tag at ${lt}`);
      break;
    }
    const tag = xml.slice(lt + 1, gt);
    const m = /^(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)$/.exec(tag);
    if (m === null) problems.push(`a malformed tag at ${lt}: <${tag.slice(0, 60)}>`);
    else {
      for (const a of (m[3] ?? '').matchAll(/="([^"]*)"/g)) text(a[1]!, lt);
      if (m[1] === '/') {
        const open = stack.pop();
        if (open !== m[2]) problems.push(`</${m[2]}> closes <${open}> at ${lt}`);
      } else if (m[4] !== '/') stack.push(m[2]!);
    }
    i = gt + 1;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (xml.trim().indexOf('<svg') !== 0) problems.push('the document does not start with <svg');
  return problems;
}

/** `&lt;` and the like back to their characters. */
export function unescape(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

/** The attributes of a tag's text. */
function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = unescape(m[2]!);
  return out;
}

export interface Element {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly text: string;
  /** The `data-chart` of the group it is in. */
  readonly chart: string | undefined;
}

export interface Chart {
  readonly name: string;
  /** `data-axis`: origin, length, max, direction. */
  readonly axis: { origin: number; length: number; max: number; direction: string } | undefined;
}

/** The root's viewBox, the charts, and every rect, line and text (in document order). */
export function readSvg(svg: string): { width: number; height: number; charts: Chart[]; elements: Element[] } {
  const root = /^<svg ([^>]*)>/.exec(svg);
  if (root === null) throw new Error('no <svg>');
  const vb = attrs(root[1]!)['viewBox']!.split(' ').map(Number);
  const charts: Chart[] = [];
  const elements: Element[] = [];
  let chart: string | undefined;
  for (const m of svg.matchAll(/<(g|rect|line|text)\b([^>]*)>(?:([^<]*)<\/text>)?|<\/g>/g)) {
    if (m[0] === '</g>') {
      chart = undefined;
      continue;
    }
    const a = attrs(m[2]!);
    if (m[1] === 'g') {
      chart = a['data-chart'];
      const axis = a['data-axis']?.split(' ');
      charts.push({ name: chart!, axis: axis === undefined ? undefined : { origin: Number(axis[0]), length: Number(axis[1]), max: Number(axis[2]), direction: axis[3]! } });
      continue;
    }
    elements.push({ name: m[1]!, attrs: a, text: unescape(m[3] ?? ''), chart });
  }
  return { width: vb[2]!, height: vb[3]!, charts, elements };
}

const EPS = 1e-3;

/**
 * Every text that does not fit its `data-fit` cell by the sheet's measures (the advance widths
 * with their slack, the pad on each side, the height Chromium draws), and every element outside
 * the viewBox.
 */
export function fitProblems(svg: string): string[] {
  const { width, height, elements } = readSvg(svg);
  const problems: string[] = [];
  const inView = (x1: number, y1: number, x2: number, y2: number) => x1 >= -EPS && y1 >= -EPS && x2 <= width + EPS && y2 <= height + EPS;
  for (const e of elements) {
    const a = e.attrs;
    const num = (k: string) => Number(a[k]);
    if (e.name === 'rect' && a['width'] !== undefined && !inView(num('x') || 0, num('y') || 0, (num('x') || 0) + num('width'), (num('y') || 0) + num('height'))) problems.push(`rect outside the view: ${JSON.stringify(a)}`);
    if (e.name === 'line' && !inView(Math.min(num('x1'), num('x2')), Math.min(num('y1'), num('y2')), Math.max(num('x1'), num('x2')), Math.max(num('y1'), num('y2')))) problems.push(`line outside the view: ${JSON.stringify(a)}`);
    if (e.name !== 'text') continue;
    const fit = (a['data-fit'] ?? '').split(' ').map(Number);
    if (fit.length !== 4 || !fit.every(Number.isFinite)) {
      problems.push(`"${e.text}" has no data-fit`);
      continue;
    }
    const [x, y, w, h] = fit as [number, number, number, number];
    if (!inView(x, y, x + w, y + h)) problems.push(`"${e.text}": its cell ${fit.join(' ')} is outside the view`);
    // Sizes are fitted in quarter points; the document rounds them in millimetres.
    const pt = Math.round((num('font-size') / SHEET_RULES.mmPerPt) * 4) / 4;
    if (pt < SHEET_RULES.minTextPt - 0.01) problems.push(`"${e.text}" at ${pt} pt, under ${SHEET_RULES.minTextPt}`);
    const tw = textWidth(e.text, pt, a['font-weight'] === 'bold');
    const anchor = a['text-anchor'] ?? 'start';
    const tx = num('x');
    const left = anchor === 'start' ? tx : anchor === 'middle' ? tx - tw / 2 : tx - tw;
    if (left < x + SHEET_RULES.textPad - EPS || left + tw > x + w - SHEET_RULES.textPad + EPS) problems.push(`"${e.text}" (${tw.toFixed(2)} mm at ${left.toFixed(2)}) overflows ${fit.join(' ')}`);
    const size = pt * SHEET_RULES.mmPerPt;
    const top = num('y') - SHEET_RULES.renderedText.above * size;
    if (textHeight(pt) > h + EPS || top < y - EPS || top + textHeight(pt) > y + h + EPS) problems.push(`"${e.text}" is taller than its cell ${fit.join(' ')}`);
  }
  return problems;
}
