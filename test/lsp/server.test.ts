/**
 * `spacedock lsp` end to end: the built bin started as a child process and driven over stdio by a
 * real Language Server Protocol client (`vscode-languageserver-protocol`), as an editor drives it.
 * Its diagnostics are compared with `spacedock check --json` (same codes, the same spans as LSP
 * positions), a quick fix is applied and its diagnostic goes away, a hover reads a spec's build
 * points, completion after `3d6 eZap ` offers the modifiers, and the server shuts down cleanly.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionRequest,
  CompletionRequest,
  DocumentSymbolRequest,
  InlayHintRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentFormattingRequest,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type CompletionItem,
  type DocumentSymbol,
  type InlayHint,
  type Diagnostic as LspDiagnostic,
  type Hover,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';

const BIN = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
/** A generous guard against a hang, never a speed budget (the latency is measured and printed). */
const WAIT_MS = 60_000;

interface Server {
  readonly child: ChildProcessWithoutNullStreams;
  readonly connection: ProtocolConnection;
  /** Every publication so far, in order. */
  readonly published: readonly PublishDiagnosticsParams[];
  /** Every message the server wrote, as read from its output (not through the client). */
  messages(): unknown[];
  /** The next diagnostics published for `uri` (for its `version`, when given). */
  diagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  readonly exited: Promise<number | null>;
}

function startServer(): Server {
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { stdio: 'pipe' });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting: { uri: string; version: number | undefined; done: (p: PublishDiagnosticsParams) => void }[] = [];
  const latest = new Map<string, PublishDiagnosticsParams>();
  const published: PublishDiagnosticsParams[] = [];
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    latest.set(p.uri, p);
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i]!;
      if (w.uri === p.uri && (w.version === undefined || w.version === p.version)) {
        waiting.splice(i, 1);
        w.done(p);
      }
    }
  });
  connection.listen();
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    child,
    connection,
    published,
    messages: () => framed(Buffer.concat(chunks)),
    exited,
    diagnostics: (uri, version) =>
      new Promise((done, fail) => {
        const known = latest.get(uri);
        if (known !== undefined && version !== undefined && known.version === version) return done(known);
        const timer = setTimeout(() => fail(new Error(`no diagnostics for ${uri} v${String(version)}`)), WAIT_MS);
        waiting.push({ uri, version, done: (p) => (clearTimeout(timer), done(p)) });
      }),
  };
}

/** The bodies of the messages in an LSP stream (each `Content-Length` counts bytes), parsed. */
function framed(stream: Buffer): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  for (;;) {
    const end = stream.indexOf('\r\n\r\n', at);
    if (end === -1) return out;
    const length = Number(/Content-Length: (\d+)/i.exec(stream.subarray(at, end).toString('latin1'))?.[1]);
    out.push(JSON.parse(stream.subarray(end + 4, end + 4 + length).toString('utf8')));
    at = end + 4 + length;
  }
}

/** `spacedock check --json` of a text, as `{ code, range }` in LSP positions. */
function checked(text: string): { code: string; range: LspDiagnostic['range'] }[] {
  const r = spawnSync(process.execPath, [BIN, 'check', '-', '--json'], { input: text, encoding: 'utf8' });
  const json = JSON.parse(r.stdout) as { diagnostics: { code: string; span?: { start: number; end: number } }[] };
  const doc = TextDocument.create('file:///x.yaml', 'yaml', 1, text);
  return json.diagnostics.map((d) => ({ code: d.code, range: { start: doc.positionAt(d.span?.start ?? 0), end: doc.positionAt(d.span?.end ?? 0) } }));
}

/** A small design with one mistake (`APX`, an unknown modifier). */
const ONE_MISTAKE = 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Gun, spec: 3d6 eZap APX }\n  - { name: Flak, spec: 2d6 pZap AUTO }\n';

const shape = (ds: readonly LspDiagnostic[]) => ds.map((d) => ({ code: d.code, range: d.range }));

