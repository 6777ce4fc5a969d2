import { DIAGNOSTIC_CODES } from '../src/index.js';

/** The generated pages: path (from the repository root) -> content. */
export function renderDocs(): Record<string, string> {
  return { 'docs/diagnostics.md': renderDiagnostics() };
}

const HEADER = '<!-- Generated from src/diagnostics/codes.ts by `npm run gen:docs`. Do not edit by hand. -->\n';

function renderDiagnostics(): string {
  const rows = Object.entries(DIAGNOSTIC_CODES).map(([code, d]) => `| \`${code}\` | ${d.severity} | ${d.summary.replaceAll('|', '\\|')} |`);
  return `${HEADER}
# Diagnostic codes

Every problem spacedock finds in user input comes back as a diagnostic, plain data:

\`\`\`ts
{ severity: 'error' | 'warning' | 'info', code, message, span: { start, end } }
\`\`\`

\`span\` holds UTF-16 offsets into the input, end exclusive. \`code\` is stable and meant for
programs; \`message\` is for people and may be reworded between versions. An \`error\` makes the
result fail (\`ok: false\`); warnings and infos leave it usable. \`formatDiagnostic(source, d)\`
renders one with the source line and carets under the span.

A code's severity below is its usual one; \`conflicting-modifiers\` is reported as a warning for
pairs that are legal but odd.

| code | severity | meaning |
| --- | --- | --- |
${rows.join('\n')}
`;
}
