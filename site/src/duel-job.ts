/**
 * The Duel view's work as a job for a Web Worker (duel-worker.ts): what the page posts (where the
 * editor's open files are, the two designs chosen, the options as the form gave them) and
 * what the worker posts back (the designs the files hold; progress now and then; the answer of
 * `duel` with its charts). The worker reads the files with the loader the editor uses (each
 * design compiled once, as `spacedock duel` reads its files) and hands the compiled models to
 * `duel`, which checks the options: the page itself loads neither the library nor the engine.
 * The Cancel button ends the run by ending the worker.
 *
 * No DOM and no worker here: the tests run `runDuelJob` in Node.
 */
import type { Diagnostic } from '../../src/index.js';
import { loadWith, type FullYamlReader } from '../../src/design/load-with.js';
import { documentTitle } from '../../src/design/document-parts.js';
import type { ShipModel } from '../../src/design/model.js';
import { duel } from '../../src/duel/duel.js';
import type { DuelContender, DuelOptions, DuelResult } from '../../src/duel/types.js';
import type { FleetLoader } from '../../src/fleet/resolve.js';
import { resolveFleetWith } from '../../src/fleet/resolve.js';
import { plotDuel } from '../../src/plot/duel.js';
import { filesHost } from './files-host.js';
import { DESIGN_FILE } from './ship-analysis.js';
import { readKept } from './ship-files-store.js';
import { decodeText } from './state.js';

/** One design a file holds, as the view lists it: `id` is its file's index and its document's. */
export interface DuelDesign {
  readonly id: string;
  readonly file: string;
  readonly kind: 'ship' | 'fleet';
  readonly title: string;
  /** Its design points (a fleet's ships' together). */
  readonly points: number;
}

/** A file the worker could not use, and why (its first error). */
export interface DuelFileProblem {
  readonly file: string;
  readonly message: string;
}

/** The open files: each its name and text. */
export type DuelFiles = readonly { readonly name: string; readonly text: string }[];

/**
 * Where the files come from: the ship editor's open files as it keeps them in the browser (the
 * text of `localStorage[FILES_KEY]`, read back whole by `readKept`), else the design in the
 * address (a link), else the examples.
 */
export interface DuelSource {
  readonly kept: string | null;
  /** The address's `design` parameter as it is there (base64url: the worker decodes it, so the view's chunk needs nothing of state.ts but its types). */
  readonly design: string | null;
}

/** Which files were read. */
export type DuelFilesFrom = 'editor' | 'address' | 'examples';

/** The files of a source: the kept ones when they read back, else the address's design, else `examples`. */
export function filesOf(source: DuelSource, examples: DuelFiles): { readonly files: DuelFiles; readonly from: DuelFilesFrom } {
  const kept = readKept(source.kept);
  if (kept.ok) return { files: kept.value.files.map((f) => ({ name: f.name, text: f.text })), from: 'editor' };
  const design = source.design === null ? undefined : decodeText(source.design);
  if (design !== undefined) return { files: [{ name: DESIGN_FILE, text: design }], from: 'address' };
  return { files: examples, from: 'examples' };
}

/** The options as the form gives them: plain data (the library checks them; no progress callback). */
export type DuelFormOptions = Omit<DuelOptions, 'onProgress'>;

/** A design chosen: its `id` in the list, and its title then (a file changed since, whose document at that place is another design, is not fought). */
export interface DuelPick {
  readonly id: string;
  readonly title: string;
}

/** What the page asks for: the designs of the files, or a duel of two of them. */
export type DuelRequest =
  | { readonly type: 'list'; readonly source: DuelSource }
  | { readonly type: 'duel'; readonly source: DuelSource; readonly a: DuelPick; readonly b: DuelPick; readonly options: DuelFormOptions };

/** What the worker answers. */
export type DuelMessage =
  | { readonly type: 'designs'; readonly from: DuelFilesFrom; readonly designs: readonly DuelDesign[]; readonly problems: readonly DuelFileProblem[] }
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  /** The answer, with what `duel` noted (a unit it does not fire, and why). */
  | { readonly type: 'done'; readonly ok: true; readonly result: DuelResult; readonly svg: string; readonly ms: number; readonly diagnostics: readonly Diagnostic[] }
  | { readonly type: 'done'; readonly ok: false; readonly diagnostics: readonly Diagnostic[] }
  /** Something threw (a bug, or the worker out of memory): the run is over, without an answer. */
  | { readonly type: 'failed'; readonly message: string };

/** The least time between two progress messages: the page redraws its bar no more often. */
export const DUEL_PROGRESS_EVERY_MS = 100;

const isSource = (v: unknown): v is DuelSource => {
  if (typeof v !== 'object' || v === null) return false;
  const { kept, design } = v as Record<string, unknown>;
  return (kept === null || typeof kept === 'string') && (design === null || typeof design === 'string');
};

