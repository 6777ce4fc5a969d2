/**
 * The spacedock language server (`spacedock lsp`): design files and unit-spec files in any editor
 * that speaks the Language Server Protocol, over standard input and output. Built on the
 * protocol's maintained libraries (`vscode-languageserver`, `vscode-languageserver-textdocument`).
 *
 * - Diagnostics on open and on each change (a short pause coalesces a burst of keystrokes), the
 *   whole document in one pass: those of `spacedock check` for a design, of `spacedock price` for
 *   each line of a unit-spec file; each with its code, a link to its entry and the rule it cites.
 * - Quick fixes from every diagnostic's suggestions; hover on a spec (its canonical form and
 *   price) and on a system label (the catalog's entry, or the chart's system); completion of
 *   functions and modifiers in a spec, of the design's keys, of system labels and chart weapons;
 *   formatting of every spec to its canonical form; the outline (each ship or unit list with its
 *   units and systems); inlay hints (each spec's build and power, each document's totals).
 *
 * Never dies on what a client sends: a handler that throws answers that request with an error
 * and the server goes on; a client that goes away ends it (the library watches its process id
 * and the streams).
 */
import { createConnection, ProposedFeatures, TextDocuments, TextDocumentSyncKind, type Connection, type InitializeResult } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { version } from '../../package.json';
import { analyse, newPriceCache, type Analysis, type FleetFileOptions } from './analysis.js';
import { diagnosticsDoc } from './diagnostics.js';
import { completionLists, completionsAt, type CompletionLists } from './completion.js';
import { formatEdits, quickFixes } from './edits.js';
import { hoverAt } from './hover.js';
import { labelHover } from './labels.js';
import { documentSymbols, inlayHints } from './outline.js';

/** How long a burst of changes is let settle before the document is read again (ms). */
export const CHANGE_DELAY_MS = 25;

/** What the server offers, as its answer to `initialize`. */
export const CAPABILITIES: InitializeResult['capabilities'] = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  hoverProvider: true,
  completionProvider: { triggerCharacters: [' ', ':'] },
  codeActionProvider: { codeActionKinds: ['quickfix'] },
  documentFormattingProvider: true,
  documentSymbolProvider: true,
  inlayHintProvider: true,
};

/** Starts the server on a connection (standard input and output unless another is given). */
export function startServer(connection: Connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout)): Connection {
  const documents = new TextDocuments(TextDocument);
  const cache = newPriceCache();
  const analyses = new Map<string, Analysis>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let lists: CompletionLists | undefined;
  let unitFiles: readonly string[] = [];
  let fleetFiles: FleetFileOptions = {};
  const docs = diagnosticsDoc();

  /** The reading of the document's current version (made now if it is not there yet). */
  const analysisOf = (doc: TextDocument): Analysis => {
    const known = analyses.get(doc.uri);
    if (known !== undefined && known.version === doc.version) return known;
    const fresh = analyse(doc, cache, unitFiles, docs, fleetFiles);
    analyses.set(doc.uri, fresh);
    return fresh;
  };

  const publish = (uri: string): void => {
    timers.delete(uri);
    const doc = documents.get(uri);
    if (doc === undefined) return;
    const a = analysisOf(doc);
    void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: [...a.diagnostics] });
  };

  connection.onInitialize((params): InitializeResult => {
    const options = params.initializationOptions as { unitFiles?: unknown; allowOutsideRefs?: unknown } | undefined;
    if (Array.isArray(options?.unitFiles)) unitFiles = options.unitFiles.filter((s): s is string => typeof s === 'string');
    fleetFiles = { allowOutsideRefs: options?.allowOutsideRefs === true };
    return { capabilities: CAPABILITIES, serverInfo: { name: 'spacedock', version } };
  });

  documents.onDidOpen((e) => publish(e.document.uri));
  documents.onDidChangeContent((e) => {
    const uri = e.document.uri;
    const pending = timers.get(uri);
    if (pending !== undefined) clearTimeout(pending);
    timers.set(uri, setTimeout(() => publish(uri), CHANGE_DELAY_MS));
  });
  documents.onDidClose((e) => {
    const pending = timers.get(e.document.uri);
    if (pending !== undefined) clearTimeout(pending);
    timers.delete(e.document.uri);
    analyses.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onHover((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (doc === undefined) return null;
    const a = analysisOf(doc);
    if (a.kind === undefined) return null;
    const offset = doc.offsetAt(params.position);
    return hoverAt(doc, a, offset, cache) ?? (a.kind === 'design' ? labelHover(doc, offset) : null);
  });
  connection.onCompletion((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (doc === undefined) return [];
    lists ??= completionLists();
    return [...completionsAt(doc, analysisOf(doc), doc.offsetAt(params.position), lists)];
  });
  connection.onCodeAction((params) => quickFixes(params.textDocument.uri, params.context.diagnostics));
  connection.onDocumentFormatting((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc === undefined ? [] : formatEdits(doc, analysisOf(doc));
  });

  connection.onDocumentSymbol((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc === undefined ? [] : documentSymbols(doc, analysisOf(doc));
  });
  connection.languages.inlayHint.on((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc === undefined ? [] : inlayHints(doc, analysisOf(doc), params.range, cache);
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
