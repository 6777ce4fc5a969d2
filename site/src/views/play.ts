/**
 * The play view: a fleet (or a ship) brought to the table, each ship's record sheet to play on.
 * A box of the sheet is clicked (or tapped) to mark it destroyed, and again to restore it; the
 * boxes list beside it does the same from the keyboard, row by row (shields per facing, systems,
 * phasers, armor, tracks). Undo and redo; the next turn (regenerating armor regains boxes, Skin's
 * allowance comes back); a seeded volley from the damage chart onto a chosen
 * ship, with its log; the game saved in the browser after every change (a reload, or the page
 * offline, finds it), exported and imported as the fleet state JSON the CLI reads
 * (`spacedock sheet fleet.yaml --state`), shared by a link; and the damaged sheets printed.
 */
// `&play`: copies of the texts the volley lab also bundles, in this view's own chunk, so that
// sharing them does not split the volley lab's chunk in two (each split costs every view bytes).
import homeGuard from '../../../examples/home-guard.yaml?raw';
import cruiserYaml from '../../../examples/cruiser.yaml?raw';
import carrierYaml from '../../../examples/carrier.yaml?raw&play';
import type { ShipState } from '../../../src/damage/index.js';
import { TRACK_OF_RESULT } from '../../../src/damage/chart.js';
import { ARMOR_KIND_NAMES, SHIP_SYSTEMS } from '../../../src/damage/ship.js';
import { sheetFileName } from '../../../src/readout/sheet-name.js';
import { renderFleetSheet, renderSheet } from '../../../src/sheet/index.js';
import { notesList } from '../notes-list.js';
import { download, field, h, replaceChildren, svgElement } from '../dom.js';
import { loadFullReader } from '../full-reader.js';
import { fireVolley, importState, markShipBox, nextTurnStep, openGame, problemText, redoStep, restoreGame, stateOf, undoStep, type Game, type GameFiles } from '../play-game.js';
import { fromLink, linkParam, load, save } from '../play-store.js';
import { scopeSvgStyle } from '../ship-svg.js';
import { createZoomBar } from '../zoom.js';
import { decodeText, type StateAccess } from '../state.js';
import type { View } from './view.js';

/** The example fleet: `examples/home-guard.yaml` and the files it names. */
const EXAMPLE: GameFiles = {
  entry: 'examples/home-guard.yaml',
  files: { 'examples/home-guard.yaml': homeGuard, 'examples/cruiser.yaml': cruiserYaml, 'examples/carrier.yaml': carrierYaml },
};

/** A row of the boxes list: a sheet name of its boxes, and how many there are and are gone. */
interface BoxRow {
  readonly label: string;
  /** The sheet's name of the boxes (`data-box` before the colon). */
  readonly system: string;
  readonly total: number;
  readonly destroyed: number;
  /** For a phaser: its place in the ship's list (it is marked on its own). */
  readonly phaser?: number;
  /** The sheet's number of the row's first box, when the row is not the first of its boxes (a group of regenerating armor). */
  readonly from?: number;
}

/** The rows of a ship's boxes, as its sheet groups them (shields, systems, phasers, armor layers, specific armor, tracks). */
function boxRows(ship: ShipState, fresh: ShipState): BoxRow[] {
  const rows: BoxRow[] = [];
  fresh.shields.forEach((total, i) => {
    if (total > 0) rows.push({ label: `Shield #${i + 1}`, system: `Shield #${i + 1}`, total, destroyed: total - ship.shields[i]! });
  });
  for (const name of SHIP_SYSTEMS) {
    const b = ship.systems[name];
    if (b !== undefined && b.total > 0) rows.push({ label: name, system: name, total: b.total, destroyed: b.destroyed });
  }
  ship.phasers.forEach((p, i) => rows.push({ label: `Phaser ${i + 1} (${p.type})`, system: 'Phaser', total: 1, destroyed: p.destroyed ? 1 : 0, phaser: i }));
  for (const a of ship.armor) {
    // A regenerating layer is a row per group, as its boxes regenerate per group; the sheet numbers its boxes across the groups.
    const name = ARMOR_KIND_NAMES[a.kind];
    let from = 0;
    for (const [g, group] of (a.groups ?? [a]).entries()) {
      if (group.total > 0) rows.push({ label: a.groups === undefined || a.groups.length === 1 ? name : `${name} ${g + 1}`, system: name, total: group.total, destroyed: group.destroyed, from });
      from += group.total;
    }
  }
  ship.specificArmor.forEach((a, i) => {
    if (a.total > 0) rows.push({ label: `Specific armor (${a.guards.join(', ')})`, system: `Specific armor #${i + 1}`, total: a.total, destroyed: a.destroyed });
  });
  for (const [label, key] of Object.entries(TRACK_OF_RESULT)) {
    const t = ship.tracks[key];
    if (t.boxes.length > 0) rows.push({ label: `${label} track`, system: label, total: t.boxes.length, destroyed: t.destroyed });
  }
  return rows;
}

