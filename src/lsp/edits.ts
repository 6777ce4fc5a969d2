/**
 * Quick fixes and formatting. A quick fix replaces a diagnostic's range with one of its
 * suggestions (the same fixes the shipyard page offers). Formatting writes each spec in its
 * canonical form (`spacedock format`), where that form can stand in the file as it is: a spec
 * that parses, written as a plain scalar on its line, whose canonical form is still a plain scalar.
 */
import { CodeActionKind, type CodeAction, type Diagnostic as LspDiagnostic, type TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { Analysis } from './analysis.js';
import type { FixData } from './diagnostics.js';

/** The quick fixes of the diagnostics an editor asks about. */
export function quickFixes(uri: string, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    const data = d.data as Partial<FixData> | undefined;
    if (d.source !== 'spacedock' || !Array.isArray(data?.suggestions)) continue;
    data.suggestions.forEach((s, i) => {
      if (typeof s !== 'string') return;
      out.push({
        title: s === '' ? 'Remove it' : `Replace with ${s}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: i === 0,
        edit: { changes: { [uri]: [{ range: d.range, newText: s }] } },
      });
    });
  }
  return out;
}

/** A plain YAML scalar that reads back as the same text (no indicator first, no `: ` or ` #` inside). */
const PLAIN_SAFE = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?!.*(?::\s|\s#|[,[\]{}]))[^\n]*[^\s]$/;

/** The edits that write each spec of a document in its canonical form. */
export function formatEdits(doc: TextDocument, analysis: Analysis): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const s of analysis.specs) {
    if (!s.plain) continue;
    const parsed = parseUnit(s.text);
    if (!parsed.ok) continue;
    const canonical = formatUnit(parsed.value);
    if (canonical === s.text) continue;
    if (analysis.kind === 'design' && !PLAIN_SAFE.test(canonical)) continue;
    edits.push({ range: { start: doc.positionAt(s.start), end: doc.positionAt(s.end) }, newText: canonical });
  }
  return edits;
}
