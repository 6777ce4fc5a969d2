/**
 * Shared by the docs tests: the public entry points, the symbols they export (found with the
 * TypeScript compiler API, aliases resolved to their declarations), and the `@example` blocks of
 * every doc comment under `src/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository root, with a trailing separator. */
export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Each public import path and the source file that defines it. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  spacedock: join(REPO, 'src/index.ts'),
  'spacedock/catalog': join(REPO, 'src/catalog/index.ts'),
  'spacedock/combat': join(REPO, 'src/combat/index.ts'),
  'spacedock/damage': join(REPO, 'src/damage/index.ts'),
  'spacedock/design': join(REPO, 'src/design/index.ts'),
  'spacedock/duel': join(REPO, 'src/duel/index.ts'),
  'spacedock/plot': join(REPO, 'src/plot/index.ts'),
  'spacedock/sheet': join(REPO, 'src/sheet/index.ts'),
  'spacedock/render': join(REPO, 'src/render/index.ts'),
  'spacedock/turn': join(REPO, 'src/turn/index.ts'),
};

/** The repository's compiler options, read from `tsconfig.json`. */
export function repoCompilerOptions(): ts.CompilerOptions {
  const configPath = join(REPO, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath));
  return parsed.options;
}

/** What the docs rules ask of an export: values (functions, constants) need an example too. */
export type ExportKind = 'function' | 'constant' | 'type';

export interface ExportedSymbol {
  /** The public import path it is exported from (the first one, when several re-export it). */
  readonly entry: string;
  readonly name: string;
  readonly kind: ExportKind;
  /** Where it is declared, relative to the repo root. */
  readonly file: string;
  readonly hasDoc: boolean;
  readonly hasExample: boolean;
  /** At least one `@example` holds a fenced ```ts block (the form the examples test runs). */
  readonly hasTsExample: boolean;
  /** One of those blocks names the symbol (an example of something else would not count). */
  readonly exampleNamesIt: boolean;
  /** The error names its doc comment announces with `@throws {Name}`. */
  readonly throws: readonly string[];
}

function kindOf(symbol: ts.Symbol): ExportKind {
  if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Method)) return 'function';
  if (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) return 'constant';
  return 'type';
}

/**
 * Every symbol exported by the four entry points, each declaration listed once (a symbol
 * re-exported by two entry points is reported under the first).
 */
export function collectExports(): ExportedSymbol[] {
  const program = ts.createProgram(Object.values(ENTRY_POINTS), repoCompilerOptions());
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Symbol>();
  const out: ExportedSymbol[] = [];
  for (const [entry, file] of Object.entries(ENTRY_POINTS)) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`entry point not in the program: ${file}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (moduleSymbol === undefined) throw new Error(`no module symbol for ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (seen.has(symbol)) continue;
      seen.add(symbol);
      const decl = symbol.declarations?.[0];
      const tags = symbol.getJsDocTags(checker).filter((t) => t.name === 'example');
      const blocks = tags.map((t) => ts.displayPartsToString(t.text)).filter((text) => /```ts\b/.test(text));
      const named = new RegExp(`\\b${exported.name.replace(/[$]/g, '\\$&')}\\b`);
      out.push({
        entry,
        name: exported.name,
        kind: kindOf(symbol),
        file: decl ? relative(REPO, decl.getSourceFile().fileName) : '?',
        hasDoc: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '',
        hasExample: tags.length > 0,
        hasTsExample: blocks.length > 0,
        exampleNamesIt: blocks.some((text) => named.test(text)),
        throws: symbol
          .getJsDocTags(checker)
          .filter((t) => t.name === 'throws')
          .flatMap((t) => /^\s*\{(\w+)\}/.exec(ts.displayPartsToString(t.text))?.[1] ?? []),
      });
    }
  }
  return out;
}

export interface DocExample {
  /** The name of the declaration the doc comment belongs to (`file:line` when it has none). */
  readonly symbol: string;
  /** Where the doc comment starts: `src/...ts:line`. */
  readonly where: string;
  /** The code of the fenced ```ts block, doc-comment margins removed. */
  readonly code: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** The text of a doc comment with `/**`, `*\/` and each line's ` * ` margin removed. */
function commentBody(raw: string): string {
  return raw
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
}

/** The ```ts blocks inside the `@example` sections of one doc comment body. */
export function examplesIn(body: string): string[] {
  // A section runs from `@example` to the next block tag at the start of a line.
  const sections = body.split(/^(?=@\w)/m).filter((s) => s.startsWith('@example'));
  return sections.flatMap((s) => [...s.matchAll(/^```ts[^\S\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1] ?? ''));
}

function declarationName(node: ts.Node): string | undefined {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  const name = (node as { name?: ts.Node }).name;
  return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** Every ```ts block inside an `@example` of every doc comment in `src/**\/*.ts`. */
export function collectExamples(): DocExample[] {
  const out: DocExample[] = [];
  for (const file of sourceFiles(join(REPO, 'src')).sort()) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const rel = relative(REPO, file);
    const visit = (node: ts.Node): void => {
      for (const doc of (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []) {
        const line = source.getLineAndCharacterOfPosition(doc.getStart(source)).line + 1;
        const where = `${rel}:${line}`;
        const symbol = declarationName(node) ?? where;
        for (const code of examplesIn(commentBody(doc.getText(source)))) out.push({ symbol, where, code });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** Rewrites the public import paths of an example to the source entry files (absolute paths). */
export function rewriteImports(code: string): string {
  return code.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(['"])(spacedock(?:\/[\w-]+)?)\2/g, (_whole, lead: string, q: string, spec: string) => {
    const target = ENTRY_POINTS[spec];
    if (target === undefined) throw new Error(`example imports an unknown entry point: ${spec}`);
    // Forward slashes: a Windows path's backslashes would read as escapes inside the string.
    return `${lead}${q}${target.replaceAll('\\', '/')}${q}`;
  });
}