/** A request as the page posts it, checked (the options are the library's to check). */
export function isDuelRequest(data: unknown): data is DuelRequest {
  if (data === null || typeof data !== 'object') return false;
  const r = data as Record<string, unknown>;
  if (!isSource(r['source'])) return false;
  if (r['type'] === 'list') return true;
  const isPick = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as DuelPick).id === 'string' && typeof (v as DuelPick).title === 'string';
  return r['type'] === 'duel' && isPick(r['a']) && isPick(r['b']) && typeof r['options'] === 'object' && r['options'] !== null;
}

/** A design found in the files, with what the duel fights. */
interface Found {
  readonly design: DuelDesign;
  readonly contender: DuelContender;
}

/**
 * The ship and fleet documents of the files, each compiled by the loader (a fleet's `ships:`
 * looked up among the same files, as the editor does); a file with errors is named with its
 * first one and left out.
 */
function designsOf(files: DuelFiles, reader: FullYamlReader): { readonly found: readonly Found[]; readonly problems: readonly DuelFileProblem[] } {
  const found: Found[] = [];
  const problems: DuelFileProblem[] = [];
  const texts: Record<string, string> = Object.fromEntries(files.map((f) => [f.name, f.text]));
  const load: FleetLoader = (text, file) => {
    const r = loadWith(text, file, reader);
    return r.ok ? { ok: true, value: { file: r.file, documents: r.documents, counts: r.counts }, diagnostics: r.diagnostics } : { ok: false, diagnostics: r.diagnostics };
  };
  files.forEach((f, i) => {
    const r = loadWith(f.text, f.name, reader);
    if (!r.ok) {
      const first = r.diagnostics.find((d) => d.severity === 'error');
      problems.push({ file: f.name, message: first?.message ?? 'it could not be read' });
      return;
    }
    r.documents.forEach((d, j) => {
      const id = `${i}:${j}`;
      if (d.kind === 'ship') {
        found.push({ design: { id, file: f.name, kind: 'ship', title: documentTitle(d.document), points: d.totals.points }, contender: d as ShipModel });
      } else if (d.kind === 'fleet') {
        const fleet = resolveFleetWith({ file: f.name, documents: r.documents, counts: r.counts }, filesHost(texts), { allowOutsideRefs: true, fleet: d.document.name }, load);
        if (!fleet.ok) {
          problems.push({ file: f.name, message: `fleet ${d.document.name}: ${fleet.diagnostics.find((x) => x.severity === 'error')?.message ?? 'it could not be resolved'}` });
          return;
        }
        const points = fleet.value.ships.reduce((a, s) => a + s.model.totals.points, 0);
        found.push({ design: { id, file: f.name, kind: 'fleet', title: fleet.value.name, points }, contender: fleet.value });
      }
    });
  });
  return { found, problems };
}

/**
 * Does what the request asks, posting the messages; `now` is the clock the progress is
 * throttled by. Never throws: what the library throws (it should not) is a `failed` answer.
 */
export function runDuelJob(request: DuelRequest, examples: DuelFiles, reader: FullYamlReader, post: (message: DuelMessage) => void, now: () => number = () => performance.now()): void {
  try {
    const { files, from } = filesOf(request.source, examples);
    const { found, problems } = designsOf(files, reader);
    if (request.type === 'list') {
      post({ type: 'designs', from, designs: found.map((f) => f.design), problems });
      return;
    }
    const pick = (p: DuelPick, side: 'a' | 'b'): Found | Diagnostic =>
      found.find((f) => f.design.id === p.id && f.design.title === p.title) ?? { severity: 'error', code: 'invalid-value', path: side, message: `${p.title} is no longer where it was among the open files (was its file closed or changed?): read the files again` };
    const a = pick(request.a, 'a');
    const b = pick(request.b, 'b');
    const missing = [a, b].filter((x): x is Diagnostic => 'severity' in x);
    if (missing.length > 0 || 'severity' in a || 'severity' in b) {
      post({ type: 'done', ok: false, diagnostics: missing });
      return;
    }
    const started = now();
    let last = -Infinity;
    const result = duel(a.contender, b.contender, {
      ...request.options,
      onProgress: (done, total) => {
        const t = now();
        if (done < total && t - last < DUEL_PROGRESS_EVERY_MS) return;
        last = t;
        post({ type: 'progress', done, total });
      },
    });
    if (!result.ok) {
      post({ type: 'done', ok: false, diagnostics: result.diagnostics });
      return;
    }
    const plot = plotDuel(result.value);
    if (!plot.ok) {
      post({ type: 'done', ok: false, diagnostics: plot.diagnostics });
      return;
    }
    post({ type: 'done', ok: true, result: result.value, svg: plot.value, ms: Math.round(now() - started), diagnostics: result.diagnostics });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
