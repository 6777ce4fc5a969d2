import { Composer, isMap, isScalar, isSeq, Lexer, Parser, type CST, type Document, type Node } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { positionAt } from '../diagnostics/format.js';
import { closeReport, newReport, reportAll } from '../diagnostics/report.js';
import { checkAllocation, type AllocationReport } from '../turn/allocation.js';
import type { EnergyAllocation, EnergyAvailable, EnergyCosts } from '../turn/energy.js';
import { movementImpulses } from '../turn/impulse-chart.js';
import { MOVEMENT_RULES } from '../turn/movement.js';
import { readFields } from '../turn/read.js';
import type { CommandRun } from './definition.js';
import { readInputFile } from './read-file.js';
import type { CliIO } from './io.js';
import { jsonReport, plural, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';

/**
 * The most characters an allocation file may have. A real one has a few hundred; the bound keeps
 * the YAML reader, which needs far more memory than the text, cheap on any input.
 */
export const MAX_ALLOCATION_LENGTH = 64 * 1024;

/** How deep the file's mappings and lists may nest while the YAML reader reads it (the format needs 2). */
const MAX_DEPTH = 16;

/** Alias expansions allowed when the file becomes data (the YAML library's own guard). */
const MAX_ALIASES = 100;

/** The fields of an allocation file: checkAllocation's three arguments and its one option. */
const FILE_FIELDS = ['available', 'allocation', 'costs', 'previousSpeed'] as const;

/** What `turn --json` prints beside the diagnostics. */
interface TurnFields {
  /** The allocation file, or null for `--speed` alone. */
  readonly file: string | null;
  /** checkAllocation's report, or null when the file has errors (or with `--speed`). */
  readonly allocation: AllocationReport | null;
  /** The speed charted: the allocation's, or `--speed`; null when the file has errors. */
  readonly speed: number | null;
  /** The impulses (1 to 32) on which a unit at that speed moves; null with no speed. */
  readonly impulses: readonly number[] | null;
}

/**
 * `spacedock turn`: checks an energy allocation file and prints its report and the impulse chart
 * of its speed, or with `--speed` only the chart. Exit 1 when the file cannot be read or the
 * allocation has errors.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const json = options['json'] === true;
  const speedOption = options['speed'] as number | undefined;
  const file = args[0];
  if (file === undefined && speedOption === undefined) usage('give an allocation file, or --speed <n> for the impulse chart of a speed');
  if (file !== undefined && speedOption !== undefined) usage('give an allocation file or --speed <n>, not both (the file sets the speed)');

  if (file === undefined) {
    const speed = speedOption!;
    const impulses = chartOf(speed);
    if (json) printJson(jsonReport([], { file: null, allocation: null, speed, impulses } satisfies TurnFields), io);
    else io.out(`${chartText(speed, impulses)}\n`);
    return 0;
  }

  const checked = await checkFile(file, io);
  const diagnostics: JsonDiagnostic[] = checked.diagnostics.map((d) => ({ ...d, file }));
  const report = checked.report;
  const impulses = report === undefined ? null : chartOf(report.speed);
  if (json) {
    printJson(jsonReport(diagnostics, { file, allocation: report ?? null, speed: report?.speed ?? null, impulses } satisfies TurnFields), io);
    return report === undefined ? 1 : 0;
  }
  printDiagnostics(checked.diagnostics, checked.text === undefined ? { file } : { source: checked.text, file }, io);
  if (report === undefined || impulses === null) return 1;
  io.out(`${reportText(report, checked.hasCloak)}\n${chartText(report.speed, impulses)}\n`);
  return 0;
};

/** The impulses of a speed the chart takes (the option's parser and checkAllocation keep it in range). */
function chartOf(speed: number): readonly number[] {
  const r = movementImpulses(speed);
  if (!r.ok) throw new Error(`invariant: speed ${speed} is on the impulse chart`);
  return r.value;
}

/** What checking a file found: its diagnostics, and the report when it has no error. */
interface Checked {
  readonly diagnostics: readonly Diagnostic[];
  readonly report?: AllocationReport;
  /** The file's text, when it could be read (diagnostics are shown against it). */
  readonly text?: string;
  /** Whether the file gives the ship a cloak cost (so the report says whether the cloak is paid). */
  readonly hasCloak: boolean;
}

const unreadable = (message: string, span?: Diagnostic['span']): Diagnostic =>
  span === undefined ? { severity: 'error', code: 'unreadable-input', message } : { severity: 'error', code: 'unreadable-input', message, span };

/** Reads, parses and checks an allocation file. */
async function checkFile(file: string, io: CliIO): Promise<Checked> {
  const read = await readInputFile(file, io);
  if (!read.ok) return { diagnostics: [unreadable(`cannot read this file: ${read.reason}`)], hasCloak: false };
  const text = read.text;
  if (text.length > MAX_ALLOCATION_LENGTH) {
    return { diagnostics: [unreadable(`cannot read this file: it has ${text.length} characters, more than the ${MAX_ALLOCATION_LENGTH} an allocation file may have`)], hasCloak: false };
  }
  const parsed = /\.json$/i.test(file) ? parseJson(text) : parseYaml(text);
  if (parsed.kind === 'error') return { diagnostics: [parsed.diagnostic], text, hasCloak: false };

  const r = newReport();
  // Nothing but blanks and comments is an empty file; a `null` or `~` written out is a value, and not an allocation.
  const empty = (parsed.data === null || parsed.data === undefined) && /^(?:[ \t]*(?:#[^\n]*)?(?:\r?\n|\r|$))*$/.test(text.replace(/^\uFEFF/, ''));
  // The first diagnostic, so under any cap; it has a place, not a path.
  if (empty) r.diagnostics.push({ severity: 'warning', code: 'empty-file', message: 'this file holds no allocation (it is empty, or only comments)', span: { start: 0, end: 0, line: 1, column: 1 } });
  const form = readFields(r, empty ? {} : parsed.data, '', 'an allocation file (a mapping of available, allocation, costs and previousSpeed)', FILE_FIELDS, 'an allocation file');
  let report: AllocationReport | undefined;
  if (form !== undefined) {
    const options = form['previousSpeed'] === undefined ? undefined : { previousSpeed: form['previousSpeed'] as number };
    // checkAllocation reads any value as plain data and reports what is not the form it needs.
    const result = checkAllocation(form['available'] as EnergyAvailable, form['allocation'] as EnergyAllocation, form['costs'] as EnergyCosts, options);
    // The option is a field of the file itself.
    reportAll(r, result.diagnostics.map((d) => (d.path?.startsWith('options.') === true ? { ...d, path: d.path.slice('options.'.length) } : d)));
    if (result.ok) report = result.value;
  }
  const diagnostics = inFileOrder(closeReport(r).map((d) => placed(d, parsed.doc, text)));
  const costs = form?.['costs'];
  const hasCloak = typeof costs === 'object' && costs !== null && (costs as Record<string, unknown>)['cloak'] !== undefined;
  return r.failed || report === undefined ? { diagnostics, text, hasCloak } : { diagnostics, report, text, hasCloak };
}

type Parsed =
  | { readonly kind: 'data'; readonly data: unknown; readonly doc: Document.Parsed | undefined }
  | { readonly kind: 'error'; readonly diagnostic: Diagnostic };

/**
 * Reads the text as YAML 1.2 (JSON is YAML): one document, as plain data. The reader's stack is
 * watched lexeme by lexeme, so that nesting past MAX_DEPTH is refused before the library's
 * recursive composer runs (as the design loader does); only the first YAML error is reported,
 * since the ones after it are mostly its echoes.
 */
function parseYaml(text: string): Parsed {
  const at = (start: number, end: number): Diagnostic['span'] => ({ start, end, ...positionAt(text, start) });
  const parser = new Parser();
  const tokens: CST.Token[] = [];
  for (const lexeme of new Lexer().lex(text)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    // The stack holds the document, then one entry per open collection.
    if (parser.stack.length > MAX_DEPTH + 1) {
      const offset = parser.stack[parser.stack.length - 1]?.offset ?? parser.offset;
      return { kind: 'error', diagnostic: unreadable(`cannot read this file: it nests more than ${MAX_DEPTH} levels deep`, at(offset, offset + 1)) };
    }
  }
  for (const token of parser.end()) tokens.push(token);
  const composer = new Composer({ version: '1.2', schema: 'core', logLevel: 'silent' });
  const docs = [...composer.compose(tokens)] as Document.Parsed[];
  const errors = docs.length === 0 ? composer.streamInfo().errors : docs.flatMap((d) => d.errors);
  const first = errors[0];
  if (first !== undefined) return { kind: 'error', diagnostic: unreadable(`not valid YAML or JSON: ${first.message}`, at(first.pos[0], first.pos[1])) };
  if (docs.length > 1) {
    const second = docs[1]!.range[0];
    return { kind: 'error', diagnostic: unreadable(`an allocation file holds one document; this one has ${docs.length}`, at(second, second)) };
  }
  const doc = docs[0];
  if (doc === undefined) return { kind: 'data', data: null, doc };
  try {
    return { kind: 'data', data: doc.toJS({ maxAliasCount: MAX_ALIASES }), doc };
  } catch (error) {
    return { kind: 'error', diagnostic: unreadable(`cannot read this file: ${error instanceof Error ? error.message : String(error)}`) };
  }
}

/**
 * Reads a `.json` file as JSON, so that its mistakes are JSON's (YAML would take a trailing comma
 * or a bare word); its places come from reading it again as YAML, which JSON is.
 */
function parseJson(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // V8 says where: "<what> in JSON at position <n>" (later versions add the line and column).
    const message = error instanceof Error ? error.message : String(error);
    const m = /^(.*?) in JSON at position (\d{1,9})/s.exec(message);
    const at = m === null ? undefined : Math.min(Number(m[2]), text.length);
    const span = at === undefined ? undefined : { start: at, end: Math.min(at + 1, text.length), ...positionAt(text, at) };
    return { kind: 'error', diagnostic: unreadable(`not valid JSON: ${m === null ? message : m[1]}`, span) };
  }
  const yaml = parseYaml(text);
  return { kind: 'data', data, doc: yaml.kind === 'data' ? yaml.doc : undefined };
}

/** Diagnostics in the order of their places in the file; those without one (and a closing count) after. */
function inFileOrder(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const last = diagnostics[diagnostics.length - 1];
  const closing = last?.code === 'too-many-diagnostics' ? [last] : [];
  const rest = closing.length === 0 ? [...diagnostics] : diagnostics.slice(0, -1);
  const at = (d: Diagnostic): number => d.span?.start ?? Number.POSITIVE_INFINITY;
  return [...rest.sort((a, b) => at(a) - at(b)), ...closing];
}

/**
 * The keys and indexes of a path (`allocation.movement`, `costs["a b"]`, `x[2]`), or undefined
 * when it is not one this command's diagnostics write.
 */
function stepsOf(path: string): (string | number)[] | undefined {
  // Sticky, so made for each call: its lastIndex is state.
  const pattern = /\.?([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  const steps: (string | number)[] = [];
  while (pattern.lastIndex < path.length) {
    const m = pattern.exec(path);
    if (m === null) return undefined;
    if (m[1] !== undefined) steps.push(m[1]);
    else if (m[2] !== undefined) steps.push(Number(m[2]));
    else steps.push(JSON.parse(m[3]!) as string);
  }
  return steps;
}

/**
 * A diagnostic placed in the file: at the field its path names (its value for a wrong value, its
 * key for an unknown field or a mapping), or at the key of the mapping that lacks a missing
 * field. A path the file has no place for (a missing top-level field) stays a path alone.
 */
function placed(d: Diagnostic, doc: Document.Parsed | undefined, text: string): Diagnostic {
  if (d.span !== undefined || d.path === undefined || doc === undefined) return d;
  const steps = stepsOf(d.path);
  if (steps === undefined) return d;
  let node: unknown = doc.contents;
  let key: Node | undefined;
  let found = 0;
  for (const step of steps) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
      if (pair === undefined) break;
      key = pair.key as Node;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
      key = undefined;
      node = node.items[step];
    } else break;
    found++;
  }
  const whole = found === steps.length;
  const target = whole && d.code !== 'unknown-field' && (isScalar(node) || key === undefined) ? (node as Node | null) : key;
  const range = target?.range;
  if (range === undefined || range === null) return d;
  return { ...d, span: { start: range[0], end: range[1], ...positionAt(text, range[0]) } };
}

/** A number as text shows it: sums of fractions without their float noise (0.1 + 0.2 is 0.3). */
const amount = (n: number): string => String(Number(n.toPrecision(12)));

/** The allocation's report, one fact a line. */
function reportText(r: AllocationReport, hasCloak: boolean): string {
  const lines = [
    `energy: ${amount(r.available)} available, ${amount(r.allocated)} allocated, ${amount(r.remaining)} left over`,
    `unpaid: ${r.unpaidLines.length === 0 ? 'none' : r.unpaidLines.join(', ')}`,
  ];
  if (hasCloak) lines.push(`cloak: ${r.cloakPaid ? 'paid (it may be turned on this turn)' : 'not paid (it cannot be turned on this turn)'}`);
  return lines.join('\n');
}

/**
 * The impulse chart of a speed: a line with the impulses it moves on, then three rows of 32
 * columns, the impulse numbers written downwards (tens over ones) over `x` where it moves.
 */
export function chartText(speed: number, impulses: readonly number[]): string {
  const all = Array.from({ length: MOVEMENT_RULES.impulsesPerTurn.value }, (_, i) => i + 1);
  const moves = new Set(impulses);
  const head = impulses.length === 0 ? `speed ${speed}: does not move` : `speed ${speed}: moves on ${plural(impulses.length, 'impulse')}: ${impulses.join(', ')}`;
  return [
    head,
    `impulse  ${all.map((i) => (i < 10 ? ' ' : String(Math.floor(i / 10)))).join('')}`,
    `         ${all.map((i) => String(i % 10)).join('')}`,
    `moves    ${all.map((i) => (moves.has(i) ? 'x' : '.')).join('')}`,
  ].join('\n');
}
