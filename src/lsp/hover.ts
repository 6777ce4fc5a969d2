/**
 * Hover on a spec: its canonical form and its price as `spacedock price` gives it (basic,
 * active, build, power, range, and each modifier's factor), or its problems when it has some.
 * In a design that loaded, the price is the compiled one (its document's profile).
 */
import type { Hover } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { renderPrice } from '../cli/price-command.js';
import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { Analysis, PriceCache } from './analysis.js';
import { priceAt } from './analysis.js';
import { specAt } from './specs.js';

/** The hover at `offset` of a document, or null where there is no spec. */
export function hoverAt(doc: TextDocument, analysis: Analysis, offset: number, cache: PriceCache): Hover | null {
  const spec = specAt(analysis.specs, offset);
  if (spec === undefined) return null;
  const range = { start: doc.positionAt(spec.start), end: doc.positionAt(spec.end) };
  const priced = priceAt(analysis, spec, cache);
  const parsed = parseUnit(spec.text);
  if (!priced.ok || !parsed.ok) {
    const problems = priced.diagnostics.map((d) => `- ${d.severity} \`${d.code}\`: ${d.message}`).join('\n');
    return { range, contents: { kind: 'markdown', value: `**Unit spec with problems**\n\n${problems}` } };
  }
  const p = priced.value;
  const canonical = formatUnit(parsed.value);
  const value = [
    `**${canonical}**`,
    '',
    `build **${p.build}** · power ${p.power} · range ${p.ranged ? p.range : '-'} · active ${p.active} · basic ${p.basic} (profile ${p.profile})`,
    '',
    '```text',
    renderPrice(p, parsed.value),
    '```',
  ].join('\n');
  return { range, contents: { kind: 'markdown', value } };
}
