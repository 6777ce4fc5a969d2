// Hostile cases of spacedock/sheet (issue 23): run in child processes by ../harness.ts. The
// printers (`pageSvg`, `escapeSvgText`) and the measures (`fitText`, `textWidth`) are given
// markup where the item types say number or word, and arrays nested 100 000 deep where they say
// string or number; each case answers what came back in brief (a refusal's error and message, or
// what the SVG holds), with the CPU time it took, which test/hostile/sheet.test.ts checks.
import { buildShip } from '../../../src/damage/index.js';
import { escapeSvgText, fitText, pageSvg, renderSheet, SHEET_LIMITS, textWidth, type SheetItem, type SheetPageBox } from '../../../src/sheet/index.js';
import { xmlProblems } from '../../plot/svg.js';
import type { HostileCase } from './index.js';

/** The payload of the issue: a script that closes the attribute it is written into. */
const SCRIPT = '"><script>alert(1)</script><x y="';

const PAGE: SheetPageBox = { width: 215.9, height: 279.4, margin: 10 };

const box = (patch: Record<string, unknown>): SheetItem => ({ kind: 'box', x: 10, y: 10, w: 4, h: 4, system: 'Armor', index: 2, destroyed: false, held: 3, ...patch }) as never;
const text = (patch: Record<string, unknown>): SheetItem => ({ kind: 'text', x: 16, y: 10, w: 30, h: 4, text: 'Lab', size: 7, anchor: 'start', bold: false, role: 'label', ...patch }) as never;

