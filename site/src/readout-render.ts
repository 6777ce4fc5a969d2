/**
 * The readout of the ship editor's design, rendered with the built-in templates that
 * `spacedock render` uses (readout.html, readout.md, and their partials), so that the page and
 * the command line print the same text. A chunk of its own (with LiquidJS), which the page fetches
 * the first time the readout is asked for (site/src/readout-panel.ts).
 */
import type { TemplateData } from '../../src/design/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { renderTemplate } from '../../src/render/index.js';
import readoutHtml from '../../templates/readout.html.liquid?raw';
import readoutMd from '../../templates/readout.md.liquid?raw';
import shipMd from '../../templates/_ship.md.liquid?raw';

/** The partials the built-in readouts use, by the names they give them. */
const PARTIALS: Readonly<Record<string, string>> = Object.freeze({ '_ship.md.liquid': shipMd });

/** The readout of one ship document: its HTML page and its Markdown, or why there is none. */
export type ReadoutText = { readonly ok: true; readonly html: string; readonly md: string } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * Renders the readout of a ship's template data, as `spacedock render` would from its file. The
 * data is made by the caller (readout-panel.ts), whose chunk holds the readout model already: this
 * chunk holds LiquidJS and the templates only.
 */
export function renderReadout(data: TemplateData): ReadoutText {
  const html = renderTemplate(readoutHtml, data, { name: 'readout.html.liquid', partials: PARTIALS });
  const md = renderTemplate(readoutMd, data, { name: 'readout.md.liquid', partials: PARTIALS });
  if (!html.ok) return html;
  if (!md.ok) return md;
  return { ok: true, html: html.value, md: md.value };
}
