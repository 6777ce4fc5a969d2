/**
 * Where the unit specs of a document are: each `spec:` value of a design file (block or flow
 * style, plain or quoted), or each line of a unit-spec file. Read line by line, without the YAML
 * loader, so that it also works on a text with YAML errors (what an editor holds while typing).
 */
import type { DocumentKind } from './classify.js';

/** A spec in a document: its text as the notation reads it, and where its characters are. */
export interface SpecAt {
  readonly text: string;
  /** Offsets of the spec's characters in the document (inside the quotes, when it is quoted). */
  readonly start: number;
  readonly end: number;
  /** Whether it is written as a plain scalar on one line (then it may be replaced by its canonical form as is). */
  readonly plain: boolean;
}

/** A `spec:` key, at the start of a line or of a flow mapping's entry, then its value. */
const SPEC_KEY = /(^|[{,]\s*|^\s*-\s+|^\s+)spec\s*:[ \t]*/g;

/** The specs of a document, in order. */
export function specsIn(text: string, kind: DocumentKind): SpecAt[] {
  return kind === 'units' ? unitLines(text) : designSpecs(text);
}

/** The spec at `offset` (inside it or at its end), if any. */
export function specAt(specs: readonly SpecAt[], offset: number): SpecAt | undefined {
  return specs.find((s) => offset >= s.start && offset <= s.end);
}

/** Each line of a text with the offset it starts at (without its line break). */
function* linesOf(text: string): Generator<{ readonly from: number; readonly line: string }> {
  let from = 0;
  for (;;) {
    const nl = text.indexOf('\n', from);
    yield { from, line: text.slice(from, nl === -1 ? text.length : nl) };
    if (nl === -1) return;
    from = nl + 1;
  }
}

/** Each line of a unit-spec file that holds a spec (blank lines and `#` comments are not specs). */
function unitLines(text: string): SpecAt[] {
  const out: SpecAt[] = [];
  for (const { from, line } of linesOf(text)) {
    const lead = line.length - line.trimStart().length;
    const body = line.trim();
    if (body !== '' && !body.startsWith('#')) out.push({ text: body, start: from + lead, end: from + lead + body.length, plain: true });
  }
  return out;
}

function designSpecs(text: string): SpecAt[] {
  const out: SpecAt[] = [];
  const key = new RegExp(SPEC_KEY); // its own lastIndex
  for (const { from, line } of linesOf(text)) {
    if (!line.includes('spec')) continue;
    key.lastIndex = 0;
    for (let m = key.exec(line); m !== null; m = key.exec(line)) {
      const at = m.index + m[0].length;
      const value = valueAt(line, at);
      if (value !== undefined) out.push({ text: value.text, start: from + value.start, end: from + value.end, plain: value.plain });
      key.lastIndex = Math.max(key.lastIndex, value?.after ?? at);
    }
  }
  return out;
}

/** The scalar that starts at `at` of `line`: quoted (to its closing quote) or plain (to a comment, or a flow `,`/`}`). */
function valueAt(line: string, at: number): { text: string; start: number; end: number; plain: boolean; after: number } | undefined {
  const q = line[at];
  if (q === '"' || q === "'") {
    let i = at + 1;
    let text = '';
    while (i < line.length) {
      const c = line[i]!;
      if (q === "'" && c === "'" && line[i + 1] === "'") {
        text += "'";
        i += 2;
        continue;
      }
      if (q === '"' && c === '\\' && i + 1 < line.length) {
        const e = line[i + 1]!;
        text += e === 'n' ? '\n' : e === 't' ? '\t' : e;
        i += 2;
        continue;
      }
      if (c === q) return { text, start: at + 1, end: i, plain: false, after: i + 1 };
      text += c;
      i++;
    }
    return undefined;
  }
  // A plain scalar: up to ` #`, or in a flow mapping up to `,` or `}` (a flow line starts with `-` or `{`).
  const inFlow = /^\s*(?:-\s*)?\{/.test(line) || /[{,]\s*spec\s*:\s*$/.test(line.slice(0, at));
  let end = line.length;
  const comment = line.indexOf(' #', at);
  if (comment !== -1) end = comment;
  if (inFlow) {
    const stop = line.slice(at, end).search(/[,}]/);
    if (stop !== -1) end = at + stop;
  }
  const raw = line.slice(at, end).replace(/\r$/, '');
  const text = raw.trimEnd();
  if (text === '' || text === '|' || text === '>') return undefined;
  return { text, start: at, end: at + text.length, plain: true, after: end };
}
