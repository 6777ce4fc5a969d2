/**
 * A stand-in for VS Code's `vscode` module, enough for the spacedock extension and
 * `vscode-languageclient` to start the language server, open documents and receive its
 * diagnostics, without VS Code (which this machine cannot run). It records what the client does
 * to it: the diagnostics it sets, the messages it shows, what it logs.
 *
 * The parts the client only registers (hover, completion and the other providers, file watchers)
 * are answered by a Proxy with a disposable; the other classes the client names are plain classes
 * that keep their arguments, and its enums answer each member with its name. It is a fake of the API's shape, not of its behaviour: what the test
 * checks is what crosses the wire to the real server and back.
 */
import { pathToFileURL } from 'node:url';

/** A document as the fake workspace holds it. */
export interface FakeDocument {
  readonly uri: FakeUri;
  readonly fileName: string;
  readonly languageId: string;
  readonly version: number;
  readonly isClosed: boolean;
  readonly isUntitled: boolean;
  readonly lineCount: number;
  getText(): string;
}

/** What the fake recorded. */
export interface FakeRecord {
  /** Every `DiagnosticCollection.set(uri, diagnostics)`, in order. */
  readonly diagnostics: { readonly uri: string; readonly diagnostics: readonly FakeDiagnostic[] }[];
  /** Every message shown with `window.show*Message`. */
  readonly messages: string[];
  /** Every line written to an output channel. */
  readonly log: string[];
  /** The name of every output channel created, in order. */
  readonly channels: string[];
  /** Every provider registered (`languages.registerHoverProvider(selector, provider)` and the others), by function. */
  readonly registered: { readonly name: string; readonly args: readonly unknown[] }[];
}

/** The fake, and the handles a test drives it by. */
export interface Fake {
  /** The object `require('vscode')` returns. */
  readonly vscode: Record<string, unknown>;
  readonly record: FakeRecord;
  /** Opens a document: adds it to `workspace.textDocuments` and fires `onDidOpenTextDocument`. */
  open(path: string, languageId: string, text: string): FakeDocument;
  /** Resolves with the first diagnostics set for `uri` that `accept` takes, from the `since`th set on. */
  diagnosticsFor(uri: string, accept: (d: readonly FakeDiagnostic[]) => boolean, since?: number): Promise<readonly FakeDiagnostic[]>;
  /** A command registered by the extension. */
  command(name: string): ((...args: unknown[]) => unknown) | undefined;
}

/** How long a test waits for diagnostics before it fails, saying what the client logged: a hang guard, not a budget. */
const WAIT_MS = 60_000;

type Listener = (value: unknown) => void;

// The client creates these with `new` and extends some of them, so they have to be classes.
class EventEmitter {
  private readonly listeners = new Set<Listener>();
  readonly event = (listener: Listener): Disposable => {
    this.listeners.add(listener);
    return new Disposable(() => this.listeners.delete(listener));
  };
  fire(value: unknown): void {
    for (const l of [...this.listeners]) l(value);
  }
  dispose(): void {
    this.listeners.clear();
  }
}

class Disposable {
  constructor(private readonly callOnDispose: () => unknown = () => undefined) {}
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((i) => i.dispose()));
  }
  dispose(): void {
    this.callOnDispose();
  }
}

class FakeUri {
  constructor(
    readonly scheme: string,
    readonly path: string,
    private readonly text: string,
  ) {}
  get fsPath(): string {
    return this.path;
  }
  static parse(value: string): FakeUri {
    const url = new URL(value);
    return new FakeUri(url.protocol.slice(0, -1), decodeURIComponent(url.pathname), value);
  }
  static file(path: string): FakeUri {
    return new FakeUri('file', path, pathToFileURL(path).href);
  }
  with(): FakeUri {
    return this;
  }
  toString(): string {
    return this.text;
  }
  toJSON(): unknown {
    return { scheme: this.scheme, path: this.path };
  }
}

class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    this.start = typeof a === 'number' ? new Position(a, b as number) : a;
    this.end = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
  }
}

class Diagnostic {
  code: unknown;
  source: string | undefined;
  constructor(
    readonly range: Range,
    readonly message: string,
    readonly severity: number = 0,
  ) {}
}

/** A diagnostic as the client hands it to the collection. */
export type FakeDiagnostic = Diagnostic;

class CancellationTokenSource {
  private readonly emitter = new EventEmitter();
  readonly token = { isCancellationRequested: false, onCancellationRequested: this.emitter.event };
  cancel(): void {
    this.token.isCancellationRequested = true;
    this.emitter.fire(undefined);
  }
  dispose(): void {}
}

class CancellationError extends Error {}

