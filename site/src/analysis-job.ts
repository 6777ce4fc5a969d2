/**
 * The ship editor's check of a big design as a job for a Web Worker (analysis-worker.ts): what the
 * page posts (the text), what the worker posts back (the text read by `analyseShip`), and when a
 * text counts as big. A design up to `CHECK_ON_PAGE_LIMIT` characters is read on the page itself,
 * at each keystroke (a few milliseconds); a longer one is read in a worker, so that the page stays
 * responsive however long the file (issue 23: a 9.5 MB design took 390 ms a keystroke on the main
 * thread, and 13.9 s with a thousand problems before positions were read from the diagnostics).
 *
 * No DOM and no worker here: the tests run `runAnalysisJob` in Node.
 */
import type { FullYamlReader } from '../../src/design/load-with.js';
import { analyseShip, type ShipAnalysis } from './ship-analysis.js';

/**
 * The longest design text (in UTF-16 code units) read on the page's main thread. Reading costs
 * about a millisecond per thousand characters of a design full of problems, so this keeps a
 * keystroke's check near 20 ms on a slow machine.
 */
export const CHECK_ON_PAGE_LIMIT = 20_000;

/** What the page asks for: the reading of `text`; `id` tells the answer to which request it belongs. */
export interface AnalysisRequest {
  readonly type: 'analyse';
  readonly id: number;
  readonly text: string;
}

/** What the worker answers, once per request. */
export type AnalysisMessage =
  | { readonly type: 'analysed'; readonly id: number; readonly analysis: ShipAnalysis }
  /** Something threw (a bug: `analyseShip` never throws on any text): no answer for this text. */
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

/** A request as the page posts it, checked. */
export function isAnalysisRequest(data: unknown): data is AnalysisRequest {
  if (data === null || typeof data !== 'object') return false;
  const r = data as Record<string, unknown>;
  return r['type'] === 'analyse' && typeof r['id'] === 'number' && typeof r['text'] === 'string';
}

/**
 * Reads the request's text with the full YAML reader (the worker imports it: this file is also
 * the page's, which fetches the reader only when a text needs it); never throws (what the
 * library throws is a `failed` answer).
 */
export function runAnalysisJob(request: AnalysisRequest, reader: FullYamlReader): AnalysisMessage {
  try {
    return { type: 'analysed', id: request.id, analysis: analyseShip(request.text, reader) };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
