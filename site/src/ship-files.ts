/**
 * The ship editor's open files (issue 39): files opened by the picker or dropped on the editor,
 * each in a tab with its own text and undo history; Save writes back to the file when it was
 * opened through the File System Access API (the browser's file picker gave a handle), else
 * downloads the YAML under the file's name; Save as YAML asks for a new file (or downloads).
 * A tab with changes not saved is marked, and closing it asks first. The tabs are kept in the
 * browser (ship-files-store.ts) as the play view keeps its game: a reload, or the page opened
 * offline, finds them again, with the shown one, and their file handles (ship-file-handles.ts,
 * in IndexedDB): Save after a reload asks the browser for leave to write to the file again, and
 * downloads when it is refused or the file is gone. A design in the address (a shared link) opens
 * as a tab of its own. Loaded the first time a file is opened or saved, or when tabs are kept.
 */
import type { EditorState } from '@codemirror/state';
import { LOAD_LIMITS } from '../../src/design/load-limits.js';
import { ADDRESS_TEXT_LIMIT } from './address-params.js';
import { download, h, replaceChildren } from './dom.js';
import type { Editor } from './editor.js';
import type { KeyValueStore } from './play-store.js';
import { keepHandles, loadHandles, writePermission, type KeptHandle } from './ship-file-handles.js';
import { DESIGN_FILE } from './ship-analysis.js';
import { keepFiles, loadKept, FILE_NAME_LIMIT, MAX_KEPT_FILES } from './ship-files-store.js';

// The fleet reading rides in this chunk: the editor loads it the first time it shows a fleet.
export { fleetTotals, withFleets } from './ship-fleet-totals.js';

/** A file dropped or chosen: the file, and (dropped in a browser that gives them) its handle to write back to. */
export interface OpenedFile {
  readonly file: File | null;
  readonly handle?: Promise<FileSystemHandle | null> | undefined;
}

/** What the view gives the open files: its editor, the list the tabs go in, where to say things. */
export interface FilesView {
  readonly editor: Editor;
  /** The file bar: the buttons `act` is given the ids of, and the `<input type=file>` Open falls back on. */
  readonly bar: HTMLElement;
  readonly tabs: HTMLElement;
  /** The example design (a tab holding it, untouched, makes way for the first file opened). */
  readonly example: string;
  /** Whether the editor's text came from the address (a link): it is then shown, as a tab, rather than the kept tab. */
  readonly fromAddress: boolean;
  /** Shows a short message (a role=status line). */
  say(text: string): void;
  /** Called before another tab is shown (the view forgets its chosen document). */
  switching(): void;
}

/** The open files, for the view. */
export interface ShipFiles {
  /** Every open file's text by its name (the shown one's as the editor has it). */
  files(): Readonly<Record<string, string>>;
  /** The shown file's name. */
  activeName(): string;
  /** The shown file's text changed (each keystroke). */
  changed(text: string): void;
  /**
   * A button of the file bar was clicked: `design-open` opens files (the browser's picker, whose
   * handles Save writes back to, else `<input type=file>`); `design-save` saves the shown file
   * (to its file through its handle, else as a download); `design-save-as` saves it under a new
   * name (the save picker, else a download).
   */
  act(id: string): Promise<void>;
  /** Opens files dropped on the editor (with their handles, where the browser gives them). */
  openFiles(chosen: readonly OpenedFile[]): Promise<void>;
  /** A design from the address: the tab holding that text is shown, else it opens in a new tab. */
  fromAddress(text: string): void;
}

/** An open file: its name, text (the shown tab's is the editor's), the text last saved (none: never), its editor state while hidden, its handle. */
interface Tab {
  name: string;
  text: string;
  saved: string | undefined;
  state: EditorState | undefined;
  handle: FileSystemFileHandle | undefined;
}

/** The file types the browser's file pickers offer (File System Access API). */
const PICKER_TYPES = [{ description: 'Design files (YAML)', accept: { 'application/yaml': ['.yaml', '.yml'] } }];

/** The browser's file picker of that name, where it has the File System Access API. */
function picker<T>(name: 'showOpenFilePicker' | 'showSaveFilePicker'): ((options: object) => Promise<T>) | undefined {
  const f = (window as unknown as Record<string, ((options: object) => Promise<T>) | undefined>)[name];
  return f === undefined ? undefined : (options) => f.call(window, options);
}

/** How long after the last change the tabs are written to storage (ms); they are written at once when the page is left. */
const KEEP_DELAY = 400;

const YAML_MEDIA = 'application/yaml';
const count = (n: number): string => n.toLocaleString('en-US');
const isDirty = (t: Tab): boolean => t.saved !== t.text;
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const cancelled = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';
/** The file behind a handle is no longer there (moved or deleted since it was opened). */
const gone = (e: unknown): boolean => e instanceof DOMException && e.name === 'NotFoundError';

