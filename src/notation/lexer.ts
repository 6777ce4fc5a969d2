import { emit, type DiagnosticSink } from '../diagnostics/sink.js';

/**
 * Token kinds. A `word` is a maximal run of characters other than white space, `,`, `=`, `"`,
 * `(` and `)`; every other kind is one of those characters (or a whole quoted string).
 */
export type TokenKind = 'word' | 'string' | 'comma' | 'equals' | 'lparen' | 'rparen' | 'eof';

/** One token. `value` is the decoded text of a `string`, the raw text of a `word`, else `''`. */
export interface Token {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
  readonly value: string;
}


/** Whether a UTF-16 code unit separates words (ASCII and Unicode white space). */
export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    (c >= 0x80 &&
      (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
        c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff))
  );
}

/** Classes of ASCII code units: 0 inside a word, 1 white space, 2 `,` `=` `"` `(` `)`. */
const ASCII_CLASS = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = isSpace(c) ? 1 : c === 44 || c === 61 || c === 34 || c === 40 || c === 41 ? 2 : 0;
  return table;
})();

/**
 * A pull lexer over one source string: plain state, read through {@link next} and {@link peek}
 * (one token of look-ahead). Each parse makes its own, so concurrent parses share nothing.
 */
export interface Lexer {
  /** The text being read. */
  readonly source: string;
  /** Receives lexical problems; the lexer itself never stops. */
  readonly report: DiagnosticSink;
  /** Where scanning resumes. */
  pos: number;
  /** The token `peek` has scanned and `next` has not yet returned. */
  ahead: Token | undefined;
}

export function createLexer(source: string, report: DiagnosticSink): Lexer {
  return { source, report, pos: 0, ahead: undefined };
}

/** Consumes and returns the next token. */
export function next(lx: Lexer): Token {
  const t = lx.ahead;
  if (t !== undefined) {
    lx.ahead = undefined;
    return t;
  }
  return scan(lx);
}

/** Returns the next token without consuming it. */
export function peek(lx: Lexer): Token {
  return (lx.ahead ??= scan(lx));
}

function scan(lx: Lexer): Token {
  const source = lx.source;
  const length = source.length;
  let pos = lx.pos;
  while (pos < length) {
    const d = source.charCodeAt(pos);
    if (d < 128 ? ASCII_CLASS[d] !== 1 : !isSpace(d)) break;
    pos++;
  }
  const start = pos;
  if (pos >= length) {
    lx.pos = pos;
    return { kind: 'eof', start, end: start, value: '' };
  }
  const c = source.charCodeAt(pos);
  let kind: TokenKind;
  switch (c) {
    case 44:
      kind = 'comma';
      break;
    case 61:
      kind = 'equals';
      break;
    case 40:
      kind = 'lparen';
      break;
    case 41:
      kind = 'rparen';
      break;
    case 34:
      return scanString(lx, start);
    default: {
      pos++;
      while (pos < length) {
        const d = source.charCodeAt(pos);
        if (d < 128 ? ASCII_CLASS[d] !== 0 : isSpace(d)) break;
        pos++;
      }
      lx.pos = pos;
      return { kind: 'word', start, end: pos, value: source.slice(start, pos) };
    }
  }
  lx.pos = pos + 1;
  return { kind, start, end: pos + 1, value: '' };
}

function scanString(lx: Lexer, start: number): Token {
  const source = lx.source;
  const length = source.length;
  let pos = start + 1; // after the opening quote
  let value = '';
  let chunk = pos;
  while (pos < length) {
    const c = source.charCodeAt(pos);
    if (c === 34) {
      value += source.slice(chunk, pos);
      lx.pos = pos + 1;
      return { kind: 'string', start, end: pos + 1, value };
    }
    if (c === 92) {
      value += source.slice(chunk, pos);
      const escStart = pos;
      const e = source.charCodeAt(pos + 1);
      pos += 2;
      switch (e) {
        case 34: value += '"'; break;
        case 92: value += '\\'; break;
        case 110: value += '\n'; break;
        case 114: value += '\r'; break;
        case 116: value += '\t'; break;
        case 117: {
          const hex = source.slice(pos, pos + 4);
          if (hex.length === 4 && isHex4(hex)) {
            value += String.fromCharCode(parseInt(hex, 16));
            pos += 4;
          } else {
            emit(lx.report, 'invalid-escape', 'a \\u escape needs exactly four hex digits', escStart, Math.min(pos, length));
          }
          break;
        }
        default:
          if (pos > length) {
            pos = length;
          } else {
            emit(lx.report, 'invalid-escape', `unknown escape "\\${source[escStart + 1] ?? ''}"; use \\", \\\\, \\n, \\r, \\t or \\uXXXX`, escStart, pos);
          }
      }
      chunk = pos;
      continue;
    }
    pos++;
  }
  value += source.slice(chunk, length);
  emit(lx.report, 'unterminated-string', 'this quoted text has no closing "', start, length);
  lx.pos = length;
  return { kind: 'string', start, end: length, value };
}

function isHex4(s: string): boolean {
  for (let i = 0; i < 4; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    if (!ok) return false;
  }
  return true;
}