/** The glob patterns of document filters, as VS Code reads them: `**` any folders, `*` any name part, `{a,b}`. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) (out += '(?:.*/)?'), (i += 2);
    else if (glob.startsWith('**', i)) (out += '.*'), (i += 1);
    else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

type Filter = string | { language?: string; scheme?: string; pattern?: string | { pattern: string } };

function matches(selector: Filter | readonly Filter[], doc: FakeDocument): number {
  const filters = Array.isArray(selector) ? selector : [selector as Filter];
  for (const f of filters) {
    if (typeof f === 'string') {
      if (f === doc.languageId) return 10;
      continue;
    }
    if (f.language !== undefined && f.language !== doc.languageId) continue;
    if (f.scheme !== undefined && f.scheme !== doc.uri.scheme) continue;
    const pattern = typeof f.pattern === 'string' ? f.pattern : f.pattern?.pattern;
    if (pattern !== undefined && !globToRegExp(pattern).test(doc.uri.fsPath)) continue;
    return 10;
  }
  return 0;
}

/** The enums vscode-languageclient 11 reads a member of. */
const ENUMS = ['CodeActionKind', 'CodeActionTriggerKind', 'CompletionItemKind', 'CompletionItemTag', 'CompletionTriggerKind', 'DocumentHighlightKind', 'FileType', 'FoldingRangeKind', 'InlayHintKind', 'InlineCompletionTriggerKind', 'LogLevel', 'NotebookCellKind', 'ProgressLocation', 'SignatureHelpTriggerKind', 'SymbolKind', 'SymbolTag', 'TextDocumentSaveReason'];

/** The classes it constructs or extends, beyond those the fake writes out. */
const CLASSES = ['CallHierarchyIncomingCall', 'CallHierarchyItem', 'CallHierarchyOutgoingCall', 'CodeAction', 'CodeLens', 'Color', 'ColorInformation', 'ColorPresentation', 'CompletionItem', 'CompletionList', 'DiagnosticRelatedInformation', 'DocumentHighlight', 'DocumentLink', 'DocumentSymbol', 'FoldingRange', 'Hover', 'InlayHint', 'InlayHintLabelPart', 'InlineCompletionItem', 'InlineCompletionList', 'InlineValueEvaluatableExpression', 'InlineValueText', 'InlineValueVariableLookup', 'LinkedEditingRanges', 'Location', 'MarkdownString', 'ParameterInformation', 'RelativePattern', 'SelectionRange', 'SemanticTokens', 'SemanticTokensEdit', 'SemanticTokensEdits', 'SignatureHelp', 'SignatureInformation', 'SnippetString', 'SnippetTextEdit', 'SymbolInformation', 'TabInputCustom', 'TabInputNotebook', 'TabInputText', 'TabInputTextDiff', 'TextEdit', 'TypeHierarchyItem', 'WorkspaceEdit'];

/** Any class the fake does not write out: it keeps its arguments. */
function plainClass(name: string): unknown {
  return {
    [name]: class {
      readonly args: unknown[];
      constructor(...args: unknown[]) {
        this.args = args;
      }
    },
  }[name];
}

/** Any enum (`CodeActionKind.QuickFix`, `SymbolKind.File`): each member is its name. */
function plainEnum(): unknown {
  return new Proxy({}, { get: (_, key) => (typeof key === 'string' ? { value: key, append: (s: string) => `${key}.${s}`, contains: () => false, intersects: () => false } : undefined) });
}

/** A namespace whose `onDid...`/`onWill...` events and `register...`/`create...` functions all answer with a disposable. */
function namespace(known: Record<string, unknown>, registered: FakeRecord['registered']): Record<string, unknown> {
  return new Proxy(known, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      if (/^on(Did|Will)/.test(key)) return new EventEmitter().event;
      if (/^(register|create)/.test(key)) return (...args: unknown[]) => (registered.push({ name: key, args }), new Disposable());
      return undefined;
    },
  });
}

/**
 * A fresh fake, whose `workspace.getConfiguration('spacedock').get(key)` reads `settings[key]`
 * (keys without the `spacedock.` prefix), and whose workspace folder is `folder`.
 */