/** The LSP range of the `n`th (0-based) occurrence of `needle` in `text`. */
function rangeOf(text: string, needle: string, n: number): LspDiagnostic['range'] {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(needle, at + 1);
  const doc = TextDocument.create('file:///x', 'yaml', 1, text);
  return { start: doc.positionAt(at), end: doc.positionAt(at + needle.length) };
}

/** A pause, so that a second publication the server might make has been made (not a time budget). */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 300));

/** A hang guard per test (a test takes seconds; the suite's default guard is ten minutes). */
const HANG_GUARD_MS = 180_000;

describe('spacedock lsp, driven by an LSP client over stdio', { timeout: HANG_GUARD_MS }, () => {
  let server: Server;
  let version = 1;
  const open = async (path: string, text: string, languageId = 'yaml'): Promise<PublishDiagnosticsParams> => {
    const uri = pathToFileURL(path).href;
    const published = server.diagnostics(uri, 1);
    await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    return published;
  };
  const change = async (uri: string, text: string): Promise<PublishDiagnosticsParams> => {
    version++;
    const published = server.diagnostics(uri, version);
    await server.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return published;
  };

  beforeAll(async () => {
    server = startServer();
    const init = await server.connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {} });
    expect(init.capabilities).toMatchObject({ hoverProvider: true, documentFormattingProvider: true, codeActionProvider: { codeActionKinds: ['quickfix'] } });
    expect(init.serverInfo?.name).toBe('spacedock');
    await server.connection.sendNotification(InitializedNotification.type, {});
  });

  afterAll(() => {
    server.child.kill();
  });

  it('publishes the diagnostics of `spacedock check --json` for each example and for a broken file', async () => {
    for (const file of ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/weapons.yaml', 'examples/ships/cruiser.json']) {
      const text = readFileSync(file, 'utf8');
      const published = await open(`/work/x/${file}`, text, file.endsWith('.json') ? 'json' : 'yaml');
      expect(shape(published.diagnostics), file).toEqual(checked(text));
    }
    const broken = readFileSync('examples/cruiser.yaml', 'utf8').replace('sizeClass: 3', 'sizeClas: 3').replace('AP ARC:ABF', 'APX ARC:ABF');
    const published = await open('/work/x/broken.yaml', broken);
    expect(shape(published.diagnostics)).toEqual(checked(broken));
    expect(published.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['design-schema', 'unknown-modifier']));
    const unknown = published.diagnostics.find((d) => d.code === 'unknown-modifier')!;
    expect(unknown.source).toBe('spacedock');
    expect(unknown.codeDescription?.href).toMatch(/diagnostics\.md#unknown-modifier$/);
  });

  it("checks a fleet's references as it is typed, against the files beside it, with the closest name as a quick fix", async () => {
    // The fleet is not saved; the files it names are (examples/cruiser.yaml, relative to its folder).
    const path = new URL('../../examples/unsaved-fleet.yaml', import.meta.url).pathname;
    const text = 'format: 1\nkind: fleet\nname: Raid\nships:\n  - { file: cruiser.yaml, ship: Meridian-class Patrol Cruser }\n';
    const published = await open(path, text);
    expect(published.diagnostics.map((d) => ({ code: d.code, range: d.range }))).toEqual([
      { code: 'fleet-unknown-name', range: { start: { line: 4, character: 32 }, end: { line: 4, character: 60 } } },
    ]);
    expect(published.diagnostics[0]?.message).toContain('did you mean Meridian-class Patrol Cruiser?');
    const fixed = await change(pathToFileURL(path).href, text.replace('Cruser', 'Cruiser'));
    expect(fixed.diagnostics).toEqual([]);
    // Over a limit: at that limit's line, the roster after the message, one ship a line.
    const over = await change(pathToFileURL(path).href, text.replace('Cruser', 'Cruiser').replace('ships:', 'spacesLimit: 20\nships:').replace(' }', ', count: 2 }'));
    expect(over.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['fleet-over-limit', 3]]);
    expect(over.diagnostics[0]?.message).toMatch(/^the fleet has 56 system spaces, 36 over its limit of 20\nMeridian-class Patrol Cruiser 1 \(Meridian-class Patrol Cruiser\): 28 system spaces, 50%\nMeridian-class Patrol Cruiser 2 /);
  });

  it('applies a quick fix, and the diagnostic is gone', async () => {
    const text = readFileSync('examples/cruiser.yaml', 'utf8').replace('sizeClass: 3', 'sizeClas: 3');
    const uri = pathToFileURL('/work/x/fix.yaml').href;
    const before = await open('/work/x/fix.yaml', text);
    const schema = before.diagnostics.find((d) => d.code === 'design-schema')!;
    const actions = (await server.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: schema.range, context: { diagnostics: [schema] } })) as CodeAction[];
    const fix = actions.find((a) => a.title === 'Replace with sizeClass')!;
    expect(fix.isPreferred).toBe(true);
    const edits = fix.edit!.changes![uri]!;
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, text), edits);
    expect(fixed).toBe(readFileSync('examples/cruiser.yaml', 'utf8'));
    const after = await change(uri, fixed);
    expect(after.diagnostics.some((d) => d.code === 'design-schema')).toBe(false);
    expect(shape(after.diagnostics)).toEqual(checked(fixed));
  });

  it('hovers a spec with its price, as `spacedock price` gives it', async () => {
    const text = readFileSync('examples/cruiser.yaml', 'utf8');
    const uri = pathToFileURL('/work/x/hover.yaml').href;
    await open('/work/x/hover.yaml', text);
    const spec = '4d6 eZap "Phase Lance" AP ARC:ABF RNG- p=8 rng=32';
    const at = TextDocument.create(uri, 'yaml', 1, text).positionAt(text.indexOf(spec) + 5);
    const hover = (await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: at })) as Hover;
    const price = JSON.parse(spawnSync(process.execPath, [BIN, 'price', spec, '--json'], { encoding: 'utf8' }).stdout) as { price: { build: number; power: number } };
    const value = (hover.contents as { value: string }).value;
    expect(value).toContain(`build **${price.price.build}**`);
    expect(value).toContain(`power ${price.price.power}`);
    // Nothing to say outside a spec.
    expect(await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } })).toBeNull();
  });

  it('hovers a system label with its catalog entry or its chart system, outlines the design, and hints prices and totals', async () => {
    const text = readFileSync('examples/cruiser.yaml', 'utf8');
    const uri = pathToFileURL('/work/x/outline.yaml').href;
    await open('/work/x/outline.yaml', text);
    const doc = TextDocument.create(uri, 'yaml', 1, text);
    const hoverOn = async (needle: string, shift: number): Promise<string> => {
      const hover = (await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: doc.positionAt(text.indexOf(needle) + shift) })) as Hover | null;
      return (hover?.contents as { value: string } | undefined)?.value ?? '';
    };
    const trac = await hoverOn('label: Trac', 8);
    expect(trac).toMatch(/^\*\*Trac\*\*: /);
    expect(trac).toContain('| label | variant | name | repair | spaces | hit on | tech | treat as |');
    expect(await hoverOn('label: L Warp', 8)).toMatch(/^\*\*L Warp\*\*: Left warp/);

    const checkedJson = JSON.parse(spawnSync(process.execPath, [BIN, 'check', 'examples/cruiser.yaml', '--json'], { encoding: 'utf8' }).stdout) as { files: { documents: { title: string; totals: { points: number; unitBuild: number; boxPoints: number; unitPower: number; systemSpaces: number; systemRepair: number; boxes: number } }[] }[] };
    const ship = checkedJson.files[0]!.documents[0]!;
    const symbols = (await server.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as DocumentSymbol[];
    expect(symbols.map((s) => s.name)).toEqual([ship.title]);
    const units = (text.match(/^ {2}- name:/gm) ?? []).length;
    const systems = (text.match(/label:/g) ?? []).length;
    expect(symbols[0]!.children!.length).toBe(units + systems);
    expect(symbols[0]!.children![0]!.name).toBe('Phase lance');

    const hints = (await server.connection.sendRequest(InlayHintRequest.type, { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) } })) as InlayHint[];
    const t = ship.totals;
    // The totals in the words `check` prints them with, the figures of `check --json`.
    expect(hints.map((h) => h.label)).toContain(`points ${t.points} · unit build points ${t.unitBuild} · box points ${t.boxPoints} · unit power ${t.unitPower} · system spaces ${t.systemSpaces} · system repair ${t.systemRepair} · boxes ${t.boxes}`);
    const lance = JSON.parse(spawnSync(process.execPath, [BIN, 'price', '4d6 eZap "Phase Lance" AP ARC:ABF RNG- p=8 rng=32', '--json'], { encoding: 'utf8' }).stdout) as { price: { build: number; power: number } };
    const lanceHint = hints.find((h) => h.position.line === doc.positionAt(text.indexOf('4d6 eZap "Phase Lance"')).line);
    expect(lanceHint?.label).toBe(`build ${lance.price.build} · power ${lance.price.power}`);
  });

  it('completes the modifiers after `3d6 eZap ` in a unit-spec file, and formats specs to their canonical form', async () => {
    const uri = pathToFileURL('/work/x/guns.units').href;
    const published = await open('/work/x/guns.units', '# guns\n3d6 eZap \n2d6   pzap  rng-\n  3d6 eZap APX\n', 'plaintext');
    // Each line is priced as `spacedock price` prices it, its diagnostics placed in the file.
    expect(shape(published.diagnostics)).toEqual([{ code: 'unknown-modifier', range: { start: { line: 3, character: 11 }, end: { line: 3, character: 14 } } }]);
    const items = (await server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 1, character: 9 } })) as CompletionItem[];
    const labels = items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['AP', 'RNG-', 'AUTO', 'Zap', 'Defense']));
    expect(items.find((i) => i.label === 'AP')?.documentation).toMatch(/Armor Piercing/);
    // In a design: the variants of the line's label, and the ranked phaser types.
    const design = 'format: 1\nkind: ship\nname: T\nsizeClass: 6\ntech: 3\nsystems:\n  - { label: Trac, variant: \nphasers:\n  - { type: \n';
    const duri = pathToFileURL('/work/x/complete.yaml').href;
    await open('/work/x/complete.yaml', design);
    const complete = async (line: number, character: number): Promise<string[]> =>
      ((await server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: duri }, position: { line, character } })) as CompletionItem[]).map((i) => i.label);
    expect(await complete(6, 29)).toEqual(expect.arrayContaining(['Mech', 'no Mech']));
    expect(await complete(8, 12)).toEqual(['Ph-1', 'Ph-G', 'Ph-2', 'Ph-3']);
    expect(await complete(6, 12)).toEqual(expect.arrayContaining(['Bridge', 'L Warp', 'Trac', 'Hull']));
    expect(await complete(2, 0)).toEqual(expect.arrayContaining(['format', 'kind', 'sizeClass', 'units', 'systems', 'phasers', 'shields']));
    const edits = (await server.connection.sendRequest(DocumentFormattingRequest.type, { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })) as TextEdit[];
    const canonical = spawnSync(process.execPath, [BIN, 'format', '2d6   pzap  rng-'], { encoding: 'utf8' }).stdout.trim();
    expect(edits.map((e) => e.newText)).toContain(canonical);
  });

  it('reads a design that starts with a byte order mark, as `spacedock check` does', async () => {
    const text = `\uFEFF${ONE_MISTAKE}`;
    const published = await open('/work/x/bom.yaml', text);
    expect(published.diagnostics.map((d) => d.code)).toEqual(['unknown-modifier']);
    expect(shape(published.diagnostics)).toEqual(checked(text));
  });

  it('completes the modifiers after `spec: 3d6 eZap ` in a design, the items of a unit-spec file', async () => {
    const units = (await server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: pathToFileURL('/work/x/guns.units').href }, position: { line: 1, character: 9 } })) as CompletionItem[];
    const text = 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - name: Gun\n    spec: 3d6 eZap \n  - { name: Flak, spec: 2d6 pZap  , count: 2 }\n';
    const uri = pathToFileURL('/work/x/complete-spec.yaml').href;
    await open('/work/x/complete-spec.yaml', text);
    const doc = TextDocument.create(uri, 'yaml', 1, text);
    /** The labels offered `shift` characters after the end of `needle`. */
    const after = async (needle: string, shift: number): Promise<string[]> => {
      const position = doc.positionAt(text.indexOf(needle) + needle.length + shift);
      return ((await server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position })) as CompletionItem[]).map((i) => i.label);
    };
    const offered = units.map((i) => i.label);
    expect(offered.length).toBeGreaterThan(40);
    // After the space that follows the spec (the trigger character), in block and flow style.
    expect(await after('3d6 eZap', 1)).toEqual(offered);
    expect(await after('2d6 pZap', 1)).toEqual(offered);
    expect(await after('2d6 pZap', 2)).toEqual(offered);
    // Not past the flow mapping's comma: the keys are offered there.
    expect(await after('2d6 pZap  ,', 1)).toEqual(expect.arrayContaining(['name', 'spec', 'count']));
    expect(await after('2d6 pZap  ,', 1)).not.toContain('AP');
  });

  it('publishes each opened document once (and each change once)', async () => {
    const uri = pathToFileURL('/work/x/once.yaml').href;
    await open('/work/x/once.yaml', ONE_MISTAKE.replace('APX', 'AP'));
    await settle();
    await change(uri, ONE_MISTAKE);
    await settle();
    const mine = server.published.filter((p) => p.uri === uri);
    expect(mine.map((p) => p.version)).toEqual([1, version]);
    expect(mine[1]?.diagnostics.map((d) => d.code)).toEqual(['unknown-modifier']);
  });

  it('publishes at most 1,000 problems of a file, the last saying how many more there were', async () => {
    const text = Array.from({ length: 1100 }, () => '3d6 eZap APX').join('\n');
    const published = await open('/work/x/many.units', text, 'plaintext');
    expect(published.diagnostics).toHaveLength(1001);
    expect(published.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', message: '100 more problems are not listed', severity: 1 });
    // Where the first problem left out is: line 1001's APX.
    expect(published.diagnostics.at(-1)?.range).toEqual(rangeOf(text, 'APX', 1000));
  });

  it('counts the problems of a design past the cap as the loader counted them, from where the first left out is', async () => {
    const units = Array.from({ length: 1100 }, (_, i) => `  - { name: G${i}, spec: 3d6 eZap APX }`).join('\n');
    const text = `format: 1\nkind: units\ntitle: Many\nunits:\n${units}\n`;
    const published = await open('/work/x/many.yaml', text);
    expect(published.diagnostics).toHaveLength(1001);
    expect(published.diagnostics.slice(0, 1000).every((d) => d.code === 'unknown-modifier')).toBe(true);
    expect(published.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', message: '100 more problems are not listed', severity: 1 });
    expect(published.diagnostics.at(-1)?.range).toEqual(rangeOf(text, 'APX', 1000));
    // `check` counts the same 1,100.
    expect(spawnSync(process.execPath, [BIN, 'check', '-'], { input: text, encoding: 'utf8' }).stdout).toMatch(/^1 file checked: 1100 errors, 0 warnings$/m);
  });

  it('answers a design past the size limit with one diagnostic', async () => {
    const huge = `format: 1\nkind: units\ntitle: Big\n# ${'x'.repeat(10 * 1024 * 1024 + 10)}\n`;
    const published = await open('/work/x/huge.yaml', huge);
    expect(published.diagnostics.map((d) => d.code)).toEqual(['design-too-large']);
  });

  it('measures a keystroke on a 200-unit design to its diagnostics, and memory over 1,000 edits', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => `  - { name: Gun ${i}, spec: 3d6 eZap AP p=${(i % 7) + 1} }`).join('\n');
    const text = `format: 1\nkind: units\ntitle: Guns\nunits:\n${lines}\n`;
    const uri = pathToFileURL('/work/x/big.yaml').href;
    await open('/work/x/big.yaml', text);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const edited = text.replace('name: Gun 100,', `name: Gun ${100 + i},`);
      const t0 = performance.now();
      await change(uri, edited);
      times.push(performance.now() - t0);
    }
    const median = [...times].sort((a, b) => a - b)[15]!;
    const rss = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const before = rss();
    for (let batch = 0; batch < 20; batch++) {
      for (let i = 0; i < 49; i++) {
        version++;
        await server.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text: text.replace('Gun 7,', `Gun ${batch * 50 + i},`) }] });
      }
      await change(uri, text.replace('Gun 7,', `Gun b${batch},`));
    }
    const after = rss();
    console.log(`measure: lsp keystroke to diagnostics on a 200-unit design: median ${median.toFixed(1)} ms (goal 50 ms; ${25} ms of it the pause that coalesces a burst); RSS ${before.toFixed(0)} MB before 1,000 edits, ${after.toFixed(0)} MB after`);
    // Guards, not budgets: a hang, or memory that grows with every edit.
    expect(median).toBeLessThan(5_000);
    expect(after - before).toBeLessThan(100);
  });

  // (Not a malformed header: how the reader recovers from one depends on how the bytes are split
  // into chunks, so no server can promise it; docs/editor-guide.md says to restart the server.)
  it('goes on after garbage: a message that is not JSON, an unknown method', async () => {
    const before = server.messages().length;
    server.child.stdin.write('Content-Length: 9\r\n\r\n{garbage}');
    await expect(server.connection.sendRequest('spacedock/nothing', {})).rejects.toThrow(/Unhandled method|not found/i);
    // JSON-RPC's parse error, with a null id (none can be read from the body), then the answer to the next request.
    const answered = server.messages().slice(before) as { id?: unknown; error?: { code: number } }[];
    expect(answered.filter((m) => m.error !== undefined)).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^the message is not JSON/) } },
      { jsonrpc: '2.0', id: expect.any(Number), error: { code: -32601, message: 'Unhandled method spacedock/nothing' } },
    ]);
    const text = readFileSync('examples/cruiser.yaml', 'utf8');
    const published = await open('/work/x/after-garbage.yaml', text);
    expect(shape(published.diagnostics)).toEqual(checked(text));
  });

  it('shuts down and exits with 0', async () => {
    await server.connection.sendRequest(ShutdownRequest.type);
    await server.connection.sendNotification(ExitNotification.type);
    expect(await server.exited).toBe(0);
  });
});

