/**
 * The shell examples of the guides (README.md and docs/*.md), read from their Markdown: every
 * fenced block whose first line starts with `$ ` holds one or more commands, each followed by what
 * it prints. Comments in the Markdown (invisible once rendered) tell the test what the prose says
 * in words:
 *
 * - `<!-- doc-test: file NAME -->` on the line before a block: the block is the file NAME that the
 *   text asks the reader to save (written into the example folder before the commands run);
 * - `<!-- doc-test: not run: REASON -->` on the line before a `$` block: the block is not run,
 *   for REASON (a server that waits for an editor, a file the page exports).
 *
 * Printed lines match with two wildcards, as the guides write them: a line `...` (indented or
 * not) stands for any number of lines, and a line ending in `...` for any line that starts with
 * what precedes it.
 */

/** One command of a guide, with what the guide says it prints. */
export interface ShellExample {
  /** The guide, relative to the repository (`docs/cli.md`). */
  readonly doc: string;
  /** The 1-based line of the `$ ` line. */
  readonly line: number;
  /** The command as written, without the `$ `. */
  readonly command: string;
  /** The arguments after `spacedock`. */
  readonly argv: readonly string[];
  /** The printed lines the guide shows under it. */
  readonly expected: readonly string[];
}

/** A `$` block marked as not run, and why. */
export interface UnrunExample {
  readonly doc: string;
  readonly line: number;
  readonly command: string;
  readonly reason: string;
}

/** A file a guide asks the reader to save, which its commands then read. */
export interface GuideFile {
  readonly doc: string;
  readonly name: string;
  readonly text: string;
}

/** What a guide holds for the test, and what it could not read (each a failure of the test). */
export interface GuideExamples {
  readonly examples: ShellExample[];
  readonly unrun: UnrunExample[];
  readonly files: GuideFile[];
  readonly problems: string[];
}

/** The ways the guides write the command (in a clone, in a project, installed). */
const PREFIXES = ['npm run -s spacedock -- ', 'npx spacedock ', 'spacedock '];

/** Reads the shell examples, unrun blocks and saved files of one guide. */
export function readGuide(doc: string, markdown: string): GuideExamples {
  const out: GuideExamples = { examples: [], unrun: [], files: [], problems: [] };
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(\s*)```/.exec(lines[i]!);
    if (fence === null) continue;
    const start = i;
    let end = i + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) end++;
    const indent = fence[1]!.length;
    const body = lines.slice(start + 1, end).map((l) => l.slice(indent));
    i = end;
    let before = start - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const marker = /^<!-- doc-test: (.*?) -->$/.exec(lines[before]?.trim() ?? '')?.[1];
    if (marker?.startsWith('file ')) {
      out.files.push({ doc, name: marker.slice('file '.length).trim(), text: `${body.join('\n')}\n` });
      continue;
    }
    if (!body[0]?.startsWith('$ ')) {
      if (marker !== undefined) out.problems.push(`${doc}:${before + 1}: a doc-test marker before a block that is no file and has no $ line: ${marker}`);
      continue;
    }
    if (marker !== undefined && !marker.startsWith('not run: ')) {
      out.problems.push(`${doc}:${before + 1}: unknown doc-test marker: ${marker}`);
      continue;
    }
    for (let j = 0; j < body.length; ) {
      const command = body[j]!.slice(2);
      const at = start + 2 + j;
      let next = j + 1;
      while (next < body.length && !body[next]!.startsWith('$ ')) next++;
      if (marker !== undefined) out.unrun.push({ doc, line: at, command, reason: marker.slice('not run: '.length) });
      else {
        const prefix = PREFIXES.find((p) => command.startsWith(p));
        if (prefix === undefined) out.problems.push(`${doc}:${at}: not a spacedock command, and not marked as not run: ${command}`);
        else out.examples.push({ doc, line: at, command, argv: shellWords(command.slice(prefix.length)), expected: body.slice(j + 1, next) });
      }
      j = next;
    }
  }
  return out;
}

/** Splits a command line as a POSIX shell would for the simple quoting the guides use ('...' and "..."). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

/** Whether printed lines match a guide's, with `...` lines (indented or not) and `...` line ends as wildcards. */
export function matchLines(expected: readonly string[], actual: readonly string[], i = 0, j = 0): boolean {
  if (i === expected.length) return j === actual.length;
  const want = expected[i]!;
  if (want.trim() === '...') {
    for (let k = j; k <= actual.length; k++) if (matchLines(expected, actual, i + 1, k)) return true;
    return false;
  }
  const got = actual[j];
  if (got === undefined) return false;
  const fits = want.endsWith('...') ? got.startsWith(want.slice(0, -3)) : got === want;
  return fits && matchLines(expected, actual, i + 1, j + 1);
}
