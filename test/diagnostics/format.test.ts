import { describe, expect, it } from 'vitest';
import { formatDiagnostic, parseUnit, positionAt, type Diagnostic } from '../../src/index.js';

const diag = (start: number, end: number): Diagnostic => ({ severity: 'error', code: 'unknown-modifier', message: 'bad', span: { start, end } });

describe('positionAt', () => {
  it('counts lines for \\n, \\r\\n and \\r', () => {
    const s = 'a\nb\r\nc\rd';
    expect(positionAt(s, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(s, 2)).toEqual({ line: 2, column: 1 });
    expect(positionAt(s, 5)).toEqual({ line: 3, column: 1 });
    expect(positionAt(s, 7)).toEqual({ line: 4, column: 1 });
    expect(positionAt(s, 99)).toEqual({ line: 4, column: 2 });
  });
});

describe('formatDiagnostic', () => {
  it('puts carets under the span', () => {
    expect(formatDiagnostic('3d6 eZap XX', diag(9, 11))).toBe(
      ['error[unknown-modifier]: bad', ' --> 1:10', '  |', '1 | 3d6 eZap XX', '  |          ^^'].join('\n'),
    );
  });

  it('shows the right line of a multi-line spec', () => {
    const src = '3d6 eZap "Laser"\nAP,\nACT13<';
    const r = parseUnit(src);
    const text = formatDiagnostic(src, r.diagnostics[0]!);
    expect(text).toContain(' --> 3:1');
    expect(text).toContain('3 | ACT13<\n  | ^^^^^^');
  });

  it('shows one caret for an empty span at the end', () => {
    expect(formatDiagnostic('', diag(0, 0)).split('\n').at(-1)).toBe('  | ^');
  });

  it('neutralises control characters and cuts long lines around the span', () => {
    const text = formatDiagnostic('a\u0007b XX', diag(4, 6));
    expect(text).toContain('1 | a·b XX\n  |     ^^');
    const long = 'AP '.repeat(200) + 'XX' + ' AP'.repeat(200);
    const out = formatDiagnostic(long, diag(600, 602)).split('\n');
    expect(out[3]!.length).toBeLessThan(110);
    const caretCol = out[4]!.indexOf('^');
    expect(out[3]!.slice(caretCol, caretCol + 2)).toBe('XX');
  });

  it('clamps spans that lie outside the source', () => {
    expect(() => formatDiagnostic('abc', diag(10, 20))).not.toThrow();
  });
});