describe('spacedock lsp before initialize', { timeout: HANG_GUARD_MS }, () => {
  it('answers a request with ServerNotInitialized (-32002) and drops a notification, then serves once initialized', async () => {
    const server = startServer();
    try {
      const uri = pathToFileURL('/work/x/early.yaml').href;
      const text = ONE_MISTAKE;
      await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
      for (const request of [
        server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } }),
        server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } }),
        server.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } }),
        server.connection.sendRequest('spacedock/nothing', {}),
      ]) {
        await expect(request).rejects.toMatchObject({ code: -32002 });
      }
      await server.connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {} });
      await server.connection.sendNotification(InitializedNotification.type, {});
      // The open before initialize was dropped: the server does not know the document.
      expect(await server.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })).toEqual([]);
      await expect(server.connection.sendRequest('spacedock/nothing', {})).rejects.toMatchObject({ code: -32601 });
      const later = pathToFileURL('/work/x/later.yaml').href;
      const published = server.diagnostics(later, 1);
      await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: later, languageId: 'yaml', version: 1, text } });
      expect((await published).diagnostics.map((d) => d.code)).toEqual(['unknown-modifier']);
      expect(server.published.map((p) => p.uri)).toEqual([later]);
      await server.connection.sendRequest(ShutdownRequest.type);
      await server.connection.sendNotification(ExitNotification.type);
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill();
    }
  });
});

describe('spacedock lsp without a client', { timeout: HANG_GUARD_MS }, () => {
  it('ends when its client goes away (standard input closed)', async () => {
    const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { stdio: 'pipe' });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.stdin.end();
    const guard = new Promise<string>((done) => setTimeout(() => done('still running'), WAIT_MS));
    expect(await Promise.race([exited.then(() => 'ended'), guard])).toBe('ended');
  });
});
