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
 * and the server goes on; a body that is not JSON is answered with JSON-RPC's parse error
 * (-32700); a request before `initialize` with `ServerNotInitialized` (-32002), and a notification
 * before it is dropped, as the protocol says; a client that goes away ends it (the library
 * watches its process id and the streams).
 */
import {
  createConnection,
  ErrorCodes,
  ProposedFeatures,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeResult,
  type MessageReader,
  type MessageWriter,
  type ResponseMessage,
} from 'vscode-languageserver/node';
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

/**
 * The connection over standard input and output. A message whose body is not JSON is answered
 * with the parse error of JSON-RPC 2.0 (-32700, `id` null, since no id can be read from it); the
 * stream goes on with the next message.
 */
export function stdioConnection(): Connection {
  const reader = new StreamMessageReader(process.stdin);
  const writer = new StreamMessageWriter(process.stdout);
  answerParseErrors(reader, writer);
  return createConnection(ProposedFeatures.all, reader, writer);
}

/**
 * Answers every body `reader` cannot read as JSON with JSON-RPC's parse error, through `writer`
 * (the connection's own, so that the answer is never written into another message). A header
 * without a usable `Content-Length` is not a parse error: the stream's framing is lost, and
 * nothing can be answered.
 */
export function answerParseErrors(reader: MessageReader, writer: MessageWriter): void {
  reader.onError((error) => {
    // The reader decodes a body with JSON.parse: a SyntaxError is a body that is not JSON.
    if (!(error instanceof SyntaxError)) return;
    const answer: ResponseMessage = { jsonrpc: '2.0', id: null, error: { code: ErrorCodes.ParseError, message: `the message is not JSON (${error.message})` } };
    void writer.write(answer);
  });
}

/** What a request before `initialize` is answered with (LSP's ServerNotInitialized). */
const NOT_INITIALIZED = (): ResponseError<void> => new ResponseError(ErrorCodes.ServerNotInitialized, 'the server is not initialized: send initialize first');

/** Starts the server on a connection (standard input and output unless another is given). */
export function startServer(connection: Connection = stdioConnection()): Connection {
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

  /** The version of each open document whose diagnostics were published last. */
  const published = new Map<string, number>();
  let initialized = false;
  /** A handler that answers ServerNotInitialized until `initialize` has been answered. */
  const ready =
    <P, R>(handler: (params: P) => R) =>
    (params: P): R | ResponseError<void> =>
      initialized ? handler(params) : NOT_INITIALIZED();

  const publish = (uri: string): void => {
    timers.delete(uri);
    const doc = documents.get(uri);
    if (doc === undefined || published.get(uri) === doc.version) return;
    const a = analysisOf(doc);
    published.set(uri, doc.version);
    void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: [...a.diagnostics] });
  };

  connection.onInitialize((params): InitializeResult => {
    const options = params.initializationOptions as { unitFiles?: unknown; allowOutsideRefs?: unknown } | undefined;
    if (Array.isArray(options?.unitFiles)) unitFiles = options.unitFiles.filter((s): s is string => typeof s === 'string');
    fleetFiles = { allowOutsideRefs: options?.allowOutsideRefs === true };
    initialized = true;
    return { capabilities: CAPABILITIES, serverInfo: { name: 'spacedock', version } };
  });
  connection.onShutdown(() => (initialized ? undefined : NOT_INITIALIZED()));
  // Any other method: not found once initialized (as the library answers), not initialized before.
  connection.onRequest((method) => (initialized ? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`) : NOT_INITIALIZED()));

  // An open document is published at once; a change after the pause. (The library reports an
  // open as a change of content too: that one finds its version published already.)
  documents.onDidOpen((e) => publish(e.document.uri));
  documents.onDidChangeContent((e) => {
    const uri = e.document.uri;
    if (published.get(uri) === e.document.version) return;
    const pending = timers.get(uri);
    if (pending !== undefined) clearTimeout(pending);
    timers.set(uri, setTimeout(() => publish(uri), CHANGE_DELAY_MS));
  });
  documents.onDidClose((e) => {
    const pending = timers.get(e.document.uri);
    if (pending !== undefined) clearTimeout(pending);
    timers.delete(e.document.uri);
    analyses.delete(e.document.uri);
    published.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onHover(
    ready((params) => {
      const doc = documents.get(params.textDocument.uri);
      if (doc === undefined) return null;
      const a = analysisOf(doc);
      if (a.kind === undefined) return null;
      const offset = doc.offsetAt(params.position);
      return hoverAt(doc, a, offset, cache) ?? (a.kind === 'design' ? labelHover(doc, offset) : null);
    }),
  );
  connection.onCompletion(
    ready((params) => {
      const doc = documents.get(params.textDocument.uri);
      if (doc === undefined) return [];
      lists ??= completionLists();
      return [...completionsAt(doc, analysisOf(doc), doc.offsetAt(params.position), lists)];
    }),
  );
  connection.onCodeAction(ready((params) => quickFixes(params.textDocument.uri, params.context.diagnostics)));
  connection.onDocumentFormatting(
    ready((params) => {
      const doc = documents.get(params.textDocument.uri);
      return doc === undefined ? [] : formatEdits(doc, analysisOf(doc));
    }),
  );
  connection.onDocumentSymbol(
    ready((params) => {
      const doc = documents.get(params.textDocument.uri);
      return doc === undefined ? [] : documentSymbols(doc, analysisOf(doc));
    }),
  );
  connection.languages.inlayHint.on(
    ready((params) => {
      const doc = documents.get(params.textDocument.uri);
      return doc === undefined ? [] : inlayHints(doc, analysisOf(doc), params.range, cache);
    }),
  );

  // The documents hear of opens, changes and closes only once the server is initialized: the
  // protocol drops a notification before `initialize` (an open then would publish diagnostics
  // before the client knows the server).
  const afterInit =
    <P>(handler: (params: P) => void) =>
    (params: P): void => {
      if (initialized) handler(params);
    };
  documents.listen({
    onDidOpenTextDocument: (h) => connection.onDidOpenTextDocument(afterInit(h)),
    onDidChangeTextDocument: (h) => connection.onDidChangeTextDocument(afterInit(h)),
    onDidCloseTextDocument: (h) => connection.onDidCloseTextDocument(afterInit(h)),
    onWillSaveTextDocument: (h) => connection.onWillSaveTextDocument(afterInit(h)),
    onWillSaveTextDocumentWaitUntil: (h) => connection.onWillSaveTextDocumentWaitUntil((params, token) => (initialized ? h(params, token) : NOT_INITIALIZED())),
    onDidSaveTextDocument: (h) => connection.onDidSaveTextDocument(afterInit(h)),
  });
  connection.listen();
  return connection;
}
