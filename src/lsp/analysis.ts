/**
 * One document read for the language server: its kind, its diagnostics (what `spacedock check`
 * lists for a design; what `spacedock price` says of each line of a unit-spec file) and where its
 * specs are, with each spec's price. Computed once per version of the document.
 *
 * The incremental rule: a change re-reads the one document it is made in, in one pass (the loader
 * is linear in the text, and a 200-unit design takes milliseconds), and the prices of its specs
 * are kept by spec text across versions, so the specs a change leaves alone are not priced again.
 * No other document is read again: designs do not refer to each other.
 */
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fileURLToPath } from 'node:url';
import { checkText } from '../cli/check-command.js';
import { fileSystemHost } from '../cli/fleet-host.js';
import type { FleetHost } from '../fleet/types.js';
import type { Result } from '../diagnostics/result.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { droppedCount, worseSeverity } from '../diagnostics/limits.js';
import { LOAD_LIMITS } from '../design/load-limits.js';
import type { LoadedDocument } from '../design/load.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import { documentKind, type DocumentKind } from './classify.js';
import { toLsp } from './diagnostics.js';
import { specsIn, type SpecAt } from './specs.js';

/** The most diagnostics published for one document (one more, the last, counts the rest: those past it and those the library left out). */
export const MAX_PUBLISHED = 1000;

export interface Analysis {
  readonly uri: string;
  readonly version: number;
  readonly kind: DocumentKind | undefined;
  readonly diagnostics: readonly LspDiagnostic[];
  readonly specs: readonly SpecAt[];
  /** The documents of a design without errors of their own, compiled (their prices, totals and readouts). */
  readonly documents: readonly LoadedDocument[];
}

/** The prices of specs by their text, kept between versions of the documents (bounded). */
export interface PriceCache {
  readonly prices: Map<string, Result<UnitPrice>>;
}

/** The most prices kept: past it the cache starts again (it is only a shortcut). */
const MAX_CACHED_PRICES = 20_000;

export function newPriceCache(): PriceCache {
  return { prices: new Map() };
}

/**
 * The price of a spec of a document: a design's compiled price of that line (priced once by the
 * loader, under the document's profile) when the document it is in loaded; otherwise (a
 * unit-spec file, a design with errors) the spec priced, or the cache's price of the same text.
 */
export function priceAt(analysis: Analysis, spec: SpecAt, cache: PriceCache): Result<UnitPrice> {
  for (const d of analysis.documents) {
    if (spec.start < d.range[0] || spec.start >= d.range[1] || d.kind === 'fleet') continue;
    const i = d.document.units?.findIndex((u) => u.spec === spec.text) ?? -1;
    const price = d.prices[i];
    if (price !== undefined) return { ok: true, value: price, diagnostics: [] };
  }
  return priceOf(cache, spec.text);
}

/** The price of a spec, from the cache when the same text was priced before. */
export function priceOf(cache: PriceCache, spec: string): Result<UnitPrice> {
  let r = cache.prices.get(spec);
  if (r === undefined) {
    if (cache.prices.size >= MAX_CACHED_PRICES) cache.prices.clear();
    r = priceUnit(spec);
    cache.prices.set(spec, r);
  }
  return r;
}

/** How the editor's user lets a fleet's references lead outside its folder, said when one is refused. */
const LSP_HOW_TO_ALLOW = "set the language server's allowOutsideRefs option to read it";

/** How the server reads the files a fleet names (its `initializationOptions`). */
export interface FleetFileOptions {
  /** Let a fleet's references lead outside its file's folder (`allowOutsideRefs`; default false). */
  readonly allowOutsideRefs?: boolean;
}

