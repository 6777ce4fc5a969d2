import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node as YamlNode } from 'yaml';
import type { DiagnosticCode, Severity } from '../diagnostics/codes.js';
import { DIAGNOSTIC_SEVERITIES } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { CATALOG_ENTRIES } from '../catalog/entries.js';
import { findEntry, isAvailableAt } from '../catalog/queries.js';
import type { TechLevel } from '../catalog/types.js';
import { closest } from '../notation/suggest.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import { DesignDocumentSchema, type DesignDocument } from './schema.js';

/** A diagnostic placed in a file: its span is in file offsets, with the 1-based line and column. */
export interface FileDiagnostic extends Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** One document of a design file, validated, with every unit priced. */
export interface LoadedDocument {
  readonly document: DesignDocument;
  /** The price of each unit line, in order (undefined where the unit has errors). */
  readonly prices: readonly (UnitPrice | undefined)[];
  /** The document's offset range in the file. */
  readonly range: readonly [number, number];
}

/** The result of {@link loadDesigns}: the documents that are valid, and every diagnostic. */
export interface LoadResult {
  readonly ok: boolean;
  readonly documents: readonly LoadedDocument[];
  readonly diagnostics: readonly FileDiagnostic[];
}

/**
 * Limits that keep hostile files cheap to reject: the size of the text, alias expansions (a
 * "billion laughs" file) and the number of documents. {@link loadDesigns} refuses a file past
 * them with a diagnostic instead of working through it.
 *
 * @example
 * ```ts
 * import { LOAD_LIMITS, loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('#'.repeat(LOAD_LIMITS.maxLength + 1), 'huge.yaml');
 * if (r.ok || r.diagnostics[0]?.code !== 'design-too-large') throw new Error('expected design-too-large');
 * ```
 */
export const LOAD_LIMITS = {
  /** Bytes (UTF-16 code units) of YAML read at most. */
  maxLength: 10 * 1024 * 1024,
  /** Alias expansions allowed per document (a "billion laughs" file needs millions). */
  maxAliasCount: 100,
  /** Documents per file. */
  maxDocuments: 1000,
} as const;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The tags of YAML's core schema; any other tag (`!!js/function`, `!custom`) is refused. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * Reads a design file: YAML, one or more documents, each a ship or a unit list
 * (`specs/design-format.md`). Never throws: every problem is a diagnostic with file, line and
 * column, in one pass: YAML errors, unsafe YAML (custom tags, alias bombs, `__proto__` keys),
 * schema errors, notation and pricing problems of every unit (placed at the exact character of
 * the spec where the YAML allows it), unknown catalog systems (with a hint) and systems not
 * available at the ship's tech level. Pure: it reads a string, not a file.
 *
 * @example
 * ```ts
 * import { loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n', 'guns.yaml');
 * if (!r.ok || r.documents[0]?.prices[0]?.build !== 23) throw new Error('the Laser costs 23');
 *
 * const bad = loadDesigns('format: 1\nkind: units\ntitle: X\nunits:\n  - { name: Gun, spec: 3d6 eZap XX }\n', 'bad.yaml');
 * const d = bad.diagnostics[0]; // unknown-modifier at bad.yaml:5:33, the XX itself
 * if (d?.code !== 'unknown-modifier' || d.line !== 5 || d.column !== 33) throw new Error(JSON.stringify(d));
 * ```
 */
export function loadDesigns(text: string, file = '<input>'): LoadResult {
  const diagnostics: FileDiagnostic[] = [];
  const lines = new LineCounter();
  const report = (code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity): void => {
    const pos = lines.linePos(start);
    diagnostics.push({ severity: severity ?? DIAGNOSTIC_SEVERITIES[code], code, message, span: { start, end }, file, line: pos.line, column: pos.col });
  };
  if (typeof text !== 'string') {
    diagnostics.push({ severity: 'error', code: 'design-yaml', message: 'a design file is text', span: { start: 0, end: 0 }, file, line: 1, column: 1 });
    return { ok: false, documents: [], diagnostics };
  }
  if (text.length > LOAD_LIMITS.maxLength) {
    diagnostics.push({ severity: 'error', code: 'design-too-large', message: `the file has ${text.length} characters; the limit is ${LOAD_LIMITS.maxLength}`, span: { start: 0, end: 0 }, file, line: 1, column: 1 });
    return { ok: false, documents: [], diagnostics };
  }

  let docs: Document.Parsed[];
  try {
    const parsed = parseAllDocuments(text, { lineCounter: lines, uniqueKeys: true, strict: true, prettyErrors: false, schema: 'core', merge: false });
    docs = Array.isArray(parsed) ? parsed : [];
  } catch (error) {
    // The YAML library has no depth limit of its own: a pathological nesting ends here.
    report('design-unsafe', `the YAML cannot be read (${error instanceof Error ? error.message : String(error)})`, 0, 0);
    return { ok: false, documents: [], diagnostics };
  }
  if (docs.length > LOAD_LIMITS.maxDocuments) {
    report('design-too-large', `the file has ${docs.length} documents; the limit is ${LOAD_LIMITS.maxDocuments}`, 0, 0);
    return { ok: false, documents: [], diagnostics };
  }

  const documents: LoadedDocument[] = [];
  for (const doc of docs) {
    const before = diagnostics.length;
    for (const e of doc.errors) report('design-yaml', e.message.split('\n')[0] ?? e.code, e.pos[0], e.pos[1]);
    if (diagnostics.length > before) continue;
    // An empty document (a trailing ---, or only comments) has null contents or a null scalar.
    if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) continue;
    if (!checkSafe(doc.contents, report)) continue;
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: LOAD_LIMITS.maxAliasCount });
    } catch (error) {
      const [start, end] = doc.contents.range ?? [0, 0];
      report('design-unsafe', `the document expands too many aliases (${error instanceof Error ? error.message : String(error)})`, start, end);
      continue;
    }
    const parsed = DesignDocumentSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const node = nodeAt(doc, issue.path);
        const [start, end] = node?.range ?? doc.contents.range ?? [0, 0];
        const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        report('design-schema', `${where}${issue.message}`, start, end);
      }
      // The specs that are there are still checked, so that one pass finds every problem.
      const units = (value as { units?: unknown } | null)?.units;
      if (Array.isArray(units)) {
        const usable = units.map((u) => (u !== null && typeof u === 'object' && typeof (u as { spec?: unknown }).spec === 'string' ? (u as { name?: unknown; spec: string }) : undefined));
        checkUnits(doc, text, { units: usable.map((u) => ({ name: typeof u?.name === 'string' ? u.name : 'unit', spec: u?.spec ?? '' })) }, report, usable.map((u) => u !== undefined));
      }
      continue;
    }
    const design = parsed.data;
    const prices = checkUnits(doc, text, design, report);
    if (design.kind === 'ship') checkSystems(doc, design.tech as TechLevel, design.systems ?? [], report);
    documents.push({ document: design, prices, range: [doc.range[0], doc.range[2]] });
  }
  return { ok: !diagnostics.some((d) => d.severity === 'error'), documents, diagnostics };
}

