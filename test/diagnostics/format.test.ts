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
    expect(formatDiagnostic(diag(9, 11), { source: '3d6 eZap XX' })).toBe(
      ['error[unknown-modifier]: bad', ' --> 1:10', '  |', '1 | 3d6 eZap XX', '  |          ^^'].join('\n'),
    );
  });

  it('shows the right line of a multi-line spec', () => {
    const src = '3d6 eZap "Laser"\nAP,\nACT13<';
    const r = parseUnit(src);
    const text = formatDiagnostic(r.diagnostics[0]!, { source: src });
    expect(text).toContain(' --> 3:1');
    expect(text).toContain('3 | ACT13<\n  | ^^^^^^');
  });

  it('shows one caret for an empty span at the end', () => {
    expect(formatDiagnostic(diag(0, 0), { source: '' }).split('\n').at(-1)).toBe('  | ^');
  });

  it('neutralises control characters and cuts long lines around the span', () => {
    const text = formatDiagnostic(diag(4, 6), { source: 'a\u0007b XX' });
    expect(text).toContain('1 | a·b XX\n  |     ^^');
    const long = 'AP '.repeat(200) + 'XX' + ' AP'.repeat(200);
    const out = formatDiagnostic(diag(600, 602), { source: long }).split('\n');
    expect(out[3]!.length).toBeLessThan(110);
    const caretCol = out[4]!.indexOf('^');
    expect(out[3]!.slice(caretCol, caretCol + 2)).toBe('XX');
  });

  it('uses the line and column a span carries instead of scanning the source', () => {
    const source = 'line one\n3d6 eZap XX';
    const placed: Diagnostic = { ...diag(18, 20), span: { start: 18, end: 20, line: 2, column: 10 } };
    expect(formatDiagnostic(placed, { source, file: 'x.txt' })).toBe(formatDiagnostic(diag(18, 20), { source, file: 'x.txt' }));
    // A wrong line in the span is believed (that is the point: no scan), a column past the offset is not.
    expect(formatDiagnostic({ ...placed, span: { ...placed.span!, line: 7 } }, { source })).toContain(' --> 7:10');
    expect(formatDiagnostic({ ...placed, span: { ...placed.span!, column: 40 } }, { source })).toContain(' --> 2:10');
  });

  it('renders a diagnostic of structured input by its path, with the rule it enforces', () => {
    const d: Diagnostic = { severity: 'error', code: 'invalid-value', message: '40 is above the highest speed, 31', path: 'allocation.speed', source: { book: 'SFB Cadet Training Handbook', entry: 'B3.0' } };
    expect(formatDiagnostic(d)).toBe(['error[invalid-value]: 40 is above the highest speed, 31', ' --> allocation.speed', '  = rule: SFB Cadet Training Handbook, B3.0'].join('\n'));
    expect(formatDiagnostic(d, { file: 'turn.json' }).split('\n')[1]).toBe(' --> turn.json: allocation.speed');
    const bare: Diagnostic = { severity: 'warning', code: 'invalid-value', message: 'odd' };
    expect(formatDiagnostic(bare)).toBe('warning[invalid-value]: odd');
    expect(formatDiagnostic({ ...bare, path: 'a\u001b[2J' })).toBe('warning[invalid-value]: odd\n --> a·[2J');
  });

  it('shows a span without its source text as a place, and the path of a file diagnostic under the excerpt', () => {
    expect(formatDiagnostic(diag(4, 6), { file: 'u.txt' })).toBe('error[unknown-modifier]: bad\n --> u.txt:offset 4');
    expect(formatDiagnostic({ ...diag(4, 6), span: { start: 4, end: 6, line: 1, column: 5 }, path: 'units[0].spec' })).toBe('error[unknown-modifier]: bad\n --> 1:5 (units[0].spec)');
    const withPath = formatDiagnostic({ ...diag(9, 11), path: 'units[0].spec' }, { source: '3d6 eZap XX' });
    expect(withPath.split('\n').at(-1)).toBe('  = at: units[0].spec');
  });

  it('refuses what is not a diagnostic (a programming error)', () => {
    expect(() => formatDiagnostic({ ...diag(1, 2), span: { start: '1' } } as never)).toThrow(TypeError);
    expect(() => formatDiagnostic({ ...diag(1, 2), path: 3 } as never)).toThrow(TypeError);
    expect(() => formatDiagnostic(diag(1, 2), { source: 5 } as never)).toThrow(TypeError);
    expect(() => formatDiagnostic({ ...diag(1, 2), source: { book: 1 } } as never)).toThrow(TypeError);
  });

  it('clamps spans that lie outside the source', () => {
    expect(() => formatDiagnostic(diag(10, 20), { source: 'abc' })).not.toThrow();
  });
});
