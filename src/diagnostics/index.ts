export { DIAGNOSTIC_CODES, DIAGNOSTIC_SEVERITIES, DIAGNOSTIC_SUMMARIES, type DiagnosticCode, type Severity } from './codes.js';
export { hasErrors, type Diagnostic, type Span } from './diagnostic.js';
export { formatDiagnostic, positionAt, type Position } from './format.js';
export { MAX_DIAGNOSTICS } from './limits.js';
