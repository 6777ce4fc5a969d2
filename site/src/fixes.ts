/**
 * The library's diagnostics as an editor takes them: the spans to underline, and a quick fix per
 * replacement a diagnostic suggests (`Diagnostic.suggestions`). The shapes are those of
 * editor.ts (`EditorDiagnostic`, `EditorFix`), written out here so that this stays free of the
 * DOM: the tests run it in Node.
 */
import type { Diagnostic } from '../../src/index.js';

/** A replacement of `from`..`to` (editor.ts's `EditorFix`). */
export interface Fix {
  readonly label: string;
  /** The replacement as a button shows it: blanks at its ends drawn (␣ a space, ⇥ a tab, ↵ a line break), "Remove" for nothing. */
  readonly text: string;
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** A problem to underline (editor.ts's `EditorDiagnostic`). */
export interface UnderlinedDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: Diagnostic['severity'];
  readonly message: string;
  readonly fixes?: readonly Fix[];
}

/** The fixes of a diagnostic of `text`: each suggested replacement of its span. */
export function fixesOf(d: Diagnostic, text: string): Fix[] {
  const span = d.span;
  if (span === undefined || d.suggestions === undefined) return [];
  const was = text.slice(span.start, span.end);
  // A fix of indentation starts or ends with blanks, which a button would not show (issue 39): in quotes, and drawn.
  return d.suggestions.map((s) => ({ label: `Replace "${was}" with ${/^\s|\s$|^$/.test(s) ? `"${s}"` : s}`, text: s === '' ? 'Remove' : drawnBlanks(s), from: span.start, to: span.end, insert: s }));
}

/** `s` with the blanks at its ends drawn: ␣ for a space, ⇥ for a tab, ↵ for a line break. */
const drawnBlanks = (s: string): string => s.replace(/^\s+|\s+$/g, (run) => run.replace(/\r?\n|\r/g, '↵').replace(/ /g, '␣').replace(/\t/g, '⇥'));

/** The diagnostics of `text` that have a place in it, as the editor underlines them. */
export function editorDiagnostics(diagnostics: readonly Diagnostic[], text: string): UnderlinedDiagnostic[] {
  return diagnostics.flatMap((d) => {
    if (d.span === undefined) return [];
    const fixes = fixesOf(d, text);
    const e: UnderlinedDiagnostic = { from: d.span.start, to: d.span.end, severity: d.severity, message: d.message };
    return [fixes.length > 0 ? { ...e, fixes } : e];
  });
}

/** "2 errors, 1 warning.", or that there is no problem. */
export function diagnosticsSummary(diagnostics: readonly Diagnostic[]): string {
  const count = (s: Diagnostic['severity']): number => diagnostics.filter((d) => d.severity === s).length;
  const parts = ([
    [count('error'), 'error'],
    [count('warning'), 'warning'],
    [count('info'), 'note'],
  ] as const).filter(([n]) => n > 0);
  return parts.length === 0 ? 'No problems found.' : `${parts.map(([n, w]) => `${n} ${w}${n === 1 ? '' : 's'}`).join(', ')}.`;
}
