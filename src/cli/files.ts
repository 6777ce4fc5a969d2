import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { LOAD_LIMITS } from '../design/load-limits.js';
import type { CliIO } from './io.js';

/**
 * Whether a path segment matches a glob segment (`*` any run of characters, `?` one), in time
 * proportional to their lengths multiplied at worst: the classic two-pointer match that returns
 * to the last `*` only, never a regular expression that can backtrack exponentially.
 */
function segmentMatches(glob: string, name: string): boolean {
  let g = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === '?' || glob[g] === name[n])) {
      g++;
      n++;
    } else if (g < glob.length && glob[g] === '*') {
      star = g++;
      mark = n;
    } else if (star !== -1) {
      g = star + 1;
      n = ++mark;
    } else return false;
  }
  while (g < glob.length && glob[g] === '*') g++;
  return g === glob.length;
}

/**
 * Whether a /-separated relative path matches a glob whose segments may be `**` (any number of
 * directories). Dynamic programming over segments: linear in (glob segments x path segments).
 */
export function globMatches(glob: string, path: string): boolean {
  const gs = glob.split('/');
  const ps = path.split('/');
  // can[j]: the first i glob segments match the first j path segments.
  let can = new Array<boolean>(ps.length + 1).fill(false);
  can[0] = true;
  for (const g of gs) {
    const next = new Array<boolean>(ps.length + 1).fill(false);
    for (let j = 0; j <= ps.length; j++) {
      if (g === '**') next[j] = can[j]! || (j > 0 && next[j - 1]!);
      else next[j] = j > 0 && can[j - 1]! && segmentMatches(g, ps[j - 1]!);
    }
    can = next;
  }
  return can[ps.length]!;
}

const isGlob = (s: string): boolean => /[*?]/.test(s);

/** A path as printed: control characters (which could drive a terminal) become `·`. */
export function shownName(path: string): string {
  return path.replace(/[\x00-\x1f\x7f-\x9f]/g, '·');
}

/**
 * Expands the arguments of a command into files: plain paths as they are, globs (`examples/*.yaml`,
 * `designs/**\/*.yml`) by walking the directory before the first wildcard (32 levels at most,
 * skipping `node_modules` and dot directories). Node 20 has no glob of its own. `-` stands for
 * standard input.
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
    const pattern = parts.slice(firstWild).join('/');
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
        else if (globMatches(pattern, relative(base, path).split(sep).join('/'))) found.push(base === '.' ? relative('.', path) : path);
      }
    };
    if ((await stat(base).catch(() => undefined))?.isDirectory()) await walk(base, 0);
    found.sort();
    if (found.length === 0) unmatched.push(arg);
    for (const f of found) files.push(f);
  }
  return { files, unmatched };
}

/**
 * Reads a file, or standard input for `-`. Throws (for the command to report) when the file is
 * not a regular file or has more than `MAX_INPUT_BYTES`, without reading it.
 */
export async function readInput(file: string, io: CliIO): Promise<string> {
  if (file === '-') return io.readStdin();
  const s = await stat(file);
  if (!s.isFile()) throw new Error(s.isDirectory() ? 'it is a directory' : 'it is not a regular file');
  if (s.size > MAX_INPUT_BYTES) throw new Error(`it has ${s.size} bytes, more than the ${MAX_INPUT_BYTES} the CLI reads`);
  return readFile(file, 'utf8');
}

/**
 * The most bytes the CLI reads from one file or from standard input: three bytes (UTF-8's most
 * per UTF-16 code unit) for each character a design file may have, so no input that a command
 * could accept is cut, and nothing larger is held in memory.
 */
export const MAX_INPUT_BYTES = 3 * LOAD_LIMITS.maxLength;

/**
 * Reads a design file, or standard input for `-`, refusing what would be dangerous to read whole:
 * anything that is not a regular file (a directory, `/dev/zero`, a named pipe) and a file of
 * more bytes than a design file can have (UTF-8 takes at most 3 bytes per UTF-16 code unit, so
 * past 3 x `LOAD_LIMITS.maxLength` bytes the text is certainly too long; `loadDesigns` refuses
 * the rest exactly, by characters).
 */
export async function readDesignFile(file: string, io: CliIO): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string }> {
  try {
    if (file === '-') return { ok: true, text: await io.readStdin() };
    const s = await stat(file);
    if (!s.isFile()) return { ok: false, reason: s.isDirectory() ? 'it is a directory' : 'it is not a regular file' };
    const most = MAX_INPUT_BYTES;
    if (s.size > most) return { ok: false, reason: `it has ${s.size} bytes, more than a design file can have (${most}; the limit is ${LOAD_LIMITS.maxLength} characters)` };
    return { ok: true, text: await readFile(file, 'utf8') };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
