/**
 * The Duel view (issue 41): two designs of the ship editor's open files (ships, or fleets)
 * fought turn by turn by `duel` of `spacedock/duel`, many times over, in a Web Worker
 * (duel-job.ts) with a progress bar and a Cancel button; the answer is the chance of each outcome
 * with its standard error, the turn the duel was decided in, the damage each side dealt per
 * power point and per design point, the parts each lost first, and the charts of `plotDuel`.
 * The worker reads the files with the editor's loader and `duel` checks the options: this view
 * holds neither the library nor the engine, and is a chunk of its own, loaded when first shown.
 * The same files, designs, options and seed give what `spacedock duel --json` gives.
 */
import type { Diagnostic } from '../../../src/index.js';
import type { DuelResult, DuelSide, Estimate } from '../../../src/duel/types.js';
import { download, field, h, replaceChildren } from '../dom.js';
import type { DuelDesign, DuelFilesFrom, DuelMessage, DuelRequest, DuelSource } from '../duel-job.js';
import { DUEL_FIELDS, DUEL_FORM_DEFAULTS, fieldOfPath, readDuelForm, type DuelField, type DuelFormTexts } from '../duel-form.js';
import duelWorkerUrl from '../duel-worker.ts?worker&url';
import { FILES_KEY } from '../files-key.js';
import type { StateAccess } from '../state.js';
import type { View } from './view.js';

/** The event `show` sends the view's section: the view reads the files again (the editor's may have changed). */
const SHOWN_EVENT = 'duel-shown';

/** The label of each option's control. */
const LABELS: Readonly<Record<DuelField, string>> = {
  trials: 'Trials',
  turns: 'Turns',
  seed: 'Seed',
  range: 'Range (hexes)',
  facing: 'Facing',
  firing: 'Firing',
  power: 'Power',
  targeting: 'Targeting (fleets)',
};

/** Choices offered for the fields that have a fixed few (the text fields take others too, as the command line does). */
const CHOICES: Readonly<Partial<Record<DuelField, readonly string[]>>> = {
  firing: ['simultaneous', 'a-first', 'b-first', 'initiative'],
  targeting: ['focus', 'spread'],
};
const SUGGESTIONS: Readonly<Partial<Record<DuelField, readonly string[]>>> = {
  range: ['24:4:4', '8', '20,16,8', 'standoff-a', 'standoff-b'],
  facing: ['head-on', 'strongest-shield', 'most-weapons', '1,1'],
  power: ['engines', 'unlimited'],
};

const FROM_WORDS: Readonly<Record<DuelFilesFrom, string>> = {
  editor: 'The designs of the files open in the ship editor.',
  address: 'The design of the address (no files are open in the ship editor).',
  examples: 'No files are open in the ship editor: the example designs are offered (cruiser.yaml, carrier.yaml, and the fleet of home-guard.yaml).',
};

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const fixed = (x: number, digits = 2): string => x.toFixed(digits);

/** A table cell of an estimate: the figure and its standard error shown, the exact ones kept in `data-value` and `data-se`. */
function estimateCell(e: Estimate | null, show: (x: number) => string): HTMLTableCellElement {
  if (e === null) return h('td', { 'data-value': 'null' }, '—');
  return h('td', { 'data-value': e.value, 'data-se': e.standardError }, `${show(e.value)} ± ${show(e.standardError)}`);
}

/** The parts a side lost first: the five most likely. */
const LOST_SHOWN = 5;

function lostFirst(side: DuelSide, key: 'a' | 'b'): HTMLElement {
  const items = side.lostFirst.slice(0, LOST_SHOWN);
  if (items.length === 0) return h('p', { id: `duel-lost-${key}` }, `${side.name} lost no internal in any trial.`);
  const many = side.kind === 'fleet';
  return h(
    'ol',
    { id: `duel-lost-${key}`, class: 'duel-lost' },
    ...items.map((l) => h('li', { 'data-name': l.name, 'data-value': l.chance.value, 'data-se': l.chance.standardError }, `${many ? `${l.ship}: ` : ''}${l.name} (${l.kind}) ${percent(l.chance.value)} ± ${percent(l.chance.standardError)}`)),
  );
}