type Report = (code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity) => void;

/** Refuses custom tags and prototype-polluting keys anywhere in the document (iteratively). */
function checkSafe(root: YamlNode, report: Report): boolean {
  let ok = true;
  const stack: YamlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const [start, end] = node.range ?? [0, 0];
    if (node.tag !== undefined && !CORE_TAGS.has(node.tag)) {
      report('design-unsafe', `the tag ${node.tag} is not allowed in a design file`, start, end);
      ok = false;
    }
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as YamlNode | null;
        if (isScalar(key) && FORBIDDEN_KEYS.has(String(key.value))) {
          const [ks, ke] = key.range ?? [start, end];
          report('design-unsafe', `the key "${String(key.value)}" is not allowed`, ks, ke);
          ok = false;
        }
        if (key !== null && typeof key === 'object') stack.push(key);
        if (pair.value !== null && typeof pair.value === 'object') stack.push(pair.value as YamlNode);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) if (item !== null && typeof item === 'object') stack.push(item as YamlNode);
    }
  }
  return ok;
}

/** The YAML node at a path of keys and indexes, or the nearest existing parent. */
function nodeAt(doc: Document.Parsed, path: readonly PropertyKey[]): YamlNode | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as YamlNode | undefined;
    if (node !== undefined && node !== null && typeof node === 'object' && 'range' in node) return node;
  }
  return undefined;
}

/**
 * Prices every unit line and reports its notation and pricing problems at the right place:
 * inside the spec when its YAML scalar is the spec text itself (plain, or quoted without
 * escapes, on one line), otherwise at the scalar.
 */
function checkUnits(
  doc: Document.Parsed,
  text: string,
  design: { readonly units?: readonly { readonly name: string; readonly spec: string }[] | undefined; readonly profile?: "default" | "hero" | undefined },
  report: Report,
  check?: readonly boolean[],
): (UnitPrice | undefined)[] {
  const out: (UnitPrice | undefined)[] = [];
  (design.units ?? []).forEach((unit, i) => {
    if (check !== undefined && check[i] !== true) {
      out.push(undefined);
      return;
    }
    const node = doc.getIn(['units', i, 'spec'], true) as YamlNode | undefined;
    const [start, end] = node?.range ?? [0, 0];
    const raw = text.slice(start, end);
    const offset = raw === unit.spec ? start : raw.length === unit.spec.length + 2 && raw.slice(1, -1) === unit.spec ? start + 1 : undefined;
    const r = priceUnit(unit.spec, design.profile === undefined ? undefined : { profile: design.profile });
    for (const d of r.diagnostics) {
      const at = offset === undefined ? [start, end] : [offset + d.span.start, offset + d.span.end];
      report(d.code, `${unit.name}: ${d.message}`, at[0]!, at[1]!, d.severity);
    }
    out.push(r.ok ? r.price : undefined);
  });
  return out;
}

const LABELS = [...new Set(CATALOG_ENTRIES.flatMap((e) => [e.label, ...e.aliases]))];

/** Checks each system line against the catalog and the ship's tech level. */
function checkSystems(doc: Document.Parsed, tech: TechLevel, systems: readonly { label: string; variant?: string | undefined }[], report: Report): void {
  systems.forEach((s, i) => {
    const node = doc.getIn(['systems', i], true) as YamlNode | undefined;
    const [start, end] = node?.range ?? [0, 0];
    const found = findEntry(s.label, s.variant);
    if (!found.ok) {
      const hint = found.diagnostics[0]?.code === 'unknown-system' && s.variant === undefined ? closest(s.label, LABELS) : undefined;
      for (const d of found.diagnostics) report(d.code, `${d.message}${hint === undefined ? '' : `; did you mean ${hint}?`}`, start, end);
      return;
    }
    if (!isAvailableAt(found.value, tech)) {
      const t = found.value.tech!;
      report('system-not-available', `${s.label}${s.variant === undefined ? '' : ` (${s.variant})`} exists at ${t.level}X${t.mode === 'and-up' ? ' and up' : ' only'}, and this ship is ${tech}X`, start, end);
    }
  });
}
