/**
 * The VS Code extension (editors/vscode), as far as this machine can test it without VS Code:
 *
 * - its manifest: the fields VS Code and the Marketplace require, the engine range the client
 *   library needs, activation events, and the settings (`contributes.configuration`) checked as a
 *   schema, each read by the extension with the same default;
 * - the .vsix that `npm run vsix` packs with @vscode/vsce: its `[Content_Types].xml` and
 *   `extension.vsixmanifest`, the manifest's `main` inside it, and no node_modules;
 * - its client at work: the packed `dist/extension.js` is loaded with a stand-in `vscode` module
 *   (test/vscode/fake-vscode.ts) and activated; vscode-languageclient starts the real
 *   `spacedock lsp` (bin/spacedock.cjs) with the extension's server and initialization options,
 *   documents opened in the fake workspace reach it, its diagnostics come back through the
 *   client into VS Code's diagnostics collection and a hover through the provider the client
 *   registered, settings and the restart command included.
 *
 * What only VS Code itself could show (the settings UI, activation by VS Code, the providers'
 * results drawn in the editor) is not tested here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, documentSelector, readSettings, serverLaunch } from '../../editors/vscode/src/settings.js';
import { createFakeVscode } from './fake-vscode.js';
import { readZip } from './zip.js';

const root = new URL('../../', import.meta.url).pathname;
const extensionDir = `${root}editors/vscode/`;
const BIN = `${root}bin/spacedock.cjs`;

interface Manifest {
  name: string;
  displayName: string;
  publisher: string;
  version: string;
  license: string;
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  contributes: {
    languages: { id: string; extensions: string[] }[];
    commands: { command: string; title: string }[];
    configuration: { title: string; properties: Record<string, Record<string, unknown>> };
  };
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(`${extensionDir}package.json`, 'utf8')) as Manifest;

/** The lowest VS Code a caret range allows (`^1.91.0` -> [1, 91, 0]). */
const lowest = (range: string): number[] => {
  const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (m === null) throw new RangeError(`not a caret range: ${range}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};
const atLeast = (a: number[], b: number[]) => a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! >= b[2]!)));

/** Whether `value` fits the (small) JSON schema of one setting: type, items, enum, pattern. */
function fits(schema: Record<string, unknown>, value: unknown): boolean {
  const type = schema['type'];
  if (schema['enum'] !== undefined && !(schema['enum'] as unknown[]).includes(value)) return false;
  if (type === 'string') return typeof value === 'string' && (schema['pattern'] === undefined || new RegExp(schema['pattern'] as string, 'u').test(value));
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'array') return Array.isArray(value) && value.every((v) => fits(schema['items'] as Record<string, unknown>, v));
  return false;
}

describe('the extension manifest', () => {
  it('has the fields VS Code and vsce require', () => {
    expect(manifest.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(manifest.publisher).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.main).toBe('./dist/extension.js');
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(`${extensionDir}LICENSE`, 'utf8')).toBe(readFileSync(`${root}LICENSE`, 'utf8'));
  });

  it('asks for a VS Code that the language client library supports', () => {
    const client = JSON.parse(readFileSync(`${root}node_modules/vscode-languageclient/package.json`, 'utf8')) as { version: string; engines: { vscode: string } };
    expect(atLeast(lowest(manifest.engines.vscode), lowest(client.engines.vscode))).toBe(true);
    // The types it is written against are of its lowest VS Code, so it calls nothing newer.
    expect(manifest.devDependencies['@types/vscode']).toBe(lowest(manifest.engines.vscode).join('.'));
    expect(manifest.devDependencies['vscode-languageclient']).toBe(client.version);
    // Everything is bundled into dist/extension.js: nothing for vsce to pack from node_modules.
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.scripts['vscode:prepublish']).toBe('node build.mjs');
  });

  it('activates on the languages it serves', () => {
    expect(manifest.activationEvents).toEqual(['onLanguage:yaml', 'onLanguage:json', 'onLanguage:spacedock-units']);
    expect(manifest.contributes.languages).toEqual([expect.objectContaining({ id: 'spacedock-units', extensions: ['.units'] })]);
    expect(manifest.contributes.commands.map((c) => c.command)).toEqual(['spacedock.restartServer']);
  });

  it('declares settings whose defaults fit their schemas, each read by the extension with the same default', () => {
    const properties = manifest.contributes.configuration.properties;
    expect(Object.keys(properties).sort()).toEqual(['spacedock.allowOutsideRefs', 'spacedock.designFiles', 'spacedock.server.path', 'spacedock.trace.server', 'spacedock.unitFiles']);
    for (const [key, schema] of Object.entries(properties)) {
      expect(key).toMatch(/^spacedock\./);
      expect(schema['markdownDescription'], key).toEqual(expect.any(String));
      expect(fits(schema, schema['default']), `${key}'s default`).toBe(true);
    }
    // vscode-languageclient reads `<client id>.trace.server` itself: the client's id is `spacedock`.
    expect(properties['spacedock.trace.server']!['enum']).toEqual(['off', 'messages', 'verbose']);
    // The defaults VS Code gives are the extension's own.
    const fromManifest = readSettings((key) => properties[`spacedock.${key}`]?.['default']);
    expect(fromManifest).toEqual({ ...DEFAULT_SETTINGS });
    // And a value the schema refuses is not used.
    expect(fits(properties['spacedock.unitFiles']!, ['guns'])).toBe(false);
    expect(readSettings((key) => ({ unitFiles: ['guns', '.guns'] })[key]).unitFiles).toEqual(['.guns']);
  });
});

