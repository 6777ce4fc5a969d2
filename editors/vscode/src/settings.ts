/**
 * The extension's settings, read and turned into what the language client needs: how to start
 * `spacedock lsp`, which files it is given, and the server's initialization options. Plain
 * functions of plain values (no `vscode` import), so the tests can run them without VS Code.
 */

/** The `spacedock.*` settings, after their types are checked (a value of the wrong type reads as its default). */
export interface SpacedockSettings {
  /** `spacedock.server.path`: the `spacedock` command, or a path to it (or to its `bin/spacedock.cjs`). */
  readonly serverPath: string;
  /** `spacedock.designFiles`: glob patterns of the YAML and JSON files the server is given. */
  readonly designFiles: readonly string[];
  /** `spacedock.unitFiles`: more file endings read as unit-spec files, one spec a line, as `*.units` are. */
  readonly unitFiles: readonly string[];
  /** `spacedock.allowOutsideRefs`: whether a fleet may name ship files outside its own folder. */
  readonly allowOutsideRefs: boolean;
}

/** The defaults, the same as `contributes.configuration` in package.json (a test checks it). */
export const DEFAULT_SETTINGS: SpacedockSettings = Object.freeze({
  serverPath: 'spacedock',
  designFiles: Object.freeze(['**/*.yaml', '**/*.yml', '**/*.json']),
  unitFiles: Object.freeze([]),
  allowOutsideRefs: false,
});

/**
 * Reads the settings through `get` (a `WorkspaceConfiguration.get` of the `spacedock` section).
 *
 * @example
 * readSettings((key) => ({ allowOutsideRefs: true })[key]).allowOutsideRefs; // true
 */
export function readSettings(get: (key: string) => unknown): SpacedockSettings {
  const path = get('server.path');
  const designs = strings(get('designFiles'));
  const units = strings(get('unitFiles'));
  return {
    serverPath: typeof path === 'string' && path.trim() !== '' ? path.trim() : DEFAULT_SETTINGS.serverPath,
    designFiles: designs ?? DEFAULT_SETTINGS.designFiles,
    unitFiles: (units ?? DEFAULT_SETTINGS.unitFiles).filter((ending) => /^\.[^/\\*?]+$/.test(ending)),
    allowOutsideRefs: get('allowOutsideRefs') === true,
  };
}

function strings(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((s) => typeof s === 'string') ? value : undefined;
}

/** How the server is started: a command, its arguments, and whether it runs through the shell. */
export interface ServerLaunch {
  readonly command: string;
  readonly args: readonly string[];
  readonly shell: boolean;
}

/**
 * How to start `spacedock lsp --stdio` for `serverPath`: a `.js`, `.cjs` or `.mjs` file runs with
 * the `node` on the PATH (`node <file> lsp --stdio`); anything else is the command itself. A
 * relative path with a slash in it is read from the first workspace folder
 * (`node_modules/.bin/spacedock` for a project's own copy). On Windows a command other than
 * `node` runs through the shell, which finds `spacedock.cmd` (quoted when its path has a space).
 *
 * (Not the language client's "node module" launch: that adds `--clientProcessId=<pid>`, which
 * `spacedock lsp` does not take; the server ends when its input closes instead.)
 *
 * @example
 * serverLaunch('spacedock', undefined, 'linux'); // { command: 'spacedock', args: ['lsp', '--stdio'], shell: false }
 */
export function serverLaunch(serverPath: string, workspaceFolder: string | undefined, platform: string): ServerLaunch {
  const windows = platform === 'win32';
  const separator = windows ? /[\\/]/ : /\//;
  const absolute = windows ? /^([a-zA-Z]:)?[\\/]/.test(serverPath) : serverPath.startsWith('/');
  const resolved =
    !absolute && separator.test(serverPath) && workspaceFolder !== undefined
      ? `${workspaceFolder.replace(/[\\/]+$/, '')}${windows ? '\\' : '/'}${serverPath.replace(/^\.[\\/]/, '')}`
      : serverPath;
  if (/\.[cm]?js$/i.test(resolved)) return { command: 'node', args: [resolved, 'lsp', '--stdio'], shell: false };
  // Through the shell, a path with a space in it is quoted.
  return { command: windows && /\s/.test(resolved) ? `"${resolved}"` : resolved, args: ['lsp', '--stdio'], shell: windows };
}

/** What `initialize` carries to the server (`initializationOptions`, as the editor guide lists them). */
export interface InitializationOptions {
  readonly unitFiles: readonly string[];
  readonly allowOutsideRefs: boolean;
}

/**
 * The server's initialization options from the settings.
 *
 * @example
 * initializationOptions({ ...DEFAULT_SETTINGS, unitFiles: ['.guns'] }); // { unitFiles: ['.guns'], allowOutsideRefs: false }
 */
export function initializationOptions(settings: SpacedockSettings): InitializationOptions {
  return { unitFiles: settings.unitFiles, allowOutsideRefs: settings.allowOutsideRefs };
}

/** One entry of a language client's document selector. */
export type DocumentFilter = { readonly scheme: string; readonly pattern: string } | { readonly scheme: string; readonly language: string };

/** The language id the extension gives `*.units` files. */
export const UNITS_LANGUAGE = 'spacedock-units';

/**
 * The files the server is given: saved files matching `designFiles` (glob patterns matched
 * against the whole path, so they start with two stars and a slash), unsaved YAML buffers,
 * `*.units` files (their own language) and files with the `unitFiles` endings. The server itself
 * reads only the YAML and JSON files that are spacedock designs and leaves any other alone.
 *
 * @example
 * documentSelector({ ...DEFAULT_SETTINGS, unitFiles: ['.guns'] }).at(-1); // the pattern of every .guns file
 */
export function documentSelector(settings: SpacedockSettings): DocumentFilter[] {
  return [
    ...settings.designFiles.map((pattern) => ({ scheme: 'file', pattern })),
    { scheme: 'untitled', language: 'yaml' },
    { scheme: 'file', language: UNITS_LANGUAGE },
    { scheme: 'untitled', language: UNITS_LANGUAGE },
    ...settings.unitFiles.map((ending) => ({ scheme: 'file', pattern: `**/*${ending}` })),
  ];
}
