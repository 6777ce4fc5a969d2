/**
 * The volley lab: fire a seeded volley at a ship and step through it point by point (the roll,
 * the chart column and cell, whether it is bold, why the cells before it passed), with the record
 * sheet of the ship after the points so far; and the survivability simulation of that volley
 * fired turn after turn, plotted. The simulation runs in a Web Worker (simulation-job.ts), only
 * when asked for with the button (a link fills the form and waits for the click), and its Cancel
 * button ends the worker: the page stays responsive however long it takes.
 *
 * The log is `resolveVolley`'s own (each item carries its event as JSON, the same as the events
 * of `spacedock damage --json`); the ship after k steps comes from volley-prefix.ts.
 */
import { scopeSvgStyle } from '../ship-svg.js';
import type { VolleyEvent } from '../../../src/damage/index.js';
import type { Diagnostic } from '../../../src/index.js';
import { renderSheet } from '../../../src/sheet/index.js';
import { field, h, replaceChildren } from '../dom.js';
import { createZoomBar } from '../zoom.js';
import type { StateAccess } from '../state.js';
import type { SimulationMessage, SimulationRequest } from '../simulation-job.js';
// The worker's own bundle (offline.ts caches the same URL for offline use).
import simulationWorkerUrl from '../simulation-worker.ts?worker&url';
import { loadVolleyShip, VOLLEY_SHIPS } from '../volley-examples.js';
import { loadFullReader } from '../full-reader.js';
import type { FullYamlReader } from '../../../src/design/load-with.js';
import { facingOf, readVolleyParams, VOLLEY_LAB_DEFAULTS, VOLLEY_LAB_LIMITS, wholeIn, type VolleyParams } from '../volley-params.js';
import { volleySteps, type VolleySteps } from '../volley-prefix.js';
import type { VolleyShip } from '../volley-source.js';
import { chartWalk, eventWords } from '../volley-words.js';
import type { View } from './view.js';

const SHIP_VALUES = VOLLEY_SHIPS.map((c) => c.value);

/** A volley that was run: its settings, its ship and its steps. */
interface Run {
  readonly key: string;
  readonly params: VolleyParams;
  readonly ship: VolleyShip;
  readonly steps: VolleySteps;
}

/** What identifies a run: the settings, and the design text when the ship is the editor's. */
const keyOf = (p: Pick<VolleyParams, 'vship' | 'shield' | 'points' | 'seed'>, design: string | undefined): string =>
  JSON.stringify([p.vship, p.vship === 'design' ? (design ?? null) : null, p.shield, p.points, p.seed]);

const number = (id: string, value: number, range: { readonly min: number; readonly max: number }): HTMLInputElement =>
  h('input', { id, type: 'number', inputmode: 'numeric', min: range.min, max: range.max, step: 1, value: String(value) });

/** Where a diagnostic points: line:column in the design's text when it has one, else its path. */
const whereOf = (d: Diagnostic): string => (d.span?.line !== undefined ? `${d.span.line}:${d.span.column ?? 1}` : (d.path ?? ''));

const diagnosticList = (diagnostics: readonly Diagnostic[]): HTMLElement =>
  h(
    'ul',
    { class: 'diagnostics' },
    ...diagnostics
      .filter((d) => d.severity === 'error')
      .slice(0, 8)
      .map((d) => h('li', { class: d.severity }, h('span', { class: 'place' }, h('span', { class: 'where' }, whereOf(d))), h('span', { class: 'message' }, d.message))),
  );

/**
 * An SVG document of the library, inline, labelled for assistive technology. Its `<style>` rules
 * are scoped to `scope` (the id of the element that will hold it), so that they reach neither the
 * page nor another sheet (see ship-svg.ts).
 */
function inlineSvg(svg: string, label: string, scope: string): HTMLElement {
  const holder = h('div', { class: 'svg-holder' });
  holder.innerHTML = scopeSvgStyle(svg, `#${scope}`);
  const el = holder.querySelector('svg');
  el?.setAttribute('role', 'img');
  el?.setAttribute('aria-label', label);
  return holder;
}

