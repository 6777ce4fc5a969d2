export { DIAGNOSTIC_CODES, DIAGNOSTIC_MODULES, DIAGNOSTIC_SEVERITIES, DIAGNOSTIC_SUMMARIES, type DiagnosticCode, type DiagnosticCodeInfo, type DiagnosticModule, type Severity } from './codes.js';
export type { Failure, Result, Success } from './result.js';
export { hasErrors, type Diagnostic, type Span } from './diagnostic.js';
export { formatDiagnostic, positionAt, type FormatDiagnosticOptions, type Position } from './format.js';
export { MAX_DIAGNOSTICS } from './limits.js';
