/**
 * The play view: a fleet (or a ship) brought to the table, each ship's record sheet to play on.
 * A box of the sheet is clicked (or tapped) to mark it destroyed, and again to restore it; the
 * boxes list beside it does the same from the keyboard, row by row (shields per facing, systems,
 * phasers, armor, tracks), folded by group. On a touch screen a tap on boxes too small for a
 * finger zooms the sheet first (play-tap.ts). Undo and redo; the next turn (regenerating armor regains boxes, Skin's
 * allowance comes back); a seeded volley from the damage chart onto a chosen
 * ship, with its log; the game saved in the browser after every change (a reload, or the page
 * offline, finds it), exported and imported as the fleet state JSON the CLI reads
 * (`spacedock sheet fleet.yaml --state`), shared by a link; and the damaged sheets printed.
 * A game opened over another puts that one aside (one click brings it back), and a link asks
 * before it does so; a saved game is read back whole; Import and Print check their size before
 * any work, and the sheets for print are drawn in a Web Worker (play-job.ts).
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
import { renderSheet } from '../../../src/sheet/index.js';
import { notesList } from '../notes-list.js';
import { download, field, h, replaceChildren, svgElement } from '../dom.js';
import { loadFullReader } from '../full-reader.js';
import { fireVolley, importState, markShipBox, nextTurnStep, openGame, problemText, redoStep, restoreGame, stateOf, undoStep, type Game, type GameFiles } from '../play-game.js';
import { forget, fromLink, linkParam, load, REPLACED_KEY, sameGame, save, type SavedGame } from '../play-store.js';
import { IMPORT_STATE_DEPTH, IMPORT_STATE_LIMIT, PLAY_VOLLEY_LIMITS, PRINT_BOX_LIMIT } from '../play-limits.js';
import type { PrintMessage, PrintRequest } from '../play-job.js';
import playWorkerUrl from '../play-worker.ts?worker&url';
import { nestingPast } from '../json-nesting.js';
import { ADDRESS_TEXT_LIMIT } from '../address-params.js';
import type { Diagnostic } from '../../../src/index.js';
import { scopeSvgStyle } from '../ship-svg.js';
import { createZoomBar } from '../zoom.js';
import { createTapZoom } from '../play-tap.js';
import { decodeText, type StateAccess } from '../state.js';
import type { View } from './view.js';

/** The example fleet: `examples/home-guard.yaml` and the files it names. */
const EXAMPLE: GameFiles = {
  entry: 'examples/home-guard.yaml',
  files: { 'examples/home-guard.yaml': homeGuard, 'examples/cruiser.yaml': cruiserYaml, 'examples/carrier.yaml': carrierYaml },
};

/** A row of the boxes list: a sheet name of its boxes, and how many there are and are gone. */
interface BoxRow {
  /** The group the boxes list folds it under (the sheet's blocks). */
  readonly group: 'Shields' | 'Systems' | 'Phasers' | 'Armor' | 'Tracks';
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
    if (total > 0) rows.push({ group: 'Shields', label: `Shield #${i + 1}`, system: `Shield #${i + 1}`, total, destroyed: total - ship.shields[i]! });
  });
  for (const name of SHIP_SYSTEMS) {
    const b = ship.systems[name];
    if (b !== undefined && b.total > 0) rows.push({ group: 'Systems', label: name, system: name, total: b.total, destroyed: b.destroyed });
  }
  ship.phasers.forEach((p, i) => rows.push({ group: 'Phasers', label: `Phaser ${i + 1} (${p.type})`, system: 'Phaser', total: 1, destroyed: p.destroyed ? 1 : 0, phaser: i }));
  for (const a of ship.armor) {
    // A regenerating layer is a row per group, as its boxes regenerate per group; the sheet numbers its boxes across the groups.
    const name = ARMOR_KIND_NAMES[a.kind];
    let from = 0;
    for (const [g, group] of (a.groups ?? [a]).entries()) {
      if (group.total > 0) rows.push({ group: 'Armor', label: a.groups === undefined || a.groups.length === 1 ? name : `${name} ${g + 1}`, system: name, total: group.total, destroyed: group.destroyed, from });
      from += group.total;
    }
  }
  ship.specificArmor.forEach((a, i) => {
    if (a.total > 0) rows.push({ group: 'Armor', label: `Specific armor (${a.guards.join(', ')})`, system: `Specific armor #${i + 1}`, total: a.total, destroyed: a.destroyed });
  });
  for (const [label, key] of Object.entries(TRACK_OF_RESULT)) {
    const t = ship.tracks[key];
    if (t.boxes.length > 0) rows.push({ group: 'Tracks', label: `${label} track`, system: label, total: t.boxes.length, destroyed: t.destroyed });
  }
  return rows;
}