/** Reads a document. Never throws: what the library throws becomes one diagnostic. */
export function analyse(doc: TextDocument, cache: PriceCache, unitFiles: readonly string[] = [], docs?: string, files: FleetFileOptions = {}): Analysis {
  const text = doc.getText();
  const kind = documentKind(doc.uri, text, unitFiles);
  const base = { uri: doc.uri, version: doc.version, kind };
  if (kind === undefined) return { ...base, diagnostics: [], specs: [], documents: [] };
  try {
    if (text.length > LOAD_LIMITS.maxLength) {
      const message = `the file has ${text.length} characters; the limit is ${LOAD_LIMITS.maxLength}, so it is not checked`;
      return { ...base, specs: [], documents: [], diagnostics: [toLsp(doc, { severity: 'error', code: 'design-too-large', message, span: { start: 0, end: 0 } }, 0, docs)] };
    }
    const specs = specsIn(text, kind);
    const published = newPublished(doc, docs);
    let documents: readonly LoadedDocument[] = [];
    if (kind === 'design') {
      const checked = checkText(text, doc.uri, fleetHostOf(doc.uri, files), { allowOutsideRefs: files.allowOutsideRefs === true, howToAllow: LSP_HOW_TO_ALLOW });
      for (const d of checked.found) publishOne(published, d, 0);
      documents = checked.load.documents;
    } else {
      // Every line is priced (the count must be right), but no more than the published are kept.
      for (const s of specs) for (const d of priceOf(cache, s.text).diagnostics) publishOne(published, d, s.start);
    }
    return { ...base, specs, documents, diagnostics: finishPublished(published) };
  } catch (error) {
    const message = `spacedock could not read this file (${error instanceof Error ? error.message : String(error)}); please report it`;
    return { ...base, specs: [], documents: [], diagnostics: [toLsp(doc, { severity: 'error', code: 'design-unsafe', message, span: { start: 0, end: 0 } }, 0, docs)] };
  }
}

/**
 * How a fleet in the document reads the files it names: from the file system, relative to the
 * document's own file, through the CLI's reader (`fileSystemHost`: each file read once, only
 * regular files, bounded, and only in the document's folder and the folders under it unless
 * `allowOutsideRefs`); a document that is not a file (an unsaved buffer) has no folder to read
 * from, so its fleets are checked as documents only.
 */
function fleetHostOf(uri: string, files: FleetFileOptions): FleetHost | undefined {
  if (!uri.startsWith('file:')) return undefined;
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return undefined;
  }
  const host = fileSystemHost({ fleetFile: path, allowOutside: files.allowOutsideRefs === true, howToAllow: LSP_HOW_TO_ALLOW });
  return { read: (reference, from) => host.read(reference, from === uri ? path : from) };
}

/**
 * The diagnostics of one document on their way out: the first `MAX_PUBLISHED` kept as the editor
 * gets them, every later one (and every one a library list left out, which its closing
 * `too-many-diagnostics` counts) counted, with the first of them by position and the worst
 * severity among them, for the closing entry.
 */
interface Published {
  readonly doc: TextDocument;
  readonly docs: string | undefined;
  readonly kept: LspDiagnostic[];
  more: number;
  worst: Diagnostic['severity'];
  /** The first problem left out, by its offset in the document (a summary stands at its first left-out one). */
  first: { readonly at: number; readonly d: Diagnostic; readonly shift: number } | undefined;
}

function newPublished(doc: TextDocument, docs: string | undefined): Published {
  return { doc, docs, kept: [], more: 0, worst: 'info', first: undefined };
}

/** One diagnostic of the document (its span `shift` characters on): kept, or counted. */
function publishOne(p: Published, d: Diagnostic, shift: number): void {
  const summary = d.code === 'too-many-diagnostics';
  if (!summary && p.kept.length < MAX_PUBLISHED) {
    p.kept.push(toLsp(p.doc, d, shift, p.docs));
    return;
  }
  const n = summary ? droppedCount(d) : 1;
  if (n === 0) return;
  p.more += n;
  p.worst = worseSeverity(p.worst, d.severity);
  const at = shift + (d.span?.start ?? 0);
  if (p.first === undefined || at < p.first.at) p.first = { at, d, shift };
}

/** The kept diagnostics, then, when some were left out, one that says how many, where the first of them is. */
function finishPublished(p: Published): LspDiagnostic[] {
  if (p.more === 0 || p.first === undefined) return p.kept;
  const { d, shift } = p.first;
  const message = `${p.more} more ${p.more === 1 ? 'problem is' : 'problems are'} not listed`;
  const closing: Diagnostic = { severity: p.worst, code: 'too-many-diagnostics', message, ...(d.span === undefined ? {} : { span: d.span }) };
  return [...p.kept, toLsp(p.doc, closing, shift, p.docs)];
}
