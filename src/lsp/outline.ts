/**
 * The outline of a design (document symbols: each ship or unit list, with its units and systems)
 * and its inlay hints (each spec's build points and power at its end, each document's totals at
 * its name, in the words `check` prints them with), from the documents the loader accepted and
 * the places of their lines in the text.
 */
import { InlayHintKind, SymbolKind, type DocumentSymbol, type InlayHint, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, PriceCache } from './analysis.js';
import { priceAt } from './analysis.js';
import { documentKindName, documentTitle, documentUnits } from '../design/document-parts.js';
import { namedTotals } from '../design/total-names.js';

/** A document's `name:` or `title:` line (its own key, at the start of a line, or a JSON member). */
const NAME_KEY = /^(?:name|title):|^\s*"(?:name|title)"\s*:/m;
/** Each `label:` key (a system line). */
const LABEL_KEY = /\blabel\s*:|"label"\s*:/g;

/** Where a document's name is: the end of its name line, or its start when there is none. */
function nameAt(text: string, range: readonly [number, number]): { start: number; end: number } {
  const within = text.slice(range[0], range[1]);
  const m = NAME_KEY.exec(within);
  if (m === null) return { start: range[0], end: range[0] };
  const start = range[0] + m.index;
  const nl = text.indexOf('\n', start);
  return { start, end: (nl === -1 || nl > range[1] ? range[1] : nl) - (text[nl - 1] === '\r' ? 1 : 0) };
}

const rangeOf = (doc: TextDocument, start: number, end: number): Range => ({ start: doc.positionAt(start), end: doc.positionAt(end) });

/** The symbols of a design: its documents, each with its units and systems. */
export function documentSymbols(doc: TextDocument, analysis: Analysis): DocumentSymbol[] {
  const text = doc.getText();
  return analysis.documents.map((loaded) => {
    const [from, to] = loaded.range;
    const d = loaded.document;
    const name = nameAt(text, loaded.range);
    const specs = analysis.specs.filter((s) => s.start >= from && s.end <= to);
    const units = documentUnits(d).map((u, i): DocumentSymbol => {
      const s = specs[i];
      const r = s === undefined ? rangeOf(doc, from, from) : rangeOf(doc, s.start, s.end);
      return { name: u.name, detail: u.spec, kind: SymbolKind.Field, range: r, selectionRange: r };
    });
    const labels = [...text.slice(from, to).matchAll(new RegExp(LABEL_KEY))].map((m) => from + m.index);
    const systems = d.kind === 'ship' ? (d.systems ?? []).map((sys, i): DocumentSymbol => {
      const at = labels[i] ?? from;
      const r = rangeOf(doc, at, at + 'label'.length);
      return { name: `${sys.label}${sys.variant === undefined ? '' : ` (${sys.variant})`}`, detail: `${sys.count ?? 1} box${(sys.count ?? 1) === 1 ? '' : 'es'}`, kind: SymbolKind.Property, range: r, selectionRange: r };
    }) : [];
    const fleetLines = loaded.kind === 'fleet' ? loaded.document.ships.map((l, i): DocumentSymbol => {
      const s = loaded.fleetSpans.lines[i]?.name;
      const r = s === undefined ? rangeOf(doc, from, from) : rangeOf(doc, s.start, s.end);
      return { name: l.label ?? l.ship ?? l.fleet ?? '', detail: `${l.fleet === undefined ? 'ship' : 'fleet'} ${l.ship ?? l.fleet ?? ''}${l.file === undefined ? '' : ` in ${l.file}`} × ${l.count ?? 1}`, kind: SymbolKind.Object, range: r, selectionRange: r };
    }) : [];
    return {
      name: documentTitle(d),
      detail: documentKindName(d),
      kind: d.kind === 'ship' ? SymbolKind.Class : d.kind === 'fleet' ? SymbolKind.Module : SymbolKind.Namespace,
      range: rangeOf(doc, from, to),
      selectionRange: rangeOf(doc, name.start, name.end),
      children: [...units, ...systems, ...fleetLines],
    };
  });
}

/** The inlay hints of `range`: each spec's build and power, each document's totals. */
export function inlayHints(doc: TextDocument, analysis: Analysis, range: Range, cache: PriceCache): InlayHint[] {
  const from = doc.offsetAt(range.start);
  const to = doc.offsetAt(range.end);
  const text = doc.getText();
  const hints: InlayHint[] = [];
  for (const loaded of analysis.documents) {
    if (loaded.kind === 'fleet') continue; // its figures are its ships', in other files
    const at = nameAt(text, loaded.range).end;
    if (at < from || at > to) continue;
    // Each total named as `check` and the page name it.
    const named = loaded.kind === 'units' ? namedTotals(loaded.totals, ['unitBuild', 'unitPower']) : namedTotals(loaded.totals, ['points', 'unitBuild', 'boxPoints', 'unitPower', 'systemSpaces', 'systemRepair', 'boxes']);
    const label = named.join(' · ');
    hints.push({ position: doc.positionAt(at), label, kind: InlayHintKind.Type, paddingLeft: true });
  }
  for (const s of analysis.specs) {
    if (s.end < from || s.end > to) continue;
    const p = priceAt(analysis, s, cache);
    if (!p.ok) continue;
    // After a quoted spec's closing quote.
    const at = s.plain ? s.end : Math.min(text.length, s.end + 1);
    hints.push({ position: doc.positionAt(at), label: `build ${p.value.build} · power ${p.value.power}`, kind: InlayHintKind.Type, paddingLeft: true });
  }
  return hints;
}
