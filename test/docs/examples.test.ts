/**
 * Runs every ```ts block inside an `@example` of every doc comment in `src/`. Each example is
 * written to a scratch file with its `spacedock` imports pointed at the source entry files, then
 * imported: an example that throws (its own checks fail) fails its test. A second test
 * type-checks all of them against the public entry points with the repo's compiler options.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { collectExamples, collectExports, ENTRY_POINTS, repoCompilerOptions, rewriteImports } from './exports.js';

const examples = collectExamples();
const scratch = join(tmpdir(), `spacedock-examples-${process.pid}-${Date.now()}`);
mkdirSync(scratch, { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `symbol`, `symbol (2)`, ... so each test name is unique and says whose example it is. */
const named = examples.map((example, i) => {
  const before = examples.slice(0, i).filter((e) => e.symbol === example.symbol).length;
  return { ...example, title: before === 0 ? example.symbol : `${example.symbol} (${before + 1})`, index: i };
});

describe('@example blocks', () => {
  it('there is at least one example per exported function and constant', () => {
    const values = collectExports().filter((s) => s.kind !== 'type');
    expect(examples.length).toBeGreaterThanOrEqual(values.length);
  });

  it('each one imports from a public entry point, not a source path', () => {
    const bad = named.filter((e) => /from\s*['"]\.{1,2}\//.test(e.code)).map((e) => `${e.title} (${e.where})`);
    expect(bad).toEqual([]);
  });

  for (const { title, where, code, index } of named) {
    it(`${title} runs (${where})`, async () => {
      const file = join(scratch, `example-${index}.ts`);
      // `export {}` keeps an example without imports a module, so its top-level names stay local.
      writeFileSync(file, `${rewriteImports(code)}\nexport {};\n`);
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    });
  }

  it('all of them type-check against the public entry points', () => {
    const dir = join(scratch, 'typecheck');
    mkdirSync(dir, { recursive: true });
    const files = named.map(({ code, index }) => {
      const file = join(dir, `example-${index}.ts`);
      writeFileSync(file, `${code}\nexport {};\n`);
      return file;
    });
    const paths = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([spec, target]) => [spec, [target]]));
    const options: ts.CompilerOptions = { ...repoCompilerOptions(), paths, noEmit: true };
    // Unused names are fine in an example (an import kept for the reader, a value shown in a comment).
    options.noUnusedLocals = false;
    options.noUnusedParameters = false;
    const program = ts.createProgram(files, options);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file !== undefined && d.file.fileName.startsWith(dir))
      .map((d) => {
        const index = Number(/example-(\d+)\.ts$/.exec(d.file!.fileName)?.[1]);
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        const example = named[index];
        return `${example?.title} (${example?.where}) line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    expect(problems).toEqual([]);
  });
});
