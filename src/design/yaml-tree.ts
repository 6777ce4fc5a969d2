/**
 * The YAML of one design document as the loader works on it: scalars, mappings, sequences and
 * aliases, each with its place in the file. Both YAML readers (the fast one in `fast-yaml.ts` and
 * the full one in `full-yaml.ts`) produce it, so every later check is written once.
 *
 * `start` and `end` are file offsets (UTF-16 code units, `end` exclusive): a scalar spans its
 * text (quotes included; for a block scalar, its header line); an empty value is an empty span
 * where YAML puts it (after the `:` or `-` and the spaces that follow); a mapping or sequence
 * runs from its first key, dash or bracket to the end of its last value (or its closing
 * bracket).
 */

/** A scalar's value, as the YAML core schema reads it. */
export type ScalarValue = string | number | boolean | null;

export interface YScalar {
  readonly kind: 'scalar';
  readonly value: ScalarValue;
  readonly start: number;
  readonly end: number;
  /** The tag written on it, resolved (only the full reader sees tags). */
  readonly tag?: string;
}

export interface YPair {
  readonly key: YNode;
  readonly value: YNode;
}

export interface YMap {
  readonly kind: 'map';
  readonly pairs: YPair[];
  readonly start: number;
  readonly end: number;
  readonly tag?: string;
}

export interface YSeq {
  readonly kind: 'seq';
  readonly items: YNode[];
  readonly start: number;
  readonly end: number;
  readonly tag?: string;
}

/** An alias (`*name`): the node it names, shared, not copied. */
export interface YAlias {
  readonly kind: 'alias';
  readonly name: string;
  readonly target: YNode;
  readonly start: number;
  readonly end: number;
}

export type YNode = YScalar | YMap | YSeq | YAlias;

/** How one reader did on one document. */
export type ReadOutcome =
  /** The document, or null when it has no content at all. */
  | { readonly kind: 'tree'; readonly root: YNode | null }
  /** Nesting deeper than the limit: the first character of the collection one level too deep. */
  | { readonly kind: 'too-deep'; readonly at: number }
  /** YAML errors (full reader only). */
  | { readonly kind: 'errors'; readonly errors: readonly YamlError[] }
  /** Something the fast reader does not read (it is handed to the full reader): what and where. */
  | { readonly kind: 'unsupported'; readonly at: number; readonly reason: string }
  /** An alias that names no anchor before it, or the node that contains it (full reader only). */
  | { readonly kind: 'bad-alias'; readonly at: number; readonly end: number; readonly message: string };

export interface YamlError {
  readonly start: number;
  readonly end: number;
  readonly message: string;
  /** Texts that would replace `start..end` to fix it, best first. */
  readonly suggestions?: readonly string[];
  /** Whether it is said in the file's terms (else it is the YAML reader's own message, where the reader put it). */
  readonly explained?: boolean;
}

/** The node behind any chain of aliases. */
export function resolved(node: YNode): Exclude<YNode, YAlias> {
  let n = node;
  while (n.kind === 'alias') n = n.target;
  return n;
}

/** The YAML core schema's reading of a plain scalar, exactly as the `yaml` library does it. */
export function coreScalar(text: string): ScalarValue {
  // Only these first characters can start a null, a boolean or a number: skip the tests otherwise.
  if (text !== '' && !'~nNtTfF0123456789+-.'.includes(text[0]!)) return text;
  if (/^(?:~|[Nn]ull|NULL)?$/.test(text)) return null;
  if (/^(?:[Tt]rue|TRUE)$/.test(text)) return true;
  if (/^(?:[Ff]alse|FALSE)$/.test(text)) return false;
  if (/^0o[0-7]+$/.test(text)) return parseInt(text.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(text)) return parseInt(text, 10);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return parseInt(text.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text)) {
    return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text)) return parseFloat(text);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)) return parseFloat(text);
  return text;
}