function mountLab(root: HTMLElement, state: StateAccess): { show(state: StateAccess): void } {
  // --- the controls -----------------------------------------------------------------------
  const shipSelect = h('select', { id: 'volley-ship' }, ...VOLLEY_SHIPS.map((c) => h('option', { value: c.value }, c.label)));
  const shieldSelect = h('select', { id: 'volley-shield' }, ...[1, 2, 3, 4, 5, 6].map((f) => h('option', { value: String(f) }, `#${f}`)));
  const pointsInput = number('volley-points', VOLLEY_LAB_DEFAULTS.points, VOLLEY_LAB_LIMITS.points);
  const seedInput = number('volley-seed', VOLLEY_LAB_DEFAULTS.seed, VOLLEY_LAB_LIMITS.seed);
  const runButton = h('button', { id: 'volley-run', type: 'submit' }, 'Fire the volley');
  const formError = h('p', { id: 'volley-error', class: 'error-text', role: 'alert' });
  const form = h(
    'form',
    { class: 'row volley-form', 'aria-label': 'The volley' },
    field('Ship', shipSelect),
    field('Shield', shieldSelect),
    field('Points', pointsInput),
    field('Seed', seedInput),
    runButton,
  );

  const shipInfo = h('div', { id: 'volley-ship-info' });
  const summary = h('p', { id: 'volley-summary' });
  const first = h('button', { id: 'step-first', type: 'button', class: 'secondary', title: 'The ship before the volley (Home in the log)' }, '« First');
  const prev = h('button', { id: 'step-prev', type: 'button', class: 'secondary', title: 'The previous point (↑ in the log)' }, '‹ Prev');
  const next = h('button', { id: 'step-next', type: 'button', class: 'secondary', title: 'The next point (↓ in the log)' }, 'Next ›');
  const last = h('button', { id: 'step-last', type: 'button', class: 'secondary', title: 'After the whole volley (End in the log)' }, 'Last »');
  const status = h('p', { id: 'step-status', role: 'status', 'aria-live': 'polite' });
  const detail = h('div', { id: 'step-detail' });
  const log = h('ol', { id: 'volley-log', class: 'volley-log', tabindex: 0, 'aria-label': 'Event log (arrow keys step through it)' });
  const sheet = h('div', { id: 'volley-sheet', class: 'preview' });
  const sheetCaption = h('p', { id: 'volley-sheet-caption', class: 'label' });
  // The SVG texts on show (for "Open full size").
  let sheetSvg: string | undefined;
  let plotSvg: string | undefined;
  const sheetZoom = createZoomBar({ id: 'volley-sheet-zoom', box: sheet, what: 'the record sheet', source: () => sheetSvg });

  const trialsInput = number('sim-trials', VOLLEY_LAB_DEFAULTS.trials, VOLLEY_LAB_LIMITS.trials);
  const turnsInput = number('sim-turns', VOLLEY_LAB_DEFAULTS.turns, VOLLEY_LAB_LIMITS.turns);
  const simButton = h('button', { id: 'sim-run', type: 'submit' }, 'Run the simulation');
  const cancelButton = h('button', { id: 'sim-cancel', type: 'button', class: 'secondary', hidden: true }, 'Cancel');
  const simProgress = h('progress', { id: 'sim-progress', max: 1, value: 0, hidden: true, 'aria-label': 'Trials run' });
  // The count beside the bar: not in the live status, which speaks once when the run starts and once when it ends.
  const simCount = h('span', { id: 'sim-count', class: 'label', hidden: true });
  const simStatus = h('p', { id: 'sim-status', role: 'status', 'aria-live': 'polite' });
  const simPlot = h('div', { id: 'sim-plot', class: 'preview plot' });
  const simZoom = createZoomBar({ id: 'sim-plot-zoom', box: simPlot, what: 'the charts', source: () => plotSvg });
  const simForm = h('form', { class: 'row', 'aria-label': 'The simulation' }, field('Trials', trialsInput), field('Turns', turnsInput), simButton, cancelButton);

  root.append(
    h('h2', {}, 'Volley lab'),
    h(
      'p',
      { class: 'intro' },
      'Fire a volley at a ship and follow each damage point along the damage allocation chart: the 2d6 roll, the column and cell that took it, and why the cells before it passed it on. The dice are seeded, so the same seed gives the same volley here and in ',
      h('code', {}, 'spacedock damage --seed'),
      '.',
    ),
    h('div', { class: 'panel' }, form, formError, shipInfo),
    h(
      'div',
      { class: 'grid two volley-grid' },
      h(
        'section',
        { class: 'panel', 'aria-labelledby': 'volley-steps-title' },
        h('h3', { id: 'volley-steps-title' }, 'Point by point'),
        summary,
        h('div', { class: 'row step-buttons', role: 'group', 'aria-label': 'Step through the volley' }, first, prev, next, last),
        status,
        detail,
        h('h3', {}, 'Event log'),
        log,
      ),
      h('section', { class: 'panel', 'aria-labelledby': 'volley-sheet-title' }, h('h3', { id: 'volley-sheet-title' }, 'Record sheet'), sheetCaption, sheetZoom.element, sheet),
    ),
    h(
      'section',
      { class: 'panel survival', 'aria-labelledby': 'sim-title' },
      h('h3', { id: 'sim-title' }, 'Survivability'),
      h('p', {}, 'The same volley fired at the undamaged ship turn after turn, in many seeded trials: the chance each part is hit or lost, the turn the ship is destroyed, and its weapons gone by turn.'),
      simForm,
      h('div', { class: 'sim-state' }, simProgress, simCount, simStatus),
      simZoom.element,
      simPlot,
    ),
  );

  // --- the state of the lab (this closure's, one lab per page) ----------------------------
  let run: Run | undefined;
  // The full YAML reader, fetched the first time a design needs it (full-reader.ts), and which firing is the latest.
  let reader: FullYamlReader | undefined;
  let fires = 0;
  let step = 0;
  let items: HTMLLIElement[] = [];
  /** The worker of the simulation running, if one is. */
  let simWorker: Worker | undefined;

  const setControls = (p: Pick<VolleyParams, 'vship' | 'shield' | 'points' | 'seed'>): void => {
    shipSelect.value = p.vship;
    shieldSelect.value = String(p.shield);
    pointsInput.value = String(p.points);
    seedInput.value = String(p.seed);
  };

  /** The settings in the form, or an error naming the field. */
  const formParams = (): { ok: true; params: Omit<VolleyParams, 'step'> } | { ok: false; message: string; control: HTMLElement } => {
    const shield = facingOf(shieldSelect.value);
    const points = wholeIn(pointsInput.value, VOLLEY_LAB_LIMITS.points);
    const seed = wholeIn(seedInput.value, VOLLEY_LAB_LIMITS.seed);
    const { points: pr, seed: sr } = VOLLEY_LAB_LIMITS;
    if (shield === undefined) return { ok: false, message: 'Choose a shield from 1 to 6.', control: shieldSelect };
    if (points === undefined) return { ok: false, message: `Points: a whole number from ${pr.min} to ${pr.max}.`, control: pointsInput };
    if (seed === undefined) return { ok: false, message: `Seed: a whole number from ${sr.min} to ${sr.max}.`, control: seedInput };
    return { ok: true, params: { vship: shipSelect.value, shield, points, seed } };
  };

  const clearRun = (): void => {
    run = undefined;
    items = [];
    replaceChildren(log);
    replaceChildren(detail);
    replaceChildren(sheet);
    sheetCaption.textContent = '';
    summary.textContent = '';
    status.textContent = 'No volley.';
    for (const b of [first, prev, next, last, simButton]) b.disabled = true;
  };

  /** Resolves the volley of these settings and shows it at `wanted` (the last step by default). */
  const fire = (params: Omit<VolleyParams, 'step'>, wanted: number | undefined): void => {
    const design = state.get('design');
    const loaded = loadVolleyShip(params.vship, design, reader);
    const asked = ++fires;
    clearSimulation();
    if ('needsFullReader' in loaded) {
      // A design with unusual YAML (or a YAML error): read again once the full reader is here,
      // unless the lab has fired something else since.
      clearRun();
      status.textContent = 'Reading the ship…';
      loadFullReader().then(
        (r) => {
          reader = r;
          if (asked === fires) fire(params, wanted);
        },
        (error: unknown) => {
          if (asked === fires) status.textContent = `The ship cannot be read: the page could not load its YAML reader (${error instanceof Error ? error.message : String(error)}; is it offline?)`;
        },
      );
      return;
    }
    if (!loaded.ok) {
      clearRun();
      const where = params.vship === 'design' ? 'The ship editor’s design has errors; fix them in the Ship view:' : 'This ship cannot be read:';
      replaceChildren(shipInfo, h('p', { class: 'error-text' }, where), diagnosticList(loaded.diagnostics));
      return;
    }
    const steps = volleySteps(loaded.value.ship, { shield: params.shield, points: params.points, seed: params.seed });
    if (!steps.ok) {
      clearRun();
      replaceChildren(shipInfo, h('p', { class: 'error-text' }, 'The volley cannot be resolved:'), diagnosticList(steps.diagnostics));
      return;
    }
    const ship = loaded.value;
    run = { key: keyOf(params, design), params: { ...params, step: undefined }, ship, steps: steps.value };
    const more = ship.ships > 1 ? ` (the first of its ${ship.ships} ships)` : '';
    replaceChildren(shipInfo, h('p', { class: 'ship-name' }, 'Firing at ', h('strong', {}, ship.ship.name), more, '.'));
    const sum = steps.value.outcome.summary;
    summary.textContent = `${sum.points} points on shield #${params.shield}: shields ${sum.shields}, armor ${sum.armor}, internals ${sum.internals}, excess ${sum.excess}, ignored ${sum.ignored}${steps.value.outcome.ship.destroyed ? '; the ship is destroyed' : ''}.`;
    renderLog(steps.value.outcome.events);
    for (const b of [first, prev, next, last, simButton]) b.disabled = false;
    step = -1;
    setStep(wanted ?? steps.value.count, false);
    state.set({ vship: params.vship, shield: String(params.shield), points: String(params.points), seed: String(params.seed), step: String(step) });
  };

  const renderLog = (events: readonly VolleyEvent[]): void => {
    items = events.map((e, i) => {
      const words = eventWords(e);
      const li = h(
        'li',
        { class: `stage-${e.stage}`, 'data-point': e.point, 'data-step': i + 1, 'data-event': JSON.stringify(e) },
        h('span', { class: 'pt' }, words.points),
        ' ',
        h('span', { class: 'what' }, words.what),
        words.bold ? h('strong', { class: 'bold-cell' }, ' bold') : null,
        // One cell passed: said in full. Several: how many, and why, with the cells on demand.
        words.passed.length === 0
          ? null
          : words.passed.length === 1
            ? h('span', { class: 'passed' }, words.passedSummary)
            : h('details', { class: 'passed' }, h('summary', {}, words.passedSummary), words.passed.join('; ')),
      );
      return li;
    });
    replaceChildren(log, ...items);
  };

  /** Scrolls the log (and only the log, never the page) so that an item is in view. */
  const scrollIntoLog = (li: HTMLElement): void => {
    const top = li.offsetTop; // the log is positioned (style.css), so this is from its top
    if (top < log.scrollTop) log.scrollTop = top;
    else if (top + li.offsetHeight > log.scrollTop + log.clientHeight) log.scrollTop = top + li.offsetHeight - log.clientHeight;
  };

  /** Shows step k: the current event highlighted, the chart walk, the sheet after it. */
  const setStep = (k: number, write = true): void => {
    if (run === undefined) return;
    const steps = run.steps;
    const to = Math.max(0, Math.min(steps.count, k));
    if (to === step) return;
    items[step - 1]?.removeAttribute('aria-current');
    step = to;
    const current = items[step - 1];
    current?.setAttribute('aria-current', 'step');
    if (current !== undefined) scrollIntoLog(current);
    first.disabled = prev.disabled = step === 0;
    last.disabled = next.disabled = step === steps.count;
    const total = run.params.points;
    const event = steps.outcome.events[step - 1];
    const reached = steps.pointsAfter(step);
    const run0 = event !== undefined && event.last !== undefined && event.last !== event.point ? ` (points ${event.point} to ${event.last} at once)` : '';
    status.textContent = `point ${reached} of ${total}${step === 0 ? ' (before the volley)' : run0}`;
    renderDetail(event);
    renderShipSheet(step, reached);
    if (write) state.set({ step: String(step) });
  };

  const renderDetail = (event: VolleyEvent | undefined): void => {
    if (event === undefined) {
      replaceChildren(detail, h('p', {}, 'Before the first point: the ship as it was built.'));
      return;
    }
    const words = eventWords(event);
    const walk = chartWalk(event);
    replaceChildren(
      detail,
      h('p', { class: 'detail-head' }, h('span', { class: 'pt' }, `Point ${words.points}`), ' ', words.what, words.bold ? h('strong', { class: 'bold-cell' }, ' (a bold cell: once per volley)') : null),
      walk.length === 0
        ? null
        : h(
            'ol',
            { class: 'walk', 'aria-label': `Row ${event.roll ?? ''} of the damage allocation chart` },
            ...walk.map((c) =>
              h(
                'li',
                { class: `fate-${c.fate}${c.bold ? ' bold' : ''}`, title: c.why },
                h('span', { class: 'col' }, c.column),
                h('span', { class: 'cell' }, c.result),
                c.fate === 'hit' ? h('span', { class: 'visually-hidden' }, ', took the point') : null,
                c.why === undefined ? null : h('span', { class: 'visually-hidden' }, `, passed: ${c.why}`),
              ),
            ),
          ),
      walk.length === 0 || words.passed.length === 0 ? null : h('ul', { class: 'why' }, ...words.passed.map((p) => h('li', {}, p))),
    );
  };

  const renderShipSheet = (k: number, reached: number): void => {
    if (run === undefined) return;
    const ship = run.steps.shipAfter(k);
    const base = run.ship;
    // Every ship of the lab comes from a design file (YAML or JSON): its sheet is the design's, damaged.
    const drawn = renderSheet({ design: base.design, ship });
    sheetCaption.textContent = k === 0 ? 'Before the volley.' : `After point ${reached} of ${run.params.points}.`;
    if (!drawn.ok) {
      replaceChildren(sheet, diagnosticList(drawn.diagnostics));
      return;
    }
    const pages = drawn.value.pages;
    sheetSvg = pages[0];
    replaceChildren(sheet, ...pages.map((svg, i) => inlineSvg(svg, `Record sheet of ${ship.name} after point ${reached}${pages.length > 1 ? `, page ${i + 1} of ${pages.length}` : ''}`, 'volley-sheet')));
  };

  // --- the simulation -----------------------------------------------------------------------
  /** Ends the running simulation, if any (its worker with it). */
  function stopSimulation(): void {
    simWorker?.terminate();
    simWorker = undefined;
    cancelButton.hidden = true;
    simProgress.hidden = true;
    simCount.hidden = true;
    simPlot.removeAttribute('aria-busy');
    simButton.disabled = run === undefined;
  }

  function clearSimulation(): void {
    stopSimulation();
    replaceChildren(simPlot);
    simStatus.textContent = '';
  }

  /** The trials and turns of the form, or undefined after saying (and focusing) which is wrong. */
  const simSettings = (): { trials: number; turns: number } | undefined => {
    const trials = wholeIn(trialsInput.value, VOLLEY_LAB_LIMITS.trials);
    const turns = wholeIn(turnsInput.value, VOLLEY_LAB_LIMITS.turns);
    const { trials: tr, turns: tu } = VOLLEY_LAB_LIMITS;
    if (trials !== undefined && turns !== undefined) return { trials, turns };
    simStatus.textContent = trials === undefined ? `Trials: a whole number from ${tr.min} to ${tr.max}.` : `Turns: a whole number from ${tu.min} to ${tu.max}.`;
    (trials === undefined ? trialsInput : turnsInput).focus();
    return undefined;
  };

  /** Runs the simulation of the form's settings in a worker of its own (the button's work only: never from a link). */
  const simulate = (): void => {
    if (run === undefined) return;
    const settings = simSettings();
    if (settings === undefined) return;
    const { trials, turns } = settings;
    state.set({ trials: String(trials), turns: String(turns) });
    const { ship, params } = run;
    clearSimulation();
    let worker: Worker;
    try {
      worker = new Worker(simulationWorkerUrl, { type: 'module', name: 'spacedock-simulation' });
    } catch (error) {
      simStatus.textContent = `The simulation cannot start here (${error instanceof Error ? error.message : String(error)}).`;
      return;
    }
    simWorker = worker;
    simButton.disabled = true;
    cancelButton.hidden = false;
    simProgress.hidden = false;
    simProgress.max = trials;
    simProgress.value = 0;
    simCount.hidden = false;
    simCount.textContent = `0 of ${trials}`;
    simStatus.textContent = `running ${trials} trials…`;
    simPlot.setAttribute('aria-busy', 'true');
    const what = `${trials} trials of ${turns} turns, ${params.points} point${params.points === 1 ? '' : 's'} on shield #${params.shield} each turn, seed ${params.seed}`;
    worker.onmessage = (event: MessageEvent<SimulationMessage>) => {
      if (simWorker !== worker) return; // a message of a run cancelled since
      const m = event.data;
      if (m.type === 'progress') {
        simProgress.value = m.done;
        simCount.textContent = `${m.done} of ${m.total}`;
        return;
      }
      stopSimulation();
      if (m.type === 'failed') {
        simStatus.textContent = `The simulation stopped: ${m.message}`;
        return;
      }
      if (!m.ok) {
        simStatus.textContent = 'The simulation failed:';
        replaceChildren(simPlot, diagnosticList(m.diagnostics));
        return;
      }
      simStatus.textContent = `${what} (${m.ms} ms).`;
      plotSvg = m.svg;
      replaceChildren(simPlot, inlineSvg(m.svg, `Survivability of ${ship.ship.name}`, 'sim-plot'));
    };
    worker.onerror = (event) => {
      if (simWorker !== worker) return;
      event.preventDefault();
      stopSimulation();
      simStatus.textContent = `The simulation stopped: ${event.message || 'its worker could not run (is the page offline?)'}`;
    };
    const request: SimulationRequest = { type: 'simulate', ship: ship.ship, plan: [{ shield: params.shield, points: params.points }], trials, turns, seed: params.seed };
    worker.postMessage(request);
  };

  // --- events ---------------------------------------------------------------------------------
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const read = formParams();
    if (!read.ok) {
      formError.textContent = read.message;
      read.control.focus();
      return;
    }
    formError.textContent = '';
    fire(read.params, undefined);
  });
  simForm.addEventListener('submit', (event) => {
    event.preventDefault();
    simulate();
  });
  cancelButton.addEventListener('click', () => {
    if (simWorker === undefined) return;
    stopSimulation();
    simStatus.textContent = 'Cancelled.';
    simButton.focus();
  });
  first.addEventListener('click', () => setStep(0));
  prev.addEventListener('click', () => setStep(step - 1));
  next.addEventListener('click', () => setStep(step + 1));
  last.addEventListener('click', () => setStep(Number.MAX_SAFE_INTEGER));
  log.addEventListener('click', (event) => {
    const li = (event.target as Element | null)?.closest?.('li[data-step]');
    if (li instanceof HTMLElement) setStep(Number(li.dataset['step']));
  });
  log.addEventListener('keydown', (event) => {
    const moves: Readonly<Record<string, () => number>> = {
      ArrowDown: () => step + 1,
      ArrowRight: () => step + 1,
      ArrowUp: () => step - 1,
      ArrowLeft: () => step - 1,
      Home: () => 0,
      End: () => Number.MAX_SAFE_INTEGER,
      PageDown: () => step + 10,
      PageUp: () => step - 10,
    };
    const move = moves[event.key];
    if (move === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setStep(move());
  });

  // --- the address ----------------------------------------------------------------------------
  const restore = (access: StateAccess): void => {
    const p = readVolleyParams(access.get, SHIP_VALUES);
    const trials = wholeIn(access.get('trials'), VOLLEY_LAB_LIMITS.trials);
    const turns = wholeIn(access.get('turns'), VOLLEY_LAB_LIMITS.turns);
    if (trials !== undefined) trialsInput.value = String(trials);
    if (turns !== undefined) turnsInput.value = String(turns);
    const key = keyOf(p, access.get('design'));
    if (run !== undefined && run.key === key) {
      if (p.step !== undefined) setStep(p.step);
      return;
    }
    setControls(p);
    formError.textContent = '';
    fire(p, p.step);
    // A link to a simulation fills its form and waits for the click: a link alone never starts a
    // long run (a 316-character link once froze the page for minutes).
    if (run !== undefined && (trials !== undefined || turns !== undefined)) simStatus.textContent = `Press “${simButton.textContent ?? ''}” to run ${trialsInput.value} trials of ${turnsInput.value} turns.`;
  };

  restore(state);
  return { show: restore };
}

/** The view, with its lab made when it is first shown. */
function createVolleyView(): View {
  let lab: { show(state: StateAccess): void } | undefined;
  return {
    title: 'Volley lab',
    mount(root, state) {
      lab = mountLab(root, state);
    },
    show(state) {
      lab?.show(state);
    },
  };
}

export const volleyView: View = createVolleyView();
