/**
 * Where a spec written as a YAML block scalar (`spec: >-` or `spec: |` and the text on the lines
 * under it) is in the file: a map from offsets in the spec to offsets in the file, so that a unit
 * diagnostic points at its word inside the block (`specs/design-format.md`, 8.1), as it does in a
 * plain or quoted scalar. Only for blocks whose text maps back character for character: a literal
 * block (`|`), or a folded one (`>`) without blank or more-indented lines (where folding does more
 * than turn a line break into a space), with no explicit indentation digit. Otherwise undefined,
 * and the diagnostic spans the block's header, as before.
 */

/** How many lines of a block are looked at: a longer block is not mapped. */
const MAX_BLOCK_LINES = 1000;

/** The file offset of each spec offset, for a spec in the block scalar whose header starts at `header`. */
export function blockOffsets(text: string, header: number, spec: string): ((at: number) => number) | undefined {
  const headerEnd = lineEnd(text, header);
  const head = /^([|>])([-+]?)\s*(?:#.*)?$/.exec(text.slice(header, headerEnd));
  if (head === null) return undefined;
  const folded = head[1] === '>';
  // The content lines: from the line after the header, as long as they are blank or indented at
  // least as much as the first line with text.
  const segments: { readonly file: number; readonly text: string }[] = [];
  let base = -1;
  let at = nextLine(text, headerEnd);
  for (let n = 0; n < MAX_BLOCK_LINES && at < text.length; n++) {
    const end = lineEnd(text, at);
    const line = text.slice(at, end);
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '') {
      if (folded) break; // a blank line folds to a line break: not mapped
      segments.push({ file: at + Math.min(indent, Math.max(base, 0)), text: '' });
    } else {
      if (base === -1) base = indent;
      if (indent < base || base === 0) break;
      if (folded && indent > base) return undefined; // a more-indented line keeps its line break
      segments.push({ file: at + base, text: line.slice(base) });
    }
    at = nextLine(text, end);
  }
  while (segments.length > 0 && segments[segments.length - 1]!.text === '') segments.pop();
  if (segments.length === 0) return undefined;
  const joined = segments.map((s) => s.text).join(folded ? ' ' : '\n');
  if (joined !== spec.replace(/\n+$/, '')) return undefined;
  const starts: number[] = [];
  let offset = 0;
  for (const s of segments) {
    starts.push(offset);
    offset += s.text.length + 1;
  }
  return (o: number) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= o) k++;
    const s = segments[k]!;
    return s.file + Math.min(o - starts[k]!, s.text.length);
  };
}

function lineEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

function nextLine(text: string, end: number): number {
  if (text[end] === '\r' && text[end + 1] === '\n') return end + 2;
  return end + 1;
}