const number = (id: string, value: number, min: number, max: number): HTMLInputElement => h('input', { id, type: 'number', inputmode: 'numeric', min, max, step: 1, value: String(value) });

/** A saved game's name for the page: its fleet's, as its state says, else its entry file's. */
function gameName(saved: SavedGame): string {
  const fleet = (saved.state as { readonly fleet?: unknown }).fleet;
  return typeof fleet === 'string' && fleet !== '' ? fleet.slice(0, 80) : saved.source.entry.slice(0, 80);
}

/** Numbers as the page writes them (`1,048,576`). */
const count = (n: number): string => n.toLocaleString('en-US');

/** The most problems listed under a note; the rest are counted. */
const LISTED = 5;

/** Builds the view; gives what to do when it is shown again (the address may hold a new link). */
function mountPlay(root: HTMLElement, state: StateAccess): (state: StateAccess) => void {
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

  // --- A link's game, while another is in progress: asked first ---
  const askText = h('p', { id: 'play-ask-text' });
  const askOpen = h('button', { type: 'button', id: 'play-ask-open' }, 'Open the linked game');
  const askKeep = h('button', { type: 'button', id: 'play-ask-keep', class: 'secondary' }, 'Keep my game');
  const askBar = h('div', { id: 'play-ask', class: 'play-bar', role: 'region', 'aria-label': 'A game link', hidden: true }, askText, h('div', { class: 'row' }, askOpen, askKeep));
  // --- The game another one replaced, kept aside: one click brings it back ---
  const asideText = h('p', { id: 'play-aside-text' });
  const asideBack = h('button', { type: 'button', id: 'play-aside-back' }, 'Back to my game');
  const asideForget = h('button', { type: 'button', id: 'play-aside-forget', class: 'secondary' }, 'Forget it');
  const asideBar = h('div', { id: 'play-aside', class: 'play-bar', role: 'region', 'aria-label': 'The game put aside', hidden: true }, asideText, h('div', { class: 'row' }, asideBack, asideForget));
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
  const tap = createTapZoom(sheet, zoom);
  zoom.element.append(tap.button);
  // The boxes list, folded by group (the sheet's blocks): open beside the sheet on a wide screen, folded below it on a phone.
  const rowsList = h('div', { id: 'play-rows', class: 'play-groups', role: 'group', 'aria-label': 'Boxes of the ship' });
  const openGroups = new Set<string>(matchMedia('(min-width: 900px)').matches ? ['Shields', 'Systems', 'Phasers', 'Armor', 'Tracks'] : []);

  // --- A volley ---
  const shield = h('select', { id: 'play-shield' }, ...[1, 2, 3, 4, 5, 6].map((f) => h('option', { value: f }, `#${f}`)));
  const points = number('play-points', 10, PLAY_VOLLEY_LIMITS.points.min, PLAY_VOLLEY_LIMITS.points.max);
  const seed = number('play-seed', 1, PLAY_VOLLEY_LIMITS.seed.min, PLAY_VOLLEY_LIMITS.seed.max);
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
      h('div', { class: 'play-main' }, zoom.element, h('p', { class: 'hint play-tap-hint' }, 'On a touch screen a tap on the sheet zooms in where you tapped, until a box is large enough to tap; a tap then marks it. “Fit width” shows the whole sheet.'), sheet),
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
    askBar,
    asideBar,
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
    // The button that had the focus gets it back in the new list (or its row's other one, when it is now disabled).
    const had = (document.activeElement as HTMLElement | null)?.dataset?.['row'];
    const act = (document.activeElement as HTMLElement | null)?.dataset?.['act'];
    // Each group stays as the reader left it: read from the list itself, since its toggle event comes a task later than the click or key that opened it.
    for (const d of rowsList.querySelectorAll<HTMLDetailsElement>('details[data-group]')) {
      const name = d.dataset['group'] as BoxRow['group'];
      if (d.open) openGroups.add(name);
      else openGroups.delete(name);
    }
    const groups = new Map<BoxRow['group'], BoxRow[]>();
    for (const row of boxRows(game.step.ships[i]!, game.fresh[i]!)) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
    const rowItem = (row: BoxRow): HTMLElement => {
      const id = `${row.system}${row.phaser === undefined ? '' : `-${row.phaser}`}${row.from === undefined || row.from === 0 ? '' : `-${row.from}`}`.replace(/[^A-Za-z0-9]+/g, '-');
      const standing = row.total - row.destroyed;
      const destroy = h('button', { type: 'button', class: 'secondary small', 'data-row': id, 'data-act': 'destroy', disabled: standing === 0, 'aria-label': `Destroy a box of ${row.label}` }, 'Destroy');
      const restore = h('button', { type: 'button', class: 'secondary small', 'data-row': id, 'data-act': 'restore', disabled: row.destroyed === 0, 'aria-label': `Restore a box of ${row.label}` }, 'Restore');
      // Destroying marks the first standing box; restoring, the last destroyed one (a phaser is its own box).
      const boxOf = (act: 'destroy' | 'restore') => ({ system: row.system, index: row.phaser ?? (row.from ?? 0) + (act === 'destroy' ? row.destroyed : row.destroyed - 1) });
      destroy.addEventListener('click', () => mark(boxOf('destroy'), `${row.label}: destroyed`));
      restore.addEventListener('click', () => mark(boxOf('restore'), `${row.label}: restored`));
      return h('li', { id: `play-row-${id}` }, h('span', { class: 'row-label' }, row.label), h('span', { class: 'row-count' }, `${row.destroyed} of ${row.total} destroyed`), destroy, restore);
    };
    replaceChildren(
      rowsList,
      ...[...groups].map(([name, rows]) => {
        const gone = rows.reduce((n, r) => n + r.destroyed, 0);
        const all = rows.reduce((n, r) => n + r.total, 0);
        const group = h('details', { class: 'play-group', 'data-group': name, open: openGroups.has(name) }, h('summary', {}, `${name} `, h('span', { class: 'count' }, `${gone} of ${all} destroyed`)), h('ul', { class: 'play-rows' }, ...rows.map(rowItem)));
        group.addEventListener('toggle', () => (group.open ? openGroups.add(name) : openGroups.delete(name)));
        return group;
      }),
    );
    if (had !== undefined) {
      const buttons = [...rowsList.querySelectorAll<HTMLButtonElement>(`[data-row="${had}"]`)];
      (buttons.find((b) => b.dataset['act'] === act && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    }
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
    // A link copied into the address no longer tells this game: a reload must not offer it back.
    if (state.get('game') !== undefined && asked === undefined) state.set({ game: undefined });
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

  /** A note of problems, each on its own line with its notes under it (a fleet's roster), the first LISTED of them. */
  const problemsNote = (lead: string, problems: readonly Diagnostic[]): void => {
    const more = problems.length - LISTED;
    replaceChildren(
      loadNote,
      h('p', {}, lead),
      h('ul', { class: 'problems' }, ...problems.slice(0, LISTED).map((d) => h('li', {}, problemText(d), notesList(d))), more > 0 ? h('li', {}, `and ${count(more)} more`) : null),
    );
  };

  /** The game in progress as it is saved, or undefined when there is none. */
  const savedNow = (): SavedGame | undefined => {
    if (game === undefined) return undefined;
    const s = stateOf(game);
    return s.ok ? { version: 1, source: game.source, state: s.value, log: game.step.log } : undefined;
  };

  // --- The game put aside (another one was opened over it) ---
  let aside: SavedGame | undefined;
  const showAside = (): void => {
    asideBar.hidden = aside === undefined;
    if (aside === undefined) return;
    asideText.textContent = `Your game of “${gameName(aside)}” is put aside: the button brings it back (and puts this one aside).`;
    asideBack.textContent = `Back to “${gameName(aside)}”`;
  };
  const putAside = (previous: SavedGame): void => {
    aside = previous;
    showAside();
    if (!save(storage, previous, REPLACED_KEY)) asideText.textContent += ' This browser cannot keep it past a reload (its storage is full or turned off).';
  };

  // --- Opening a game ---
  /**
   * Opens a game (with its saved state and log, if any), saying what of them was left out.
   * The game in progress, if another, is put aside. True when the game opened.
   */
  const open = async (source: GameFiles, saved?: SavedGame, notes: readonly Diagnostic[] = []): Promise<boolean> => {
    loadNote.textContent = '';
    let r = openGame(source, undefined);
    if ('needsFullReader' in r) r = openGame(source, await loadFullReader());
    if (!r.ok) {
      problemsNote('This fleet cannot be played:', r.diagnostics.filter((d) => d.severity === 'error'));
      return false;
    }
    let g = r.value;
    const left = [...notes];
    if (saved !== undefined) {
      const restored = restoreGame(g, saved.state, saved.log);
      if (restored.ok) {
        g = restored.value;
        left.push(...restored.diagnostics.filter((d) => d.severity !== 'info'));
      } else loadNote.textContent = `The saved damage did not fit this fleet, so it starts undamaged: ${restored.diagnostics.map(problemText).join('; ')}`;
    }
    if (left.length > 0) problemsNote('Part of the saved game could not be read and was left out:', left);
    const previous = savedNow();
    const opened = stateOf(g);
    if (previous !== undefined && !(opened.ok && sameGame(previous, { version: 1, source: g.source, state: opened.value, log: g.step.log }))) putAside(previous);
    shown = -1;
    shipSelect.value = '0';
    game = g;
    draw();
    persist();
    return true;
  };

  // --- A link's game ---
  let asked: SavedGame | undefined;
  const answered = (): void => {
    asked = undefined;
    askBar.hidden = true;
    if (state.get('game') !== undefined) state.set({ game: undefined });
  };
  /**
   * The game of the address's `game` parameter: opened at once when no other game is in
   * progress (or it is that game), else asked about first. The address lets go of it once it is
   * answered: the game is then this browser's, found again by a reload.
   */
  const followLink = async (access: StateAccess): Promise<void> => {
    if (access.refused('game')) {
      loadNote.textContent = `The link’s game is too long to open: a game link holds at most ${count(ADDRESS_TEXT_LIMIT)} characters of game, and it was not read.`;
      return;
    }
    const param = access.get('game');
    if (param === undefined) return;
    const linked = fromLink(param);
    if (!linked.ok) {
      answered();
      problemsNote('The link’s game could not be read:', linked.diagnostics);
      return;
    }
    const now = savedNow();
    if (now === undefined || sameGame(now, linked.value)) {
      if (await open(linked.value.source, linked.value, linked.diagnostics)) answered();
      return;
    }
    asked = linked.value;
    askText.textContent = `This link opens a game of “${gameName(linked.value)}”. Your game of “${gameName(now)}” is in progress: opening the link puts it aside, and one click brings it back.`;
    askBar.hidden = false;
    askOpen.focus();
  };
  askOpen.addEventListener('click', () => {
    const linked = asked;
    if (linked === undefined) return;
    void open(linked.source, linked).then((opened) => {
      if (opened) note.textContent = `Opened the linked game of “${gameName(linked)}”.`;
      answered();
    });
  });
  askKeep.addEventListener('click', () => {
    answered();
    note.textContent = 'Your game is kept; the linked game was not opened.';
  });
  asideBack.addEventListener('click', () => {
    const back = aside;
    if (back === undefined) return;
    void open(back.source, back).then((opened) => {
      if (opened) note.textContent = `Back to your game of “${gameName(back)}”.`;
    });
  });
  asideForget.addEventListener('click', () => {
    aside = undefined;
    forget(storage, REPLACED_KEY);
    showAside();
  });

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
    // The size first, from the file's own record: a file too big is not read at all.
    if (file.size > IMPORT_STATE_LIMIT) {
      importInput.value = '';
      note.textContent = `${file.name} is ${count(file.size)} bytes, more than the ${count(IMPORT_STATE_LIMIT)} a state file may be (a fleet's state is a few kilobytes): it was not read.`;
      return;
    }
    void file.text().then((text) => {
      importInput.value = '';
      // Then the nesting, on the text: JSON.parse of deep nesting costs seconds before the state's reader refuses it.
      if (nestingPast(text, IMPORT_STATE_DEPTH) !== undefined) {
        note.textContent = `${file.name} nests more than ${IMPORT_STATE_DEPTH} levels deep: it is not a state (a fleet's state nests 7 deep), and it was not read further.`;
        return;
      }
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
    const saved = savedNow();
    if (saved === undefined) return;
    // The length first: a link longer than the address holds is never offered.
    const link = linkParam(saved);
    if (!link.ok) {
      note.textContent = `This game is too big for a link: its files, state and log come to ${count(link.length)} characters, more than the ${count(ADDRESS_TEXT_LIMIT)} a link holds (browsers refuse longer addresses). Export the state (JSON) and share it with the fleet's files instead.`;
      return;
    }
    state.set({ game: link.param });
    const url = location.href;
    void navigator.clipboard?.writeText(url).then(
      () => (note.textContent = 'A link to this game is on the clipboard (and in the address).'),
      () => (note.textContent = 'The link to this game is in the address: copy it from there.'),
    );
  });
  // Print: the size first (the fleet's boxes), then the sheets drawn in a worker, then each page
  // read by the browser in a task of its own (about 50 ms a page), then the print dialog.
  let printing = 0;
  const printDone = (message: string): void => {
    printing = 0;
    printButton.disabled = false;
    note.textContent = message;
  };
  printButton.addEventListener('click', () => {
    if (game === undefined || printing !== 0) return;
    const g = game;
    if (g.fleet.totals.boxes > PRINT_BOX_LIMIT) {
      note.textContent = `This fleet has ${count(g.fleet.totals.boxes)} boxes, more than the ${count(PRINT_BOX_LIMIT)} the page prints: export the state (JSON) and print with spacedock sheet <fleet file> --state <state file>.`;
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(playWorkerUrl, { type: 'module', name: 'spacedock-play' });
    } catch (error) {
      note.textContent = `The sheets cannot be drawn here (${error instanceof Error ? error.message : String(error)}).`;
      return;
    }
    const id = Date.now();
    printing = id;
    printButton.disabled = true;
    note.textContent = 'Drawing the sheets for print…';
    worker.onmessage = (event: MessageEvent<PrintMessage>) => {
      worker.terminate();
      const m = event.data;
      if (printing !== id || m.id !== id) return;
      if (m.type === 'failed') printDone(`No sheets: ${m.message}`);
      else if (m.type === 'refused') printDone(`No sheets: ${m.diagnostics.map(problemText).join('; ')}`);
      else void preparePrint(id, m.images);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (printing === id) printDone(`No sheets: ${event.message || 'the worker drawing them could not run (is the page offline?)'}`);
    };
    const request: PrintRequest = { type: 'print', id, source: g.source, ships: g.step.ships };
    worker.postMessage(request);
  });
  /** Each page as an image of its own SVG (so it keeps its own styles on paper), read one at a time; then the print dialog. */
  const preparePrint = async (id: number, images: readonly string[]): Promise<void> => {
    replaceChildren(printArea);
    for (const [k, src] of images.entries()) {
      const img = h('img', { src, alt: `page ${k + 1}`, class: 'print-page' });
      printArea.append(img);
      note.textContent = `Preparing the sheets for print: page ${k + 1} of ${images.length}…`;
      await img.decode().catch(() => undefined);
      if (printing !== id) return;
    }
    printDone(`${images.length} page${images.length === 1 ? '' : 's'} sent to print.`);
    document.body.classList.add('printing-play');
    window.addEventListener('afterprint', () => document.body.classList.remove('printing-play'), { once: true });
    window.print();
  };
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
    if (tap.zoomed(event)) return;
    const box = (event.target as Element | null)?.closest?.('[data-box]');
    const at = box?.getAttribute('data-box');
    if (at === undefined || at === null) return;
    const colon = at.lastIndexOf(':');
    mark({ system: at.slice(0, colon), index: Number(at.slice(colon + 1)) }, `${at.slice(0, colon)} box ${Number(at.slice(colon + 1)) + 1} marked.`);
  });
  fire.addEventListener('click', () => {
    if (game === undefined) return;
    const volley = { shield: Number(shield.value), points: Number(points.value), seed: Number(seed.value) };
    const { points: p, seed: sd } = PLAY_VOLLEY_LIMITS;
    if (!Number.isInteger(volley.points) || volley.points < p.min || volley.points > p.max || !Number.isInteger(volley.seed) || volley.seed < sd.min || volley.seed > sd.max) {
      note.textContent = `A volley is ${p.min} to ${p.max} points, with a seed of ${sd.min} to ${count(sd.max)}.`;
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

  // --- Where the game comes from: this browser, then a link (asked about when it is another game) ---
  const start = async (): Promise<void> => {
    const kept = load(storage);
    if (kept.ok) await open(kept.value.source, kept.value, kept.diagnostics);
    else if (kept.diagnostics[0]?.message !== 'no game is saved') problemsNote('The game kept in this browser could not be read:', kept.diagnostics);
    const replaced = load(storage, REPLACED_KEY);
    if (replaced.ok && aside === undefined) {
      aside = replaced.value;
      showAside();
    }
    await followLink(state);
  };
  void start();
  return (access) => void followLink(access);
}

/** The view; `show` reaches the parts that `mount` built. */
function createPlayView(): View {
  let showAgain: ((state: StateAccess) => void) | undefined;
  return {
    title: 'Play',
    mount(root, state) {
      showAgain = mountPlay(root, state);
    },
    show(state) {
      showAgain?.(state);
    },
  };
}

export const playView: View = createPlayView();

// The fleet code this chunk holds, for the ship editor's fleet tabs (see fleet-code.ts).
export { FLEET_CODE } from '../fleet-code.js';