/** The answer, as tables. */
function renderResult(r: DuelResult): HTMLElement[] {
  const { aWins, bWins, draw, bothDestroyed } = r.outcomes;
  const row = (key: string, label: string, e: Estimate | null, show: (x: number) => string): HTMLElement => h('tr', { 'data-figure': key }, h('th', { scope: 'row' }, label), estimateCell(e, show));
  const outcomes = h(
    'table',
    { id: 'duel-outcomes' },
    h('caption', {}, `Outcomes of ${r.trials.toLocaleString('en-US')} duels (± one standard error)`),
    h('tbody', {}, row('aWins', `${r.a.name} wins`, aWins, percent), row('bWins', `${r.b.name} wins`, bWins, percent), row('draw', 'Draw (both stand)', draw, percent), row('bothDestroyed', 'Both destroyed', bothDestroyed, percent)),
  );
  const sideRow = (key: string, label: string, get: (s: DuelSide) => Estimate | null, show: (x: number) => string): HTMLElement =>
    h('tr', { 'data-figure': key }, h('th', { scope: 'row' }, label), estimateCell(get(r.a), show), estimateCell(get(r.b), show));
  const plain = (key: string, label: string, get: (s: DuelSide) => string, value: (s: DuelSide) => number | null): HTMLElement =>
    h('tr', { 'data-figure': key }, h('th', { scope: 'row' }, label), h('td', { 'data-value': String(value(r.a)) }, get(r.a)), h('td', { 'data-value': String(value(r.b)) }, get(r.b)));
  const sides = h(
    'table',
    { id: 'duel-sides' },
    h('caption', {}, 'Each side (± one standard error)'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ''), h('th', { scope: 'col' }, `a: ${r.a.name}`), h('th', { scope: 'col' }, `b: ${r.b.name}`))),
    h(
      'tbody',
      {},
      plain('points', 'Design points', (s) => String(s.points), (s) => s.points),
      sideRow('destroyed', 'Destroyed', (s) => s.destroyed.chance, percent),
      sideRow('destroyedMean', 'Turn destroyed (mean)', (s) => s.destroyed.mean, (x) => fixed(x)),
      sideRow('damageDealt', 'Damage dealt', (s) => s.damageDealt, (x) => fixed(x, 1)),
      sideRow('damagePerPower', 'Damage per power point', (s) => s.damagePerPower, (x) => fixed(x, 3)),
      sideRow('damagePerDesignPoint', 'Damage per design point', (s) => s.damagePerDesignPoint, (x) => fixed(x, 4)),
      sideRow('powerSpent', 'Power spent', (s) => s.powerSpent, (x) => fixed(x, 1)),
      sideRow('shots', 'To Hit rolls', (s) => s.shots, (x) => fixed(x, 1)),
      sideRow('hits', 'Hits', (s) => s.hits, (x) => fixed(x, 1)),
    ),
  );
  const d = r.decidedBy;
  const quantiles = d.quantiles.map((q) => `${Math.round(q.p * 100)}%: ${q.value === null ? `past turn ${r.turns}` : `turn ${q.value}`}`).join(', ');
  const decided = h(
    'p',
    { id: 'duel-decided', 'data-value': d.chance.value, 'data-se': d.chance.standardError, 'data-mean': d.mean === null ? 'null' : d.mean.value },
    `Decided (a side destroyed) in ${percent(d.chance.value)} ± ${percent(d.chance.standardError)} of the duels`,
    d.mean === null ? '.' : `, in turn ${fixed(d.mean.value)} ± ${fixed(d.mean.standardError)} on average. Quantiles of the turn over all duels: ${quantiles}.`,
  );
  return [
    h('div', { class: 'scroll' }, outcomes),
    decided,
    h('div', { class: 'scroll' }, sides),
    h('div', { class: 'grid duel-lost-grid' }, h('div', {}, h('h4', {}, `${r.a.name} lost first`), lostFirst(r.a, 'a')), h('div', {}, h('h4', {}, `${r.b.name} lost first`), lostFirst(r.b, 'b'))),
  ];
}