/** The browser's IndexedDB, where the tabs' file handles are kept (none: where reading it throws, as in some private windows). */
function browserDatabases(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB;
  } catch {
    return undefined;
  }
}

/**
 * The open files of the view `v`: the kept ones when the browser has them (their text from
 * `storage`, their file handles from `databases`), else the editor's text as one tab.
 */
export function createShipFiles(v: FilesView, storage: KeyValueStore | undefined, databases: IDBFactory | undefined = browserDatabases()): ShipFiles {
  const tab = (name: string, text: string, saved: string | undefined, handle?: FileSystemFileHandle): Tab => ({ name, text, saved, state: undefined, handle });
  let tabs: Tab[];
  let active = 0;
  const shown = (): Tab => tabs[active]!;

  // --- Kept in the browser ---
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let warned = '';
  const keepNow = (): void => {
    if (keepTimer !== undefined) clearTimeout(keepTimer);
    keepTimer = undefined;
    shown().text = v.editor.text();
    const r = keepFiles(storage, tabs.map((t) => ({ name: t.name, text: t.text, dirty: isDirty(t) })), active);
    const warning = !r.kept
      ? 'This browser did not keep the open files (its storage is full or turned off): save them to files.'
      : r.left.length > 0
        ? `Not kept in this browser (over ${count(ADDRESS_TEXT_LIMIT)} characters): ${r.left.join(', ')}. Save it to a file.`
        : '';
    if (warning !== warned && warning !== '') v.say(warning);
    warned = warning;
    keepHandlesNow();
  };
  const keepLater = (): void => {
    if (keepTimer === undefined) keepTimer = setTimeout(keepNow, KEEP_DELAY);
  };
  addEventListener('pagehide', () => keepTimer !== undefined && keepNow());

  // --- The tabs' file handles, kept in IndexedDB (not before the kept ones are read back: they would be overwritten) ---
  let restoring: Promise<void> = Promise.resolve();
  let keptHandles: readonly KeptHandle[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  /** Keeps the tabs' handles when one was gained, lost or renamed since they were last kept. */
  const keepHandlesNow = (): void =>
    void restoring.then(() => {
      const now = tabs.flatMap((t) => (t.handle === undefined ? [] : [{ name: t.name, handle: t.handle }]));
      if (now.length === keptHandles.length && now.every((k, i) => k.name === keptHandles[i]!.name && k.handle === keptHandles[i]!.handle)) return;
      keptHandles = now;
      writing = writing.then(() => keepHandles(databases, now));
    });

  // --- The tabs ---
  function render(): void {
    replaceChildren(
      v.tabs,
      ...tabs.map((t, i) => {
        const dirty = isDirty(t);
        const label = `${t.name}${dirty ? ' (unsaved changes)' : ''}`;
        const button = h('button', { type: 'button', class: 'tab', 'data-tab': i, 'aria-current': i === active ? 'true' : undefined, 'aria-label': label, title: t.handle === undefined ? `${t.name}: Save downloads it` : `${t.name}: Save writes to the file` }, t.name, dirty ? h('span', { class: 'dirty', 'aria-hidden': 'true' }, '●') : null);
        const close = h('button', { type: 'button', class: 'tab-close', 'data-close': i, 'aria-label': `Close ${t.name}` }, '×');
        return h('li', { class: dirty ? 'dirty' : undefined }, button, close);
      }),
    );
    v.tabs.hidden = false;
  }
  let marks = '';
  /** Redraws the tabs only when a name or a mark changed (not at every keystroke). */
  const renderIfChanged = (): void => {
    const now = JSON.stringify([active, tabs.map((t) => [t.name, isDirty(t), t.handle !== undefined])]);
    if (now !== marks) {
      marks = now;
      render();
    }
  };

  /** Shows tab `i` (its text and undo history in the editor). */
  function show(i: number): void {
    if (i === active || tabs[i] === undefined) return;
    const from = shown();
    from.text = v.editor.text();
    v.switching();
    active = i;
    const to = shown();
    const next = to.state ?? to.text;
    to.state = undefined;
    from.state = v.editor.swap(next);
    renderIfChanged();
    keepLater();
  }

  function close(i: number): void {
    const t = tabs[i];
    if (t === undefined) return;
    if (i === active) t.text = v.editor.text();
    if (isDirty(t) && !confirm(`${t.name} has changes that are not saved. Close it anyway?`)) return;
    if (tabs.length === 1) {
      // The last tab: the example takes its place.
      tabs = [tab(DESIGN_FILE, v.example, v.example)];
      active = 0;
      v.switching();
      v.editor.swap(v.example);
    } else if (i === active) {
      show(i === tabs.length - 1 ? i - 1 : i + 1);
      tabs.splice(i, 1);
      if (active > i) active--;
    } else {
      tabs.splice(i, 1);
      if (active > i) active--;
    }
    v.say(`Closed ${t.name}.`);
    renderIfChanged();
    keepNow();
  }

  v.tabs.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('button');
    if (target == null) return;
    const at = Number(target.getAttribute('data-tab') ?? target.getAttribute('data-close'));
    if (target.hasAttribute('data-close')) close(at);
    else show(at);
  });

  /** A name for a new tab that no open tab has (`design.yaml`, `design-2.yaml`, ...). */
  const freeName = (wanted: string): string => {
    const names = new Set(tabs.map((t) => t.name));
    if (!names.has(wanted)) return wanted;
    const dot = wanted.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
    for (let n = 2; ; n++) if (!names.has(`${stem}-${n}${ext}`)) return `${stem}-${n}${ext}`;
  };

  /** The untouched example alone (the page's start, not a file opened), which the first file opened replaces. */
  const onlyExample = (): boolean => tabs.length === 1 && shown().name === DESIGN_FILE && shown().handle === undefined && v.editor.text() === v.example;

  /** Opens read files: a clean tab of the same name takes the new text, else a new tab; the first is shown. */
  function add(read: readonly { readonly name: string; readonly text: string; readonly handle: FileSystemFileHandle | undefined }[]): void {
    if (read.length === 0) return;
    const replace = onlyExample();
    let first: Tab | undefined;
    const refused: string[] = [];
    for (const f of read) {
      const same = tabs.find((t) => t.name === f.name && !isDirty(t) && !(replace && t === tabs[0]));
      if (same !== undefined) {
        same.text = f.text;
        same.saved = f.text;
        same.handle = f.handle;
        same.state = undefined;
        if (same === shown()) v.editor.setText(f.text);
        first ??= same;
        continue;
      }
      if (tabs.length >= MAX_KEPT_FILES + (replace ? 1 : 0)) {
        refused.push(f.name);
        continue;
      }
      const t = tab(f.name, f.text, f.text, f.handle);
      tabs.push(t);
      first ??= t;
    }
    if (first !== undefined) show(tabs.indexOf(first));
    if (replace && tabs.length > 1 && tabs[0]!.text === v.example && !isDirty(tabs[0]!)) {
      tabs.shift();
      active--;
    }
    v.say(refused.length > 0 ? `The editor holds at most ${MAX_KEPT_FILES} files: not opened: ${refused.join(', ')}.` : `Opened ${read.map((f) => f.name).join(', ')}.`);
    renderIfChanged();
    keepNow();
  }

  /** Reads chosen files, each checked for size before it is read. */
  async function readAll(chosen: readonly { readonly file: File; readonly handle: FileSystemFileHandle | undefined }[]): Promise<void> {
    const read: { name: string; text: string; handle: FileSystemFileHandle | undefined }[] = [];
    const problems: string[] = [];
    for (const { file, handle } of chosen) {
      const name = file.name.slice(0, FILE_NAME_LIMIT) || DESIGN_FILE;
      if (file.size > LOAD_LIMITS.maxLength) {
        problems.push(`${name} is ${count(file.size)} bytes, more than the ${count(LOAD_LIMITS.maxLength)} a design file may be: it was not read`);
        continue;
      }
      try {
        read.push({ name, text: await file.text(), handle });
      } catch (e) {
        problems.push(`${name} could not be read (${messageOf(e)})`);
      }
    }
    add(read);
    if (problems.length > 0) v.say(`${problems.join('; ')}.`);
  }

  /** Writes the shown text to a file through its handle. */
  async function write(handle: FileSystemFileHandle, text: string): Promise<void> {
    const out = await handle.createWritable();
    await out.write(text);
    await out.close();
  }

  function saved(t: Tab, text: string, how: string): void {
    t.saved = text;
    t.text = text;
    v.say(how);
    renderIfChanged();
    keepNow();
  }

  // --- Start: the kept tabs, or the editor's text as the one tab ---
  const kept = loadKept(storage);
  const start = v.editor.text();
  if (kept.ok) {
    tabs = kept.value.files.map((f) => tab(f.name, f.text, f.dirty ? undefined : f.text));
    active = kept.value.active;
    if (v.fromAddress) {
      // A link: the tab holding its design, or a new one.
      const at = tabs.findIndex((t) => t.text === start);
      if (at >= 0) active = at;
      else {
        tabs.push(tab(freeName(DESIGN_FILE), start, undefined));
        active = tabs.length - 1;
      }
    } else if (shown().text !== start) {
      v.editor.swap(shown().text);
    }
  } else {
    tabs = [tab(DESIGN_FILE, start, start === v.example ? start : undefined)];
  }
  if (!kept.ok && kept.diagnostics[0]?.message !== 'no files are kept') v.say(`The files kept in this browser could not be read: ${kept.diagnostics.map((d) => d.message).join('; ')}`);
  renderIfChanged();
  // Each kept tab takes back its handle: the first kept one of its name not taken yet, in tab order.
  const fromKept = new Set(kept.ok ? tabs : []);
  restoring = loadHandles(databases).then((r) => {
    const left = r.ok ? [...r.value] : [];
    keptHandles = left.slice();
    for (const t of tabs) {
      if (!fromKept.has(t) || t.handle !== undefined) continue;
      const at = left.findIndex((k) => k.name === t.name);
      if (at >= 0) t.handle = left.splice(at, 1)[0]!.handle;
    }
    renderIfChanged();
  });
  keepHandlesNow();

  // Open: a file chosen with `<input type=file>` (no File System Access API).
  const input = v.bar.querySelector('input')!;
  input.addEventListener('change', () => {
    const chosen = [...(input.files ?? [])].map((file) => ({ file }));
    input.value = '';
    void openFiles(chosen);
  });

  async function openHandles(chosen: Promise<readonly FileSystemFileHandle[]>): Promise<void> {
    let handles: readonly FileSystemFileHandle[];
    try {
      handles = await chosen;
    } catch (e) {
      if (!cancelled(e)) v.say(`The files could not be opened (${messageOf(e)}).`);
      return;
    }
    const files: { file: File; handle: FileSystemFileHandle }[] = [];
    for (const handle of handles) files.push({ file: await handle.getFile(), handle });
    await readAll(files);
  }

  async function openFiles(chosen: readonly OpenedFile[]): Promise<void> {
    const files: { file: File; handle: FileSystemFileHandle | undefined }[] = [];
    for (const c of chosen) {
      const handle = await Promise.resolve(c.handle).catch(() => null);
      if (handle?.kind === 'file') files.push({ file: await (handle as FileSystemFileHandle).getFile(), handle: handle as FileSystemFileHandle });
      else if (c.file !== null) files.push({ file: c.file, handle: undefined });
    }
    await readAll(files);
  }

  async function save(): Promise<void> {
    await restoring; // the handles kept before a reload
    const t = shown();
    const text = v.editor.text();
    const downloaded = (why: string): void => {
      download(t.name, text, YAML_MEDIA);
      saved(t, text, `Downloaded ${t.name}${why}.`);
    };
    if (t.handle === undefined) return downloaded('');
    if (!(await writePermission(t.handle))) return downloaded(': the browser did not allow the page to write to its file');
    try {
      await write(t.handle, text);
      saved(t, text, `Saved ${t.name}.`);
    } catch (e) {
      if (gone(e)) {
        t.handle = undefined;
        downloaded(': its file is no longer there');
      } else if (!cancelled(e)) v.say(`${t.name} could not be saved (${messageOf(e)}): try Save as YAML.`);
    }
  }

  async function saveAs(chosen: Promise<FileSystemFileHandle> | undefined): Promise<void> {
    const t = shown();
    const text = v.editor.text();
    if (chosen === undefined) {
      download(t.name, text, YAML_MEDIA);
      saved(t, text, `Downloaded ${t.name}.`);
      return;
    }
    try {
      const handle = await chosen;
      await write(handle, text);
      t.handle = handle;
      t.name = handle.name.slice(0, FILE_NAME_LIMIT) || t.name;
      saved(t, text, `Saved ${t.name}.`);
    } catch (e) {
      if (!cancelled(e)) v.say(`${t.name} could not be saved (${messageOf(e)}).`);
    }
  }

  return {
    files: () => Object.fromEntries(tabs.map((t, i) => [t.name, i === active ? v.editor.text() : t.text])),
    activeName: () => shown().name,
    changed(text) {
      shown().text = text;
      renderIfChanged();
      keepLater();
    },
    act(id) {
      if (id === 'design-save') return save();
      if (id === 'design-save-as') return saveAs(picker<FileSystemFileHandle>('showSaveFilePicker')?.({ suggestedName: shown().name, types: PICKER_TYPES }));
      if (id !== 'design-open') return Promise.resolve();
      const open = picker<FileSystemFileHandle[]>('showOpenFilePicker');
      if (open === undefined) {
        input.click();
        return Promise.resolve();
      }
      return openHandles(open({ multiple: true, types: PICKER_TYPES }));
    },
    openFiles,
    fromAddress(text) {
      const at = tabs.findIndex((t, i) => (i === active ? v.editor.text() : t.text) === text);
      if (at >= 0) return show(at);
      tabs.push(tab(freeName(DESIGN_FILE), text, undefined));
      show(tabs.length - 1);
      keepNow();
    },
  };
}
