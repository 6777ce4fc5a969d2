import type { DiagnosticCode } from '../diagnostics/codes.js';

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

/** Receives lexical problems; the lexer itself never stops. */
export type OnLexError = (code: DiagnosticCode, message: string, start: number, end: number) => void;

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
 * A pull lexer over one source string. `peek()` looks one token ahead without consuming.
 * State lives in the returned object, so concurrent parses never share anything.
 */
export interface Lexer {
  /** The text being read. */
  readonly source: string;
  /** Consumes and returns the next token. */
  next(): Token;
  /** Returns the next token without consuming it. */
  peek(): Token;
}

export function createLexer(source: string, onError: OnLexError): Lexer {
  const length = source.length;
  let pos = 0;
  let ahead: Token | undefined;

  const scan = (): Token => {
    while (pos < length) {
      const d = source.charCodeAt(pos);
      if (d < 128 ? ASCII_CLASS[d] !== 1 : !isSpace(d)) break;
      pos++;
    }
    const start = pos;
    if (pos >= length) return { kind: 'eof', start, end: start, value: '' };
    const c = source.charCodeAt(pos);
    switch (c) {
      case 44:
        pos++;
        return { kind: 'comma', start, end: pos, value: '' };
      case 61:
        pos++;
        return { kind: 'equals', start, end: pos, value: '' };
      case 40:
        pos++;
        return { kind: 'lparen', start, end: pos, value: '' };
      case 41:
        pos++;
        return { kind: 'rparen', start, end: pos, value: '' };
      case 34:
        return scanString(start);
      default:
        pos++;
        while (pos < length) {
          const d = source.charCodeAt(pos);
          if (d < 128 ? ASCII_CLASS[d] !== 0 : isSpace(d)) break;
          pos++;
        }
        return { kind: 'word', start, end: pos, value: source.slice(start, pos) };
    }
  };

  const scanString = (start: number): Token => {
    pos++; // opening quote
    let value = '';
    let chunk = pos;
    while (pos < length) {
      const c = source.charCodeAt(pos);
      if (c === 34) {
        value += source.slice(chunk, pos);
        pos++;
        return { kind: 'string', start, end: pos, value };
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
              onError('invalid-escape', 'a \\u escape needs exactly four hex digits', escStart, Math.min(pos, length));
            }
            break;
          }
          default:
            if (pos > length) {
              pos = length;
            } else {
              onError('invalid-escape', `unknown escape "\\${source[escStart + 1] ?? ''}"; use \\", \\\\, \\n, \\r, \\t or \\uXXXX`, escStart, pos);
            }
        }
        chunk = pos;
        continue;
      }
      pos++;
    }
    value += source.slice(chunk, length);
    onError('unterminated-string', 'this quoted text has no closing "', start, length);
    return { kind: 'string', start, end: length, value };
  };

  return {
    source,
    next() {
      if (ahead !== undefined) {
        const t = ahead;
        ahead = undefined;
        return t;
      }
      return scan();
    },
    peek() {
      if (ahead === undefined) ahead = scan();
      return ahead;
    },
  };
}

function isHex4(s: string): boolean {
  for (let i = 0; i < 4; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    if (!ok) return false;
  }
  return true;
}
