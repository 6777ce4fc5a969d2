import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { CliIO } from './io.js';

/** Turns a glob (`*`, `?`, `**`) into a regular expression over /-separated relative paths. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += /[\\^$.|+()[\]{}]/.test(c) ? `\\${c}` : c;
  }
  return new RegExp(`^${re}$`);
}

const isGlob = (s: string): boolean => /[*?]/.test(s);

/**
 * Expands the arguments of a command into files: plain paths as they are, globs (`examples/*.yaml`,
 * `designs/**\/*.yml`) by walking the directory before the first wildcard. Node 20 has no glob of
 * its own. `-` stands for standard input.
 */
export async function expandFiles(args: readonly string[]): Promise<{ files: string[]; unmatched: string[] }> {
  const files: string[] = [];
  const unmatched: string[] = [];
  for (const arg of args) {
    if (!isGlob(arg)) {
      files.push(arg);
      continue;
    }
    const parts = arg.split('/');
    const firstWild = parts.findIndex(isGlob);
    const base = parts.slice(0, firstWild).join('/') || '.';
    const pattern = globToRegExp(parts.slice(firstWild).join('/'));
    const found: string[] = [];
    const walk = async (dir: string, depth: number): Promise<void> => {
      if (depth > 32) return;
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
        const path = join(dir, e.name);
        if (e.isDirectory()) await walk(path, depth + 1);
        else if (pattern.test(relative(base, path).split(sep).join('/'))) found.push(base === '.' ? relative('.', path) : path);
      }
    };
    if ((await stat(base).catch(() => undefined))?.isDirectory()) await walk(base, 0);
    found.sort();
    if (found.length === 0) unmatched.push(arg);
    files.push(...found);
  }
  return { files, unmatched };
}

/** Reads a file, or standard input for `-`. */
export async function readInput(file: string, io: CliIO): Promise<string> {
  return file === '-' ? io.readStdin() : readFile(file, 'utf8');
}
