/**
 * Hover on a system line's label: the catalog's entries for an SSD label (each variant with its
 * repair cost, spaces, what it is hit on and its tech limit, as `spacedock catalog` lists them),
 * what the damage chart calls a chart system (`L Warp`: Left warp), or, for the chart's name of a
 * catalog system (`Shuttle`, `Tractor`), the catalog entries it stands for.
 */
import type { Hover } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatCatalog } from '../catalog/format.js';
import { entriesByLabel } from '../catalog/queries.js';
import { toCatalogRow } from '../catalog/rows.js';
import { CHART_LABELS } from '../damage/chart-labels.js';
import { CHART_SYSTEM_NAMES, chartSystemOf } from '../damage/system-names.js';

/** A `label:` key and its plain or quoted value on one line. */
const LABEL = /\blabel\s*:\s*(["']?)([^"',}#\n]*?)\1\s*(?=[,}#]|$)/g;

/** The hover at `offset` when it is on a system label, or null. */
export function labelHover(doc: TextDocument, offset: number): Hover | null {
  const text = doc.getText();
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  const line = text.slice(lineStart, nl === -1 ? text.length : nl);
  const label = new RegExp(LABEL);
  for (let m = label.exec(line); m !== null; m = label.exec(line)) {
    const value = m[2]!.trim();
    const start = lineStart + m.index + m[0].indexOf(value, m[0].indexOf(':'));
    if (value === '' || offset < start || offset > start + value.length) continue;
    const markdown = describeLabel(value);
    if (markdown === undefined) return null;
    return { range: { start: doc.positionAt(start), end: doc.positionAt(start + value.length) }, contents: { kind: 'markdown', value: markdown } };
  }
  return null;
}

/** What the catalog and the chart say of a label, in Markdown, or undefined for a label neither knows. */
export function describeLabel(label: string): string | undefined {
  const entries = entriesByLabel(label);
  if (entries.length > 0) {
    const first = entries[0]!;
    // The table `spacedock catalog` prints, for the label's entries.
    return [`**${first.label}**: ${first.name} (SFB:TNG catalog)`, '', formatCatalog(entries.map(toCatalogRow), 'md').trimEnd(), '', first.description].join('\n');
  }
  const system = chartSystemOf(label);
  if (system === undefined) return undefined;
  const reading = CHART_LABELS[system];
  if (reading.kind === 'chart') return `**${system}**: ${CHART_SYSTEM_NAMES[system].name}, a system of the damage allocation chart (one box per count).`;
  // A chart name of a catalog system: what the catalog says of it, and what to write.
  const twins = entriesByLabel(reading.label);
  const what =
    reading.kind === 'variants'
      ? `the damage chart's name for the catalog's \`${reading.label}\`, which comes in several variants: write \`label: ${reading.label}\` with one of them as its \`variant\``
      : `the damage chart's name for the catalog's \`${reading.label}\`${reading.kind === 'entry' && reading.variant !== null ? ` variant \`${reading.variant}\`` : ''}, with its spaces and repair cost`;
  return [`**${system}**: ${what}.`, '', formatCatalog(twins.map(toCatalogRow), 'md').trimEnd()].join('\n');
}
