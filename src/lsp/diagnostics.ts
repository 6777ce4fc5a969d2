/**
 * spacedock's diagnostics as the Language Server Protocol has them: a range in UTF-16 line and
 * character positions (what JavaScript strings count, so a span's offsets convert as they are),
 * a severity, the code with a link to its entry in docs/diagnostics.md, the rule it enforces
 * cited after the message, its notes (a fleet's roster over a limit) on the lines after that, and
 * the suggestions kept for the quick fixes.
 */
import { existsSync } from 'node:fs';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Where the codes are explained, each code an anchor there: docs/diagnostics.md of the package
 * (shipped with it), as a file address an editor opens beside the design. Found from the built
 * bundle (dist/) or from the sources (src/lsp/); undefined if neither has it.
 */
export function diagnosticsDoc(): string | undefined {
  for (const relative of ['../docs/diagnostics.md', '../../docs/diagnostics.md']) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(url)) return url.href;
  }
  return undefined;
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** What a diagnostic keeps for its quick fixes (`data` of the LSP diagnostic). */
export interface FixData {
  readonly suggestions: readonly string[];
}

/**
 * One diagnostic of `doc`, its span `shift` characters on (a spec of a unit-spec file is read on
 * its own), its code linked to `doc` (see {@link diagnosticsDoc}) when there is one.
 */
export function toLsp(doc: TextDocument, d: Diagnostic, shift = 0, docs?: string): LspDiagnostic {
  const start = d.span === undefined ? 0 : shift + d.span.start;
  const end = d.span === undefined ? 0 : shift + Math.max(d.span.start, d.span.end);
  const rule = d.source === undefined ? '' : `\nrule: ${d.source.book}, ${d.source.entry}`;
  const where = d.span === undefined && d.path !== undefined ? ` (at ${d.path})` : '';
  const notes = (d.notes ?? []).map((n) => `\n${n}`).join('');
  return {
    range: { start: doc.positionAt(start), end: doc.positionAt(end) },
    severity: SEVERITY[d.severity],
    code: d.code,
    ...(docs === undefined ? {} : { codeDescription: { href: `${docs}#${d.code}` } }),
    source: 'spacedock',
    message: `${d.message}${where}${rule}${notes}`,
    ...(d.suggestions !== undefined && d.suggestions.length > 0 ? { data: { suggestions: [...d.suggestions] } satisfies FixData } : {}),
  };
}
