import { realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { shownName } from './shown.js';

export { quotedName, shownName } from './shown.js';

/**
 * One thing the path arguments name, in their order: a file to read, or an argument that named
 * none. `searched` marks a file found by searching a folder or expanding a glob (and named by no
 * argument of its own): `check` skips such a file when it is not a design.
 */
export type NamedPath = { readonly file: string; readonly searched?: true } | { readonly unmatched: string; readonly why: string };

/**
 * The most `*` one segment of a glob may hold (`**` as a whole segment is not counted). The glob
 * library matches names with regular expressions, and those backtrack: a segment of k stars
 * costs up to n^k steps on a name of n characters (`*a*a*a*a*ab` takes half a second on one
 * 200-character name, five stars 20 seconds). Three keep every name under a few milliseconds.
 */
export const MAX_STARS_PER_SEGMENT = 3;

/**
 * How deeply braces may nest in a glob (`{a,{b,c}}` is 2), and how many brace groups one glob may
 * hold. The glob library expands braces before it matches, and its time grows with the cube of the
 * nesting (3,000 levels, 12 kB, took 18.6 s); real globs nest one or two levels.
 */
export const MAX_BRACE_DEPTH = 4;
export const MAX_BRACE_GROUPS = 32;

/**
 * Why a glob is refused before it is searched, or undefined when it is fine: too many stars in a
 * segment, braces nested too deep or too many, or an extended glob (`+(a|b)`, `@(...)`, whose
 * nested repetition backtracks without bound).
 */
export function unsafeGlob(pattern: string): string | undefined {
  if (/[?*+@!]\(/.test(pattern)) return 'extended globs such as +(a|b) are not supported: use {a,b} or several arguments';
  let depth = 0;
  let deepest = 0;
  let groups = 0;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (ch === '{') {
      groups++;
      deepest = Math.max(deepest, ++depth);
    } else if (ch === '}' && depth > 0) depth--;
  }
  if (deepest > MAX_BRACE_DEPTH) return `braces may nest at most ${MAX_BRACE_DEPTH} deep in a glob (this one nests ${deepest}): use several arguments`;
  if (groups > MAX_BRACE_GROUPS) return `a glob may hold at most ${MAX_BRACE_GROUPS} brace groups (this one has ${groups}): use several arguments`;
  for (const segment of pattern.split('/')) {
    if (segment === '**') continue;
    const stars = segment.split('*').length - 1;
    if (stars > MAX_STARS_PER_SEGMENT) return `a glob may hold at most ${MAX_STARS_PER_SEGMENT} * in one path segment (this one has ${stars}: matching it could take minutes)`;
  }
  return undefined;
}

/** The characters without which a path is no glob: only a path with one of them loads the glob library. */
const GLOB_CHARS = /[*?[\]{}()!+@]/;

/** tinyglobby, loaded the first time a path may be a glob or is a folder (a plain file needs none of it). */
const globber = async (): Promise<typeof import('tinyglobby')> => import('tinyglobby');

/** How deep a glob or a folder is searched: deep enough for any real tree, bounded for a hostile one. */
const MAX_DEPTH = 32;

/** What a search skips: dependencies and dot folders (`dot: false` covers the second). */
const IGNORED = ['**/node_modules/**'];

/**
 * Turns the path arguments of `check` (and `table`) into files: a glob (`examples/*.yaml`,
 * `designs/**\/*.yml`) by tinyglobby, a folder by searching it for `*.yaml` and `*.yml`, 32
 * levels deep at most, skipping `node_modules` and dot folders; anything else as it is (a
 * missing file is reported when it is read). `-` stands for standard input. A glob that could
 * take minutes to match ({@link unsafeGlob}) ends the run as a usage error. A file named twice
 * (by two arguments, or a path and a glob; by a link, a hard link or another spelling) is kept once, where
 * it first appears; it is `searched` when only folders and globs found it.
 */
export async function expandPaths(args: readonly string[], usage: (message: string) => never): Promise<readonly NamedPath[]> {
  const tg = args.some((a) => GLOB_CHARS.test(a)) ? await globber() : undefined;
  const isGlob = (s: string): boolean => tg !== undefined && GLOB_CHARS.test(s) && tg.isDynamicPattern(s);
  for (const arg of args) {
    const unsafe = arg !== '-' && isGlob(arg) ? unsafeGlob(arg) : undefined;
    if (unsafe !== undefined) usage(`${shownName(arg.length > 80 ? `${arg.slice(0, 79)}…` : arg)}: ${unsafe}`);
  }
  const named: NamedPath[] = [];
  const seen = new Map<string, number>();
  const add = async (file: string, searched: boolean): Promise<void> => {
    // A link and its target, `a.yaml` and `./a.yaml`, two hard links: one file, by its device and inode (by its real path when it has no stat).
    const key = file === '-' ? '-' : await stat(file, { bigint: true }).then((s) => `${s.dev}:${s.ino}`, () => realpath(file).catch(() => resolve(file)));
    const at = seen.get(key);
    // A file found by a search and also named by an argument is a named file (checked whatever it holds).
    if (at !== undefined) {
      const was = named[at];
      if (!searched && was !== undefined && 'file' in was) named[at] = { file: was.file };
      return;
    }
    seen.set(key, named.length);
    named.push(searched ? { file, searched: true } : { file });
  };
  for (const arg of args) {
    let found: string[] | undefined;
    let why = '';
    if (arg !== '-' && isGlob(arg)) {
      found = await tg!.glob(arg, { onlyFiles: true, deep: MAX_DEPTH, ignore: IGNORED, expandDirectories: false });
      why = 'no file matches this glob';
    } else if (arg !== '-' && (await stat(arg).catch(() => undefined))?.isDirectory() === true) {
      found = (await (await globber()).glob(['**/*.yaml', '**/*.yml'], { cwd: arg, onlyFiles: true, deep: MAX_DEPTH, ignore: IGNORED, expandDirectories: false })).map((f) => join(arg, f));
      why = 'this folder holds no *.yaml or *.yml file';
    }
    if (found === undefined) await add(arg, false);
    else if (found.length === 0) named.push({ unmatched: arg, why });
    else for (const f of found.sort()) await add(f, true);
  }
  return named;
}