export function createFakeVscode(settings: Record<string, unknown>, folder: string, version = '1.91.0'): Fake {
  const record: FakeRecord = { diagnostics: [], messages: [], log: [], channels: [], registered: [] };
  const documents: FakeDocument[] = [];
  const opened = new EventEmitter();
  const setListeners = new Set<() => void>();
  const commands = new Map<string, (...args: unknown[]) => unknown>();
  const channel = (name: string) => {
    record.channels.push(name);
    const write = (...parts: unknown[]) => void record.log.push(`[${name}] ${parts.map(String).join(' ')}`);
    return {
      name,
      logLevel: 2,
      onDidChangeLogLevel: new EventEmitter().event,
      append: write,
      appendLine: write,
      replace: write,
      trace: write,
      debug: write,
      info: write,
      warn: write,
      error: write,
      clear: () => undefined,
      show: () => undefined,
      hide: () => undefined,
      dispose: () => undefined,
    };
  };
  const show = (message: unknown) => (record.messages.push(String(message)), Promise.resolve(undefined));
  const config = (section?: string) => ({
    get: (key: string, fallback?: unknown) => {
      const full = section === undefined ? key : `${section}.${key}`;
      const k = full.startsWith('spacedock.') ? full.slice('spacedock.'.length) : undefined;
      return k !== undefined && k in settings ? settings[k] : fallback;
    },
    has: () => false,
    inspect: () => undefined,
    update: () => Promise.resolve(),
  });

  const known: Record<string, unknown> = {
    version,
    Uri: FakeUri,
    Position,
    Range,
    Diagnostic,
    EventEmitter,
    Disposable,
    CancellationTokenSource,
    CancellationError,
    DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
    DiagnosticTag: { Unnecessary: 1, Deprecated: 2 },
    env: { language: 'en', appName: 'fake vscode', openExternal: () => Promise.resolve(true) },
    workspace: namespace({
      getConfiguration: config,
      textDocuments: documents,
      notebookDocuments: [],
      workspaceFolders: [{ uri: FakeUri.file(folder), name: 'workspace', index: 0 }],
      getWorkspaceFolder: () => undefined,
      onDidOpenTextDocument: opened.event,
      fs: {},
    }, record.registered),
    window: namespace({
      createOutputChannel: channel,
      showErrorMessage: show,
      showWarningMessage: show,
      showInformationMessage: show,
      activeTextEditor: undefined,
      visibleTextEditors: [],
      tabGroups: { all: [], onDidChangeTabs: new EventEmitter().event },
    }, record.registered),
    languages: namespace({
      match: matches,
      createDiagnosticCollection: (name: string) => {
        const byUri = new Map<string, readonly Diagnostic[]>();
        return {
          name,
          set: (uri: FakeUri | readonly [FakeUri, readonly Diagnostic[]][], ds?: readonly Diagnostic[]) => {
            const entries: [FakeUri, readonly Diagnostic[]][] = uri instanceof FakeUri ? [[uri, ds ?? []]] : [...uri];
            for (const [u, d] of entries) {
              byUri.set(u.toString(), d);
              record.diagnostics.push({ uri: u.toString(), diagnostics: d });
            }
            for (const l of [...setListeners]) l();
          },
          get: (uri: FakeUri) => byUri.get(uri.toString()),
          delete: (uri: FakeUri) => void byUri.delete(uri.toString()),
          clear: () => byUri.clear(),
          forEach: () => undefined,
          has: (uri: FakeUri) => byUri.has(uri.toString()),
          dispose: () => byUri.clear(),
        };
      },
    }, record.registered),
    commands: namespace({
      registerCommand: (name: string, run: (...args: unknown[]) => unknown) => {
        commands.set(name, run);
        return new Disposable(() => commands.delete(name));
      },
      executeCommand: () => Promise.resolve(undefined),
    }, record.registered),
  };
  // esbuild's CommonJS interop copies the module's own keys when the bundle loads, so every class
  // and enum the client names has to be there from the start (the list is the client's own).
  for (const name of ENUMS) known[name] ??= plainEnum();
  for (const name of CLASSES) known[name] ??= plainClass(name);
  const vscode = known;

  return {
    vscode,
    record,
    open(path, languageId, text) {
      const uri = FakeUri.file(path);
      const doc: FakeDocument = {
        uri,
        fileName: path,
        languageId,
        version: 1,
        isClosed: false,
        isUntitled: false,
        lineCount: text.split('\n').length,
        getText: () => text,
      };
      documents.push(doc);
      opened.fire(doc);
      return doc;
    },
    diagnosticsFor(uri, accept, since = 0) {
      return new Promise((done, fail) => {
        // A guard against a hang only, which says what the client logged.
        const timer = setTimeout(() => {
          setListeners.delete(look);
          fail(new Error(`no diagnostics for ${uri}; the client logged:\n${record.log.join('\n')}\nshown: ${record.messages.join('\n')}`));
        }, WAIT_MS);
        const look = () => {
          const hit = record.diagnostics.slice(since).find((d) => d.uri === uri && accept(d.diagnostics));
          if (hit !== undefined) {
            clearTimeout(timer);
            setListeners.delete(look);
            done(hit.diagnostics);
          }
        };
        setListeners.add(look);
        look();
      });
    },
    command: (name) => commands.get(name),
  };
}
