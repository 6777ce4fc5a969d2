import { CORE_SEVERITIES, type CoreCode, type Severity } from '../diagnostics/codes.js';
import { keep, type DiagnosticSink } from '../diagnostics/sink.js';
import type { SourceRef } from '../rules/source.js';

/**
 * Reports a diagnostic of spec text that enforces a rule of the book, naming the rule in its
 * `source` (internal). Called only when a check fails, so the hot path of a valid unit builds
 * nothing; `severity` defaults to the code's own.
 */
export function emitRule(sink: DiagnosticSink, code: CoreCode, message: string, start: number, end: number, source: SourceRef, severity?: Severity): void {
  keep(sink, { severity: severity ?? CORE_SEVERITIES[code], code, message, span: { start, end }, source });
}