describe('the editor guide', () => {
  const guide = readFileSync(`${root}docs/editor-guide.md`, 'utf8');

  it('lists every setting with its default, and no setting the extension does not have', () => {
    const properties = manifest.contributes.configuration.properties;
    const rows = [...guide.matchAll(/^\| `(spacedock\.[\w.]+)` \| `(.*?)` \|/gm)].map((m) => [m[1]!, JSON.parse(m[2]!)] as const);
    expect(rows).toEqual(Object.entries(properties).map(([key, schema]) => [key, schema['default']]));
    const named = new Set([...guide.matchAll(/`"?(spacedock\.[a-zA-Z.]+[a-zA-Z])/g)].map((m) => m[1]!));
    expect([...named].filter((key) => !(key in properties))).toEqual([]);
  });

  it('installs the .vsix that npm run vsix writes', () => {
    expect(guide).toContain(`code --install-extension editors/vscode/${manifest.name}-${manifest.version}.vsix`);
  });
});

describe('how the extension starts the server', () => {
  it('runs a command with lsp --stdio, a JavaScript file with node, a relative path from the workspace', () => {
    expect(serverLaunch('spacedock', '/w', 'linux')).toEqual({ command: 'spacedock', args: ['lsp', '--stdio'], shell: false });
    expect(serverLaunch('spacedock', '/w', 'win32')).toEqual({ command: 'spacedock', args: ['lsp', '--stdio'], shell: true });
    expect(serverLaunch('node_modules/.bin/spacedock', '/w/', 'linux')).toEqual({ command: '/w/node_modules/.bin/spacedock', args: ['lsp', '--stdio'], shell: false });
    expect(serverLaunch('./tools/spacedock/bin/spacedock.cjs', '/w', 'linux')).toEqual({ command: 'node', args: ['/w/tools/spacedock/bin/spacedock.cjs', 'lsp', '--stdio'], shell: false });
    expect(serverLaunch('C:\\sd\\bin\\spacedock.cjs', 'D:\\w', 'win32')).toEqual({ command: 'node', args: ['C:\\sd\\bin\\spacedock.cjs', 'lsp', '--stdio'], shell: false });
    expect(serverLaunch('C:\\Program Files\\spacedock\\spacedock.cmd', undefined, 'win32')).toEqual({ command: '"C:\\Program Files\\spacedock\\spacedock.cmd"', args: ['lsp', '--stdio'], shell: true });
    expect(serverLaunch('node_modules\\.bin\\spacedock', 'D:\\w', 'win32')).toEqual({ command: 'D:\\w\\node_modules\\.bin\\spacedock', args: ['lsp', '--stdio'], shell: true });
  });

  it('selects the design patterns, unsaved YAML, .units files and the unitFiles endings', () => {
    expect(documentSelector({ ...DEFAULT_SETTINGS, designFiles: ['**/*.ship.yaml'], unitFiles: ['.guns'] })).toEqual([
      { scheme: 'file', pattern: '**/*.ship.yaml' },
      { scheme: 'untitled', language: 'yaml' },
      { scheme: 'file', language: 'spacedock-units' },
      { scheme: 'untitled', language: 'spacedock-units' },
      { scheme: 'file', pattern: '**/*.guns' },
    ]);
  });
});

describe('the .vsix', () => {
  let vsix: Map<string, Buffer>;
  let work: string;
  let unpacked: string;

  beforeAll(() => {
    const out = execFileSync(process.execPath, [`${extensionDir}pack.mjs`], { cwd: root, encoding: 'utf8' });
    const path = out.trim().split('\n').at(-1)!;
    expect(path).toBe(`${extensionDir}${manifest.name}-${manifest.version}.vsix`);
    vsix = readZip(readFileSync(path));
    work = mkdtempSync(join(tmpdir(), 'spacedock-vscode-'));
    unpacked = join(work, 'extension');
    for (const [name, data] of vsix) {
      if (!name.startsWith('extension/') || name.endsWith('/')) continue;
      mkdirSync(join(work, name, '..'), { recursive: true });
      writeFileSync(join(work, name), data);
    }
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds the package files VS Code installs from', () => {
    const names = [...vsix.keys()].sort();
    expect(names).toEqual([
      '[Content_Types].xml',
      'extension.vsixmanifest',
      'extension/LICENSE.txt',
      'extension/dist/extension.js',
      'extension/dist/extension.licenses.txt',
      'extension/package.json',
      'extension/readme.md',
    ]);
    const types = vsix.get('[Content_Types].xml')!.toString('utf8');
    for (const ext of ['.json', '.js', '.md', '.txt', '.vsixmanifest']) expect(types).toContain(`Extension="${ext}"`);
    const vsixManifest = vsix.get('extension.vsixmanifest')!.toString('utf8');
    expect(vsixManifest).toContain(`<Identity Language="en-US" Id="${manifest.name}" Version="${manifest.version}" Publisher="${manifest.publisher}"`);
    expect(vsixManifest).toContain(`<Property Id="Microsoft.VisualStudio.Code.Engine" Value="${manifest.engines.vscode}" />`);
    expect(vsixManifest).toContain('Path="extension/package.json"');
    // The manifest packed is the one in the repository, and its `main` is in the package.
    expect(JSON.parse(vsix.get('extension/package.json')!.toString('utf8'))).toMatchObject({ name: manifest.name, main: manifest.main, contributes: manifest.contributes });
    expect(vsix.has(`extension/${manifest.main.slice(2)}`)).toBe(true);
    // The licences of what the bundle holds go with it.
    const licences = vsix.get('extension/dist/extension.licenses.txt')!.toString('utf8');
    for (const name of ['vscode-languageclient', 'vscode-jsonrpc', 'vscode-languageserver-protocol']) expect(licences).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(MIT\\)$`, 'm'));
  });

  it('is not in the spacedock npm package', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { files: string[] };
    expect(pkg.files.filter((f) => f.startsWith('editors'))).toEqual([]);
  });

  describe('its client, started against the real server', () => {
    const settings: Record<string, unknown> = { 'server.path': BIN, 'trace.server': 'verbose', unitFiles: ['.guns'], allowOutsideRefs: false, designFiles: ['**/*.yaml'] };
    const fake = createFakeVscode(settings, '/nowhere');
    let api: { client: () => { isRunning(): boolean } | undefined; restart(): Promise<void>; stop(): Promise<void> };
    const load = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
    const original = load._load;
    let files: string;

    beforeAll(async () => {
      files = join(work, 'files');
      mkdirSync(join(files, 'ships'), { recursive: true });
      mkdirSync(join(files, 'fleet'), { recursive: true });
      writeFileSync(join(files, 'ships', 'cruiser.yaml'), readFileSync(`${root}examples/cruiser.yaml`));
      // `vscode` is VS Code's own module: the fake stands in for it, for the bundle's require only.
      load._load = function (request: string, ...rest: unknown[]) {
        return request === 'vscode' ? fake.vscode : original.call(this, request, ...rest);
      };
      const extension = createRequire(import.meta.url)(join(unpacked, 'dist', 'extension.js')) as { activate: (context: unknown) => Promise<typeof api> };
      api = await extension.activate({ subscriptions: [], extensionPath: unpacked });
    });
    afterAll(async () => {
      await api?.stop();
      load._load = original;
    });

    it('starts spacedock lsp', () => {
      expect(fake.record.messages).toEqual([]);
      expect(api.client()?.isRunning()).toBe(true);
    });

    it('gets the diagnostics of a design with a mistake', async () => {
      const path = join(files, 'guns.yaml');
      const text = 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Gun, spec: 3d6 eZap APX }\n';
      fake.open(join(files, 'notes.txt'), 'plaintext', text);
      fake.open(path, 'yaml', text);
      const ds = await fake.diagnosticsFor(`file://${path}`, (d) => d.length > 0);
      expect(ds.map((d) => ({ code: (d.code as { value: string }).value ?? d.code, line: d.range.start.line, character: d.range.start.character, severity: d.severity }))).toEqual([
        { code: 'unknown-modifier', line: 4, character: text.split('\n')[4]!.indexOf('APX'), severity: 0 },
      ]);
      expect(ds[0]!.message).toContain('"APX" is not a modifier');
      // A file outside the document selector is never sent.
      expect(fake.record.diagnostics.filter((d) => d.uri.endsWith('notes.txt'))).toEqual([]);
    });

    it('passes unitFiles to the server: a .guns file is read as unit specs', async () => {
      const path = join(files, 'battery.guns');
      fake.open(path, 'plaintext', '3d6 eZap AP\n2d6 pZap APX\n');
      const ds = await fake.diagnosticsFor(`file://${path}`, (d) => d.length > 0);
      expect(ds.map((d) => [(d.code as { value: string }).value ?? d.code, d.range.start.line])).toEqual([['unknown-modifier', 1]]);
    });

    it('answers a hover through the provider the client registered', async () => {
      const path = join(files, 'battery.guns');
      const doc = fake.vscode['workspace'] as { textDocuments: { uri: { fsPath: string } }[] };
      const opened = doc.textDocuments.find((d) => d.uri.fsPath === path)!;
      const hover = fake.record.registered.filter((r) => r.name === 'registerHoverProvider').at(-1)!;
      const provider = hover.args[1] as { provideHover(d: unknown, p: unknown, t: unknown): Promise<{ args: [{ args: [string] }] } | null> };
      const Position = fake.vscode['Position'] as new (line: number, character: number) => unknown;
      const Source = fake.vscode['CancellationTokenSource'] as new () => { token: unknown };
      const answer = await provider.provideHover(opened, new Position(0, 2), new Source().token);
      // A vscode.Hover of a vscode.MarkdownString: the spec's price, as the server wrote it.
      expect(answer?.args[0].args[0]).toMatch(/build \*\*\d+\*\* · power \d+/);
    });

    it('passes allowOutsideRefs, and restarts the server with the new value', async () => {
      const path = join(files, 'fleet', 'fleet.yaml');
      const text = 'format: 1\nkind: fleet\nname: Away Team\npointsLimit: 5000\nships:\n  - { file: ../ships/cruiser.yaml, ship: Meridian-class Patrol Cruiser }\n';
      writeFileSync(path, text);
      fake.open(path, 'yaml', text);
      const refused = await fake.diagnosticsFor(`file://${path}`, (d) => d.length > 0);
      expect(refused.map((d) => (d.code as { value: string }).value ?? d.code)).toEqual(['fleet-file']);
      const before = fake.record.diagnostics.length;
      settings['allowOutsideRefs'] = true;
      await fake.command('spacedock.restartServer')!();
      expect(api.client()?.isRunning()).toBe(true);
      const allowed = await fake.diagnosticsFor(`file://${path}`, () => true, before);
      expect(allowed.map((d) => (d.code as { value: string }).value ?? d.code)).toEqual([]);
      // One output channel for the window, however often the server restarts.
      expect(fake.record.channels).toEqual(['spacedock']);
    });
  });
});