const number = (id: string, value: number, min: number, max: number): HTMLInputElement => h('input', { id, type: 'number', inputmode: 'numeric', min, max, step: 1, value: String(value) });

export const playView: View = {
  title: 'Play',
  mount(root: HTMLElement, state: StateAccess) {
    const storage = (() => {
      try {
        return window.localStorage;
      } catch {
        return undefined;
      }
    })();
    let game: Game | undefined;

    // --- Loading a fleet ---
    const exampleButton = h('button', { type: 'button', id: 'play-example' }, 'Play the example fleet');
    const designButton = h('button', { type: 'button', id: 'play-design', class: 'secondary' }, "Play the ship editor's design");
    const filesInput = h('input', { type: 'file', id: 'play-files', multiple: true, accept: '.yaml,.yml,.json' });
    const loadNote = h('div', { id: 'play-load-note', role: 'status', class: 'why' });
    const title = h('p', { id: 'play-title', class: 'play-title' });

    // --- The game's tools ---
    const undoButton = h('button', { type: 'button', id: 'play-undo', class: 'secondary', 'aria-keyshortcuts': 'Control+Z' }, 'Undo');
    const redoButton = h('button', { type: 'button', id: 'play-redo', class: 'secondary', 'aria-keyshortcuts': 'Control+Y' }, 'Redo');
    const exportButton = h('button', { type: 'button', id: 'play-export', class: 'secondary' }, 'Export state (JSON)');
    const importInput = h('input', { type: 'file', id: 'play-import', accept: '.json,application/json' });
    const linkButton = h('button', { type: 'button', id: 'play-link', class: 'secondary' }, 'Copy a link to this game');
    const printButton = h('button', { type: 'button', id: 'play-print', class: 'secondary' }, 'Print the sheets');
    const resetButton = h('button', { type: 'button', id: 'play-reset', class: 'secondary' }, 'Repair every ship');
    const turnButton = h('button', { type: 'button', id: 'play-next-turn', class: 'secondary', title: 'Damage Control phase and the start of the next turn: regenerating armor regains boxes, Skin ignores damage again' }, 'Next turn');
    const note = h('p', { id: 'play-note', role: 'status' });

    // --- One ship ---
    const shipSelect = h('select', { id: 'play-ship' });
    const pageSelect = h('select', { id: 'play-page' });
    const pageField = field('Page', pageSelect);
    const sheet = h('div', { id: 'play-sheet', class: 'preview play-sheet', role: 'region', tabindex: 0, 'aria-label': 'Record sheet: click a box to mark it destroyed, again to restore it' });
    const zoom = createZoomBar({ id: 'play-zoom', box: sheet, what: 'the record sheet', source: () => pages[Number(pageSelect.value) || 0] });
    const rowsList = h('ul', { id: 'play-rows', class: 'play-rows', 'aria-label': 'Boxes of the ship' });

    // --- A volley ---
    const shield = h('select', { id: 'play-shield' }, ...[1, 2, 3, 4, 5, 6].map((f) => h('option', { value: f }, `#${f}`)));
    const points = number('play-points', 10, 1, 1000);
    const seed = number('play-seed', 1, 0, 2_147_483_647);
    const fire = h('button', { type: 'button', id: 'play-fire' }, 'Apply the volley');
    const log = h('ol', { id: 'play-log', class: 'play-log', 'aria-label': 'Volleys so far', tabindex: 0 });
    const logBox = h('div', { hidden: true }, h('h3', {}, 'Log'), log);
    const printArea = h('div', { id: 'play-print-area', class: 'play-print-area', 'aria-hidden': 'true' });

    const game$ = h(
      'div',
      { id: 'play-game', hidden: true },
      title,
      h('div', { class: 'row play-tools' }, undoButton, redoButton, turnButton, exportButton, h('label', { class: 'file-button secondary', for: 'play-import' }, 'Import state…', importInput), linkButton, printButton, resetButton),
      note,
      h('div', { class: 'row' }, field('Ship', shipSelect), pageField),
      h(
        'div',
        { class: 'play-board' },
        h('div', { class: 'play-main' }, zoom.element, sheet),
        h(
          'div',
          { class: 'play-side' },
          h('h3', {}, 'Apply a volley'),
          h('div', { class: 'row' }, field('Shield', shield), field('Points', points), field('Seed', seed), fire),
          logBox,
          h('h3', {}, 'Boxes'),
          h('p', { class: 'hint' }, 'Each row goes in order, as the damage procedure takes boxes: “Destroy” marks its next box, “Restore” brings its last one back.'),
          rowsList,
        ),
      ),
    );

    replaceChildren(
      root,
      h('h2', {}, 'Play'),
      h('p', { class: 'lead' }, 'Bring a fleet to the table and play on its record sheets. The game is kept in this browser.'),
      h('div', { class: 'row play-load' }, exampleButton, designButton, h('label', { class: 'file-button secondary', for: 'play-files' }, 'Open fleet and ship files…', filesInput)),
      loadNote,
      game$,
      printArea,
    );

    // --- Drawing ---
    let shown = -1;
    let pages: readonly string[] = [];

    const current = (): number => Math.max(0, Math.min(Number(shipSelect.value) || 0, (game?.fleet.ships.length ?? 1) - 1));

    const drawSheet = (): void => {
      if (game === undefined) return;
      const i = current();
      const s = game.fleet.ships[i]!;
      const r = renderSheet({ design: s.model, ship: game.step.ships[i]! });
      pages = r.ok ? r.value.pages : [];
      const keep = shown === i ? Number(pageSelect.value) || 0 : 0;
      shown = i;
      if (pageSelect.options.length !== pages.length) replaceChildren(pageSelect, ...pages.map((_, k) => h('option', { value: k }, `${k + 1} of ${pages.length}`)));
      pageSelect.value = String(Math.min(keep, Math.max(0, pages.length - 1)));
      pageField.hidden = pages.length < 2;
      const el = svgElement(scopeSvgStyle(pages[Number(pageSelect.value) || 0] ?? '', '#play-sheet'));
      if (el === undefined) {
        replaceChildren(sheet, r.ok ? '' : `No sheet: ${r.diagnostics.map(problemText).join('; ')}`);
        return;
      }
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', `Record sheet of ${s.label}`);
      replaceChildren(sheet, el);
    };

    const drawRows = (): void => {
      if (game === undefined) return;
      const i = current();
      const rows = boxRows(game.step.ships[i]!, game.fresh[i]!);
      replaceChildren(
        rowsList,
        ...rows.map((row) => {
          const id = `${row.system}${row.phaser === undefined ? '' : `-${row.phaser}`}${row.from === undefined || row.from === 0 ? '' : `-${row.from}`}`.replace(/[^A-Za-z0-9]+/g, '-');
          const standing = row.total - row.destroyed;
          const destroy = h('button', { type: 'button', class: 'secondary small', 'data-row': id, 'data-act': 'destroy', disabled: standing === 0, 'aria-label': `Destroy a box of ${row.label}` }, 'Destroy');
          const restore = h('button', { type: 'button', class: 'secondary small', 'data-row': id, 'data-act': 'restore', disabled: row.destroyed === 0, 'aria-label': `Restore a box of ${row.label}` }, 'Restore');
          // Destroying marks the first standing box; restoring, the last destroyed one (a phaser is its own box).
          const boxOf = (act: 'destroy' | 'restore') => ({ system: row.system, index: row.phaser ?? (row.from ?? 0) + (act === 'destroy' ? row.destroyed : row.destroyed - 1) });
          destroy.addEventListener('click', () => mark(boxOf('destroy'), `${row.label}: destroyed`));
          restore.addEventListener('click', () => mark(boxOf('restore'), `${row.label}: restored`));
          return h('li', { id: `play-row-${id}` }, h('span', { class: 'row-label' }, row.label), h('span', { class: 'row-count' }, `${row.destroyed} of ${row.total} destroyed`), destroy, restore);
        }),
      );
    };

    const drawLog = (): void => {
      if (game === undefined) return;
      logBox.hidden = game.step.log.length === 0;
      replaceChildren(log, ...game.step.log.map((e) => h('li', {}, `${e.label}: shield #${e.shield}, ${e.points} points, seed ${e.seed}. ${e.summary}.`)));
    };

    const drawTitle = (): void => {
      if (game === undefined) return;
      const f = game.fleet;
      const gone = game.step.ships.filter((s) => s.destroyed).length;
      title.textContent = `${f.name}: ${f.totals.ships} ship${f.totals.ships === 1 ? '' : 's'}, ${f.totals.points}${f.pointsLimit === null ? '' : ` of ${f.pointsLimit}`} points${gone > 0 ? `, ${gone} destroyed` : ''}.`;
      const keep = current();
      replaceChildren(shipSelect, ...f.ships.map((s, i) => h('option', { value: i }, `${s.label}${game!.step.ships[i]!.destroyed ? ' (destroyed)' : ''}`)));
      shipSelect.value = String(Math.min(keep, f.ships.length - 1));
      undoButton.disabled = game.undo.length === 0;
      redoButton.disabled = game.redo.length === 0;
    };

    const draw = (): void => {
      game$.hidden = game === undefined;
      drawTitle();
      drawSheet();
      drawRows();
      drawLog();
    };

    const persist = (): void => {
      if (game === undefined) return;
      const s = stateOf(game);
      if (!s.ok) return;
      if (!save(storage, { version: 1, source: game.source, state: s.value, log: game.step.log })) note.textContent = 'This browser did not keep the game (its storage is full or turned off): export the state to keep it.';
    };

    const changed = (next: Game, message: string): void => {
      game = next;
      // A link's game is now this browser's: a reload finds it in storage, not the link's older state.
      if (state.get('game') !== undefined) state.set({ game: undefined });
      note.textContent = message;
      draw();
      persist();
    };

    const mark = (box: { readonly system: string; readonly index: number }, message: string): void => {
      if (game === undefined) return;
      const r = markShipBox(game, current(), box);
      if (!r.ok) {
        note.textContent = r.diagnostics.map(problemText).join('; ');
        return;
      }
      changed(r.value, message);
    };

    // --- Opening a game ---
    const open = async (source: GameFiles, saved?: { readonly state: unknown; readonly log: readonly unknown[] }): Promise<void> => {
      loadNote.textContent = '';
      let r = openGame(source, undefined);
      if ('needsFullReader' in r) r = openGame(source, await loadFullReader());
      if (!r.ok) {
        // Each problem on its own line, with its notes under it (the roster of a limit passed).
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        replaceChildren(loadNote, h('p', {}, 'This fleet cannot be played:'), h('ul', { class: 'problems' }, ...errors.map((d) => h('li', {}, problemText(d), notesList(d)))));
        return;
      }
      let g = r.value;
      if (saved !== undefined) {
        const restored = restoreGame(g, saved.state, saved.log as never);
        if (restored.ok) g = restored.value;
        else loadNote.textContent = `The saved damage did not fit this fleet, so it starts undamaged: ${restored.diagnostics.map(problemText).join('; ')}`;
      }
      shown = -1;
      shipSelect.value = '0';
      game = g;
      draw();
      persist();
    };

    exampleButton.addEventListener('click', () => void open(EXAMPLE));
    designButton.addEventListener('click', () => {
      const param = state.get('design');
      const text = param === undefined ? undefined : decodeText(param);
      if (text === undefined) {
        loadNote.textContent = 'The ship editor has no design in the address: open the Ship view, or open files here.';
        return;
      }
      void open({ entry: 'design.yaml', files: { 'design.yaml': text } });
    });
    filesInput.addEventListener('change', () => {
      const chosen = [...(filesInput.files ?? [])];
      if (chosen.length === 0) return;
      void Promise.all(chosen.map(async (f) => [f.name, await f.text()] as const)).then((read) => {
        const files = Object.fromEntries(read);
        // The file with a fleet is the entry; else the first file.
        const entry = read.find(([, t]) => /^kind:\s*fleet\b/m.test(t))?.[0] ?? read[0]![0];
        filesInput.value = '';
        return open({ entry, files });
      });
    });

    // --- The tools ---
    undoButton.addEventListener('click', () => game !== undefined && changed(undoStep(game), 'Undone.'));
    redoButton.addEventListener('click', () => game !== undefined && changed(redoStep(game), 'Redone.'));
    root.addEventListener('keydown', (event) => {
      if (game === undefined || !(event.ctrlKey || event.metaKey) || (event.target as Element | null)?.closest?.('input, textarea, select') != null) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) changed(undoStep(game), 'Undone.');
      else if (key === 'y' || (key === 'z' && event.shiftKey)) changed(redoStep(game), 'Redone.');
      else return;
      event.preventDefault();
    });
    exportButton.addEventListener('click', () => {
      if (game === undefined) return;
      const s = stateOf(game);
      if (s.ok) download(sheetFileName(game.fleet.name).replace(/\.svg$/, '-state.json'), `${JSON.stringify(s.value, null, 2)}\n`, 'application/json');
    });
    importInput.addEventListener('change', () => {
      const file = importInput.files?.[0];
      if (file === undefined || game === undefined) return;
      void file.text().then((text) => {
        importInput.value = '';
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (error) {
          note.textContent = `${file.name} is not JSON: ${error instanceof Error ? error.message : String(error)}`;
          return;
        }
        const r = importState(game!, value, current());
        if (!r.ok) note.textContent = `${file.name} is not a state of this fleet or of this ship: ${r.diagnostics.map(problemText).join('; ')}`;
        else changed(r.value, `Imported ${file.name}.`);
      });
    });
    linkButton.addEventListener('click', () => {
      if (game === undefined) return;
      const s = stateOf(game);
      if (!s.ok) return;
      state.set({ game: linkParam({ version: 1, source: game.source, state: s.value, log: game.step.log }) });
      const url = location.href;
      void navigator.clipboard?.writeText(url).then(
        () => (note.textContent = 'A link to this game is on the clipboard (and in the address).'),
        () => (note.textContent = 'The link to this game is in the address: copy it from there.'),
      );
    });
    printButton.addEventListener('click', () => {
      if (game === undefined) return;
      const g = game;
      const r = renderFleetSheet(g.fleet.ships.map((s, i) => ({ label: s.label, input: { design: s.model, ship: g.step.ships[i]! } })), g.fleet.name);
      if (!r.ok) {
        note.textContent = `No sheets: ${r.diagnostics.map(problemText).join('; ')}`;
        return;
      }
      // Each page as an image of its own SVG, so it keeps its own styles on paper.
      replaceChildren(printArea, ...r.value.pages.map((svg, k) => h('img', { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: `page ${k + 1}`, class: 'print-page' })));
      document.body.classList.add('printing-play');
      window.addEventListener('afterprint', () => document.body.classList.remove('printing-play'), { once: true });
      window.print();
    });
    turnButton.addEventListener('click', () => {
      if (game === undefined) return;
      const r = nextTurnStep(game);
      if (!r.ok) note.textContent = r.diagnostics.map(problemText).join('; ');
      else changed(r.value, 'Next turn: regenerating armor regained its boxes and Skin ignores damage again (undo takes it back).');
    });
    resetButton.addEventListener('click', () => {
      if (game === undefined) return;
      changed({ ...game, step: { ships: game.fresh, log: game.step.log }, undo: [...game.undo, game.step], redo: [] }, 'Every ship is repaired (undo brings the damage back).');
    });

    // --- The sheet and the rows ---
    shipSelect.addEventListener('change', () => {
      drawSheet();
      drawRows();
    });
    pageSelect.addEventListener('change', drawSheet);
    sheet.addEventListener('click', (event) => {
      const box = (event.target as Element | null)?.closest?.('[data-box]');
      const at = box?.getAttribute('data-box');
      if (at === undefined || at === null) return;
      const colon = at.lastIndexOf(':');
      mark({ system: at.slice(0, colon), index: Number(at.slice(colon + 1)) }, `${at.slice(0, colon)} box ${Number(at.slice(colon + 1)) + 1} marked.`);
    });
    fire.addEventListener('click', () => {
      if (game === undefined) return;
      const volley = { shield: Number(shield.value), points: Number(points.value), seed: Number(seed.value) };
      if (!Number.isInteger(volley.points) || volley.points < 1 || volley.points > 1000 || !Number.isInteger(volley.seed) || volley.seed < 0) {
        note.textContent = 'A volley is 1 to 1000 points, with a seed of 0 or more.';
        return;
      }
      const r = fireVolley(game, current(), volley);
      if (!r.ok) {
        note.textContent = r.diagnostics.map(problemText).join('; ');
        return;
      }
      seed.value = String(volley.seed + 1);
      changed(r.value, `Volley applied to ${game.fleet.ships[current()]!.label}.`);
    });

    // --- Where the game comes from: a link, else this browser ---
    const linked = fromLink(state.get('game'));
    const saved = linked ?? load(storage);
    if (saved !== undefined) void open(saved.source, { state: saved.state, log: saved.log }).then(() => linked !== undefined && state.set({ game: undefined }));
  },
};
