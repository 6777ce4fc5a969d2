/**
 * The ship editor's problems as the editor takes them: underlined spans, and a did-you-mean fix
 * per replacement the library suggests. The shapes are those of editor.ts (`EditorDiagnostic`,
 * `EditorFix`), written out here so that this stays free of the DOM: the tests run it in Node.
 */
import type { Diagnostic } from '../../src/index.js';
import { suggestionsOf } from './ship-analysis.js';

/** A replacement of `from`..`to` (editor.ts's `EditorFix`). */
export interface ShipFix {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** A problem to underline (editor.ts's `EditorDiagnostic`). */
export interface ShipEditorDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: Diagnostic['severity'];
  readonly message: string;
  readonly fixes?: readonly ShipFix[];
}

/** The fixes of a diagnostic: each suggested replacement of its span. */
export function fixesOf(d: Diagnostic): ShipFix[] {
  const span = d.span;
  if (span === undefined) return [];
  return suggestionsOf(d).map((s) => ({ label: `Replace with ${s}`, from: span.start, to: span.end, insert: s }));
}

/** The diagnostics as the editor underlines them. */
export function editorDiagnostics(diagnostics: readonly Diagnostic[]): ShipEditorDiagnostic[] {
  const out: ShipEditorDiagnostic[] = [];
  for (const d of diagnostics) {
    if (d.span === undefined) continue;
    const fixes = fixesOf(d);
    const e: ShipEditorDiagnostic = { from: d.span.start, to: d.span.end, severity: d.severity, message: d.message };
    out.push(fixes.length > 0 ? { ...e, fixes } : e);
  }
  return out;
}
