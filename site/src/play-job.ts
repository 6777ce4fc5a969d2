/**
 * The play view's printing as a job for a Web Worker (play-worker.ts): what the page posts (the
 * game's files and its ships as play left them), what the worker posts back (each page of
 * `renderFleetSheet` as an image address), and the work itself. Drawn on the main thread, the
 * sheets of 20 ships of 18 000 boxes (a 3.7 kB link) blocked the page for 11 s (issue 37); in the
 * worker the page goes on answering, and shows each page as it is ready.
 *
 * No DOM and no worker here: the tests run `runPlayJob` in Node.
 */
import type { ShipState } from '../../src/damage/index.js';
import type { FullYamlReader } from '../../src/design/load-with.js';
import type { Diagnostic } from '../../src/index.js';
import { renderFleetSheet } from '../../src/sheet/index.js';
import { openGame, type GameFiles } from './play-game.js';

/** What the page asks for: the sheets of the game of `source` with its ships in the states `ships`. */
export interface PrintRequest {
  readonly type: 'print';
  readonly id: number;
  readonly source: GameFiles;
  readonly ships: readonly ShipState[];
}

/** What the worker answers, once per request. */
export type PrintMessage =
  /** Each page as a `data:image/svg+xml` address, in order. */
  | { readonly type: 'printed'; readonly id: number; readonly images: readonly string[] }
  /** The game or its sheets were refused: the library's diagnostics. */
  | { readonly type: 'refused'; readonly id: number; readonly diagnostics: readonly Diagnostic[] }
  /** Something threw (a bug, or the worker out of memory): no answer for this request. */
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

/** A request as the page posts it, checked (the ships themselves are checked by the sheet's reader). */
export function isPrintRequest(data: unknown): data is PrintRequest {
  if (data === null || typeof data !== 'object') return false;
  const r = data as Record<string, unknown>;
  const source = r['source'] as Record<string, unknown> | null | undefined;
  return r['type'] === 'print' && typeof r['id'] === 'number' && Array.isArray(r['ships']) && typeof source === 'object' && source !== null && typeof source['entry'] === 'string' && typeof source['files'] === 'object' && source['files'] !== null;
}

/** A page as the address of an image (what the print area shows). */
export const imageOf = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Opens the game again from its files (with the full YAML reader: the worker imports it) and
 * draws every ship's sheet in the state given; never throws (what the library throws is a
 * `failed` answer).
 */
export function runPlayJob(request: PrintRequest, reader: FullYamlReader): PrintMessage {
  try {
    const opened = openGame(request.source, reader);
    if (!opened.ok) return { type: 'refused', id: request.id, diagnostics: opened.diagnostics };
    const fleet = opened.value.fleet;
    if (request.ships.length !== fleet.ships.length) return { type: 'refused', id: request.id, diagnostics: [{ severity: 'error', code: 'invalid-value', path: 'ships', message: `the fleet has ${fleet.ships.length} ships, not ${request.ships.length}` }] };
    const sheets = renderFleetSheet(
      fleet.ships.map((s, i) => ({ label: s.label, input: { design: s.model, ship: request.ships[i]! } })),
      fleet.name,
    );
    if (!sheets.ok) return { type: 'refused', id: request.id, diagnostics: sheets.diagnostics };
    return { type: 'printed', id: request.id, images: sheets.value.pages.map(imageOf) };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