/** An array nested `depth` levels deep, built without recursion. */
function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Runs `f`, and answers its result with the CPU time it took, in milliseconds. */
function timed<T>(f: () => T): { readonly value: T; readonly cpuMs: number } {
  const before = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

/** What a call answered in brief: the error it threw (name and message), or what it returned. */
function outcome(f: () => unknown): unknown {
  try {
    return { returned: f() };
  } catch (e) {
    return e instanceof Error ? { threw: e.name, message: e.message } : { threw: typeof e };
  }
}

/**
 * What an SVG document holds, in brief: whether a `<script>` (or any element the printer does not
 * write) is in it, what an XML check finds wrong, whether the payload's text is there escaped, and
 * the attributes that carry an item's anchor, index and held points.
 */
function holds(svg: string): unknown {
  const elements = [...new Set([...svg.matchAll(/<\/?([A-Za-z][\w:-]*)/g)].map((m) => m[1]!))].sort();
  const marks = [...svg.matchAll(/(data-box|data-held|text-anchor)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
  return { script: /<script/i.test(svg), elements, xml: xmlProblems(svg), escapedPayload: svg.includes('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'), marks };
}

/** `pageSvg` of some items: the refusal, or what the page holds. */
function printed(items: readonly SheetItem[], page: SheetPageBox = PAGE, mono?: unknown): unknown {
  try {
    return holds(pageSvg(items, page, mono as boolean));
  } catch (e) {
    return e instanceof Error ? { threw: e.name, message: e.message } : { threw: typeof e };
  }
}

/** An item whose field answers a good value when first read and the payload after (a getter that changes its mind). */
function changing(item: SheetItem, key: string, first: unknown): SheetItem {
  let reads = 0;
  const o: Record<string, unknown> = { ...item };
  Object.defineProperty(o, key, { enumerable: true, get: () => (reads++ === 0 ? first : SCRIPT) });
  return o as never;
}

export const SHEET_CASES: Readonly<Record<string, HostileCase>> = {
  // --- markup in the fields the item types say are numbers or words ------------------------------
  'sheet/page-svg-script-in-anchor': () => ({
    text: printed([text({ anchor: SCRIPT })]),
    // Read once: a getter that answers 'end' first and the payload after is drawn as 'end'.
    changing: printed([changing(text({}), 'anchor', 'end')]),
  }),
  'sheet/page-svg-script-in-index': () => ({
    box: printed([box({ index: `0${SCRIPT}` })]),
    changing: printed([changing(box({}), 'index', 4)]),
  }),
  'sheet/page-svg-script-in-held': () => ({
    box: printed([box({ held: SCRIPT })]),
    changing: printed([changing(box({}), 'held', 5)]),
  }),
  'sheet/page-svg-script-elsewhere': () => ({
    // Where the types say text, the payload is written escaped.
    system: printed([box({ system: SCRIPT })]),
    text: printed([text({ text: SCRIPT })]),
    // Every other field of every kind refuses it, as does the page box and mono.
    role: printed([text({ role: SCRIPT })]),
    kind: printed([box({ kind: SCRIPT })]),
    rectRole: printed([{ kind: 'rect', x: 0, y: 0, w: 9, h: 9, role: SCRIPT } as never]),
    lineX1: printed([{ kind: 'line', x1: SCRIPT, y1: 0, x2: 9, y2: 9, role: 'rule' } as never]),
    size: printed([text({ size: SCRIPT })]),
    bold: printed([text({ bold: SCRIPT })]),
    destroyed: printed([box({ destroyed: SCRIPT })]),
    width: printed([], { ...PAGE, width: SCRIPT as never }),
    mono: printed([], PAGE, SCRIPT),
    // An object whose toString writes the payload is not a number either.
    toStringX: printed([box({ x: { toString: () => SCRIPT, valueOf: () => 1 } })]),
    // Finite numbers that would overflow once the text's position is derived from them.
    hugeX: printed([text({ x: 1e308, w: 1e308, anchor: 'end' })]),
    nanY: printed([box({ y: NaN })]),
    // A getter that throws is named, with its error as the cause.
    getter: printed([
      Object.defineProperty({ ...box({}) }, 'system', {
        enumerable: true,
        get: () => {
          throw new Error('getter says no');
        },
      }) as never,
    ]),
    hole: printed([box({}), , box({})] as never),
  }),

  // --- arrays nested 100 000 deep where the types say string or number ---------------------------
  'sheet/deep-array-arguments': () => {
    const deep = deepArray(100_000);
    const { value, cpuMs } = timed(() => ({
      fitTextW: outcome(() => fitText('x', deep as never, 4, 7)),
      fitTextText: outcome(() => fitText(deep as never, 20, 4, 7)),
      fitTextH: outcome(() => fitText('x', 20, deep as never, 7)),
      fitTextSize: outcome(() => fitText('x', 20, 4, deep as never)),
      fitTextBold: outcome(() => fitText('x', 20, 4, 7, deep as never)),
      textWidthText: outcome(() => textWidth(deep as never, 7)),
      textWidthSize: outcome(() => textWidth('x', deep as never)),
      escapeSvgText: outcome(() => escapeSvgText(deep as never)),
      pageSvgItems: outcome(() => pageSvg(deep as never, PAGE)),
      pageSvgItem: outcome(() => pageSvg([deep] as never, PAGE)),
      pageSvgField: outcome(() => pageSvg([box({ system: deep })], PAGE)),
      pageSvgPage: outcome(() => pageSvg([], deep as never)),
    }));
    return { ...value, cpuMs };
  },

  // --- a ship state's units, priced by the sheet (issue 37, item 10) ------------------------------
  // 10 000 lines sharing a 9 MB spec (a valid one: its name is 9 MB): each line was priced and read
  // out again, 87 ms a line (14 minutes in all).
  'sheet/ship-input-10000-units-sharing-a-9MB-spec': () => shipInputSheet(10_000, () => NINE_MB_SPEC),
  // At the table's limit, the same spec: refused by the text it would price, before pricing it.
  'sheet/ship-input-2000-units-sharing-a-9MB-spec': () => shipInputSheet(SHEET_LIMITS.maxTableRows, () => NINE_MB_SPEC),
  // The slowest text to price, at both limits: 2000 different specs of unknown words, 1 MiB in all.
  'sheet/ship-input-2000-specs-of-unknown-words': () => shipInputSheet(SHEET_LIMITS.maxTableRows, (i) => `${String(i + 1).padStart(4, '0')}d6 eZap ${'zz '.repeat(200)}`.slice(0, SHEET_LIMITS.maxSpecText / SHEET_LIMITS.maxTableRows)),
  // 2000 lines sharing a long valid spec (500 characters, at the text limit): priced once, drawn.
  'sheet/ship-input-2000-units-sharing-a-spec': () => shipInputSheet(SHEET_LIMITS.maxTableRows, () => `3d6 eZap AP ARC:ABF "${'y'.repeat(500)}"`),
};

/** A spec of 9 000 014 characters that prices: a 9 MB name. */
const NINE_MB_SPEC = `3d6 eZap "${'x'.repeat(9_000_000)}" AP`;

/** `renderSheet` of a small ship with `n` unit lines: its first diagnostics, the weapons rows drawn, and the CPU time of the call. */
function shipInputSheet(n: number, spec: (i: number) => string): unknown {
  const ship = buildShip({ name: 'Cutter', systems: [{ label: 'Bridge', count: 2 }, { label: 'F Hull', count: 4 }] });
  if (!ship.ok) return ship.diagnostics;
  const units = Array.from({ length: n }, (_, i) => ({ name: `Gun ${i}`, spec: spec(i) }));
  const { value: r, cpuMs } = timed(() => renderSheet({ ship: ship.value, units }));
  const rows = r.ok ? r.value.layout.pages.flatMap((p) => p.items).filter((i) => i.kind === 'text' && i.text.startsWith('Gun ')).length : 0;
  return { ok: r.ok, diagnostics: r.diagnostics.length, said: r.diagnostics.slice(0, 2).map((d) => `${d.code}@${d.path}: ${d.message}`), rows, cpuMs: Math.round(cpuMs) };
}