/** The editor's kept files, as kept (read back whole by the worker), or null. */
const keptFiles = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(FILES_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The Duel view. */
export const duelView: View = {
  title: 'Duel',
  mount(root: HTMLElement, state: StateAccess) {
    const pickA = h('select', { id: 'duel-a' });
    const pickB = h('select', { id: 'duel-b' });
    const filesNote = h('p', { id: 'duel-files', class: 'label' });
    const problems = h('ul', { id: 'duel-file-problems', class: 'diagnostics' });
    const refresh = h('button', { id: 'duel-refresh', type: 'button', class: 'secondary' }, 'Read the files again');

    const controls = {} as Record<DuelField, HTMLInputElement | HTMLSelectElement>;
    const lists: HTMLElement[] = [];
    for (const key of DUEL_FIELDS) {
      const id = `duel-${key}`;
      const choices = CHOICES[key];
      if (choices !== undefined) {
        controls[key] = h('select', { id }, ...choices.map((c) => h('option', { value: c, selected: c === DUEL_FORM_DEFAULTS[key] }, c)));
        continue;
      }
      const numeric = key === 'trials' || key === 'turns' || key === 'seed';
      const suggestions = SUGGESTIONS[key];
      controls[key] = h('input', { id, type: 'text', inputmode: numeric ? 'numeric' : undefined, autocomplete: 'off', spellcheck: 'false', value: DUEL_FORM_DEFAULTS[key], list: suggestions === undefined ? undefined : `${id}-list`, size: numeric ? 8 : 16 });
      if (suggestions !== undefined) lists.push(h('datalist', { id: `${id}-list` }, ...suggestions.map((s) => h('option', { value: s }))));
    }
    const run = h('button', { id: 'duel-run', type: 'submit', disabled: true }, 'Run the duel');
    const cancel = h('button', { id: 'duel-cancel', type: 'button', class: 'secondary', hidden: true }, 'Cancel');
    const progress = h('progress', { id: 'duel-progress', max: 1, value: 0, hidden: true, 'aria-label': 'Duels fought' });
    const count = h('span', { id: 'duel-count', class: 'label', hidden: true });
    const status = h('p', { id: 'duel-status', role: 'status', 'aria-live': 'polite' });
    const optionProblems = h('ul', { id: 'duel-problems', class: 'diagnostics' });
    const notes = h('ul', { id: 'duel-notes', class: 'diagnostics' });
    const result = h('div', { id: 'duel-result' });
    const plot = h('div', { id: 'duel-plot', class: 'preview plot' });
    const saveJson = h('button', { id: 'duel-save-json', type: 'button', class: 'secondary', hidden: true }, 'Save as JSON');
    const saveSvg = h('button', { id: 'duel-save-svg', type: 'button', class: 'secondary', hidden: true }, 'Save the charts (SVG)');

    const form = h(
      'form',
      { 'aria-label': 'The duel', novalidate: true },
      h('div', { class: 'row' }, field('Side a', pickA), field('Side b', pickB), refresh),
      filesNote,
      problems,
      h('div', { class: 'row' }, ...DUEL_FIELDS.map((k) => field(LABELS[k], controls[k])), ...lists),
      h('div', { class: 'row' }, run, cancel, progress, count),
      status,
      optionProblems,
    );
    root.append(
      h('h2', {}, 'Duel'),
      h(
        'p',
        { class: 'intro' },
        'Fight two designs of the ship editor’s files, ships or fleets, turn by turn, many times over: who wins, how soon, and the damage each deals for its points. The range, facings, power and firing order are the duel’s readings of rules the point system leaves open (see the balance guide). The dice are seeded: the same designs, options and seed give what ',
        h('code', {}, 'spacedock duel a.yaml b.yaml --seed N --json'),
        ' gives.',
      ),
      h('div', { class: 'panel' }, form),
      h('div', { class: 'panel', id: 'duel-answer', hidden: true }, h('div', { class: 'row' }, saveJson, saveSvg), result, notes, plot),
    );

    let designs: readonly DuelDesign[] = [];
    let worker: Worker | undefined;
    let answer: { result: DuelResult; svg: string } | undefined;
    let plotUrl: string | undefined;

    const startWorker = (): Worker | string => {
      try {
        return new Worker(duelWorkerUrl, { type: 'module', name: 'spacedock-duel' });
      } catch (error) {
        return `The duel cannot start here (${error instanceof Error ? error.message : String(error)}).`;
      }
    };
    const source = (): DuelSource => ({ kept: keptFiles(), design: state.get('design') ?? null });

    /** Ends the running duel, if any (its worker with it). */
    function stop(): void {
      worker?.terminate();
      worker = undefined;
      cancel.hidden = true;
      progress.hidden = true;
      count.hidden = true;
      result.removeAttribute('aria-busy');
      run.disabled = designs.length === 0;
    }

    /** Fills the two pickers, keeping the designs chosen (by file and title) where they are still there. */
    function listDesigns(found: readonly DuelDesign[]): void {
      const chosen = (pick: HTMLSelectElement): DuelDesign | undefined => designs.find((d) => d.id === pick.value);
      const again = (d: DuelDesign | undefined): string | undefined => (d === undefined ? undefined : found.find((x) => x.file === d.file && x.title === d.title)?.id);
      const before = [again(chosen(pickA)), again(chosen(pickB))];
      designs = found;
      const options = (): HTMLOptionElement[] => found.map((d) => h('option', { value: d.id }, `${d.title} (${d.kind}, ${d.points} pts) · ${d.file}`));
      replaceChildren(pickA, ...options());
      replaceChildren(pickB, ...options());
      const ids = found.map((d) => d.id);
      pickA.value = before[0] ?? ids[0] ?? '';
      pickB.value = before[1] ?? ids[1] ?? ids[0] ?? '';
      run.disabled = found.length === 0 || worker !== undefined;
    }

    /** Asks a worker for the designs of the files. */
    function readFiles(): void {
      const w = startWorker();
      if (typeof w === 'string') {
        filesNote.textContent = w;
        return;
      }
      filesNote.textContent = 'Reading the files…';
      w.onmessage = (event: MessageEvent<DuelMessage>) => {
        const m = event.data;
        w.terminate();
        if (m.type === 'failed') {
          filesNote.textContent = `The files could not be read: ${m.message}`;
          return;
        }
        if (m.type !== 'designs') return;
        listDesigns(m.designs);
        filesNote.textContent = m.designs.length === 0 ? `${FROM_WORDS[m.from]} None of them holds a ship or fleet without errors.` : FROM_WORDS[m.from];
        replaceChildren(problems, ...m.problems.map((p) => h('li', { class: 'warning' }, h('span', { class: 'message' }, `${p.file} was left out: ${p.message}`))));
      };
      w.onerror = (event) => {
        event.preventDefault();
        w.terminate();
        filesNote.textContent = `The files could not be read: ${event.message || 'the worker could not run (is the page offline?)'}`;
      };
      w.postMessage({ type: 'list', source: source() } satisfies DuelRequest);
    }

    const texts = (): DuelFormTexts => Object.fromEntries(DUEL_FIELDS.map((k) => [k, controls[k].value])) as DuelFormTexts;
    const markInvalid = (bad: ReadonlySet<DuelField>): void => {
      for (const k of DUEL_FIELDS) {
        if (bad.has(k)) controls[k].setAttribute('aria-invalid', 'true');
        else controls[k].removeAttribute('aria-invalid');
      }
    };
    /** A diagnostic of `duel` as an item: placed on its option's control, or on its side (`a.document.units[6]`). */
    const item = (d: Diagnostic): HTMLElement => {
      const f = fieldOfPath(d.path);
      const side = /^(a|b)\b/.exec(d.path ?? '')?.[1];
      const where = f !== undefined ? `${LABELS[f]}: ` : side !== undefined ? `Side ${side}: ` : '';
      return h('li', { class: d.severity, 'data-field': f }, h('span', { class: 'message' }, `${where}${d.message}`));
    };
    /** The problems of `duel` (errors and warnings first, then its notes), each on its control (the first wrong one focused). */
    function showProblems(diagnostics: readonly Diagnostic[]): void {
      const bad = new Set<DuelField>();
      for (const d of diagnostics) {
        const f = fieldOfPath(d.path);
        if (f !== undefined && d.severity === 'error') bad.add(f);
      }
      const rank = (d: Diagnostic): number => (d.severity === 'info' ? 1 : 0);
      replaceChildren(optionProblems, ...[...diagnostics].sort((x, y) => rank(x) - rank(y)).map(item));
      markInvalid(bad);
      const first = DUEL_FIELDS.find((k) => bad.has(k));
      if (first !== undefined) controls[first].focus();
    }

    function showAnswer(r: DuelResult, svg: string, ms: number, noted: readonly Diagnostic[]): void {
      answer = { result: r, svg };
      replaceChildren(notes, ...noted.map(item));
      status.textContent = `${r.a.name} against ${r.b.name}: ${r.trials.toLocaleString('en-US')} duels of up to ${r.turns} turns, seed ${r.seed} (${ms} ms).`;
      replaceChildren(result, ...renderResult(r));
      if (plotUrl !== undefined) URL.revokeObjectURL(plotUrl);
      plotUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      replaceChildren(plot, h('img', { src: plotUrl, alt: `Charts of the duel of ${r.a.name} against ${r.b.name}: the outcomes, the turn it was decided in, and the parts each lost first.` }));
      saveJson.hidden = false;
      saveSvg.hidden = false;
      (root.querySelector('#duel-answer') as HTMLElement).hidden = false;
    }

    function fight(): void {
      if (worker !== undefined) return;
      const read = readDuelForm(texts());
      if (!read.ok) {
        showProblems([]);
        replaceChildren(optionProblems, h('li', { class: 'error', 'data-field': read.field }, h('span', { class: 'message' }, read.message)));
        markInvalid(new Set([read.field]));
        controls[read.field].focus();
        status.textContent = 'The options need a change.';
        return;
      }
      const a = designs.find((d) => d.id === pickA.value);
      const b = designs.find((d) => d.id === pickB.value);
      if (a === undefined || b === undefined) {
        status.textContent = 'Choose the two sides.';
        return;
      }
      const w = startWorker();
      if (typeof w === 'string') {
        status.textContent = w;
        return;
      }
      showProblems([]);
      worker = w;
      run.disabled = true;
      cancel.hidden = false;
      progress.hidden = false;
      progress.value = 0;
      count.hidden = false;
      count.textContent = '';
      status.textContent = `Fighting ${a.title} against ${b.title}…`;
      result.setAttribute('aria-busy', 'true');
      w.onmessage = (event: MessageEvent<DuelMessage>) => {
        if (worker !== w) return; // a message of a run cancelled since
        const m = event.data;
        if (m.type === 'progress') {
          progress.max = m.total;
          progress.value = m.done;
          count.textContent = `${m.done.toLocaleString('en-US')} of ${m.total.toLocaleString('en-US')}`;
          return;
        }
        if (m.type === 'designs') return;
        stop();
        if (m.type === 'failed') {
          status.textContent = `The duel stopped: ${m.message}`;
          return;
        }
        if (!m.ok) {
          status.textContent = 'The duel was not fought:';
          showProblems(m.diagnostics);
          if (m.diagnostics.some((d) => d.path === 'a' || d.path === 'b')) readFiles();
          return;
        }
        showAnswer(m.result, m.svg, m.ms, m.diagnostics);
      };
      w.onerror = (event) => {
        if (worker !== w) return;
        event.preventDefault();
        stop();
        status.textContent = `The duel stopped: ${event.message || 'its worker could not run (is the page offline?)'}`;
      };
      w.postMessage({ type: 'duel', source: source(), a: { id: a.id, title: a.title }, b: { id: b.id, title: b.title }, options: read.options } satisfies DuelRequest);
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      fight();
    });
    cancel.addEventListener('click', () => {
      if (worker === undefined) return;
      stop();
      status.textContent = 'Cancelled: the duel was stopped before its end, and nothing of it is shown.';
      run.focus();
    });
    refresh.addEventListener('click', readFiles);
    saveJson.addEventListener('click', () => {
      if (answer !== undefined) download('duel.json', `${JSON.stringify(answer.result, null, 2)}\n`, 'application/json');
    });
    saveSvg.addEventListener('click', () => {
      if (answer !== undefined) download('duel.svg', answer.svg, 'image/svg+xml');
    });
    // Shown again (after the editor, say): the files are read again, unless a duel is running.
    root.addEventListener(SHOWN_EVENT, () => {
      if (worker === undefined) readFiles();
    });
    readFiles();
  },
  show() {
    document.getElementById('view-duel')?.dispatchEvent(new Event(SHOWN_EVENT));
  },
};
