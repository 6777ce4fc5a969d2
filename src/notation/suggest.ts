import { CORE_SEVERITIES, type CoreCode } from '../diagnostics/codes.js';
import { keep, type DiagnosticSink } from '../diagnostics/sink.js';

export { closest } from '../text/closest.js';

/**
 * Reports a diagnostic (as `emit` does, at its code's severity) with the texts that could replace
 * `start..end`, best first, as its `suggestions`; an empty list adds none. The same texts should
 * be named in the message ("did you mean X?"), so that a reader without an editor gets them too.
 */
export function emitSuggesting(sink: DiagnosticSink, code: CoreCode, message: string, start: number, end: number, suggestions: readonly string[]): void {
  const d = { severity: CORE_SEVERITIES[code], code, message, span: { start, end } };
  keep(sink, suggestions.length === 0 ? d : { ...d, suggestions: Object.freeze([...suggestions]) });
}

