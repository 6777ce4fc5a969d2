/**
 * The catalog: every SFB:TNG hull system, searched by text and filtered as `spacedock catalog`
 * filters (hit on, tech level, group), in a table of the command's columns, downloadable in its
 * three formats. The search and the filters live in the address (`q`, `hitOn`, `tech`, `group`).
 */
import { CATALOG_ENTRIES, CATALOG_GROUPS, CHART_RESULTS, TECH_LEVELS, formatCatalog, type CatalogEntry, type CatalogFormat, type CatalogRow } from '../../../src/catalog/index.js';
import { CATALOG_TABLE_COLUMNS as CATALOG_COLUMNS, catalogRowCells as catalogCells } from '../../../src/catalog/index.js';
import { catalogQuery, searchCatalog, type CatalogQuery } from '../catalog-search.js';
import { download, field, h, replaceChildren } from '../dom.js';
import type { StateAccess } from '../state.js';
import type { View } from './view.js';

const FORMATS: readonly { readonly format: CatalogFormat; readonly name: string; readonly type: string }[] = [
  { format: 'md', name: 'Markdown', type: 'text/markdown;charset=utf-8' },
  { format: 'csv', name: 'CSV', type: 'text/csv;charset=utf-8' },
  { format: 'json', name: 'JSON', type: 'application/json;charset=utf-8' },
];

/** The columns that hold numbers (right-aligned). */
const NUMERIC: ReadonlySet<string> = new Set(['repair', 'spaces']);

/** Each entry by its id, for the description under its name. */
const BY_ID: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG_ENTRIES.map((e) => [e.id, e]));

/** A select of a closed set, with "any" first (the empty value). */
function choice(id: string, any: string, values: readonly { readonly value: string; readonly label: string }[]): HTMLSelectElement {
  return h('select', { id }, h('option', { value: '' }, any), ...values.map((v) => h('option', { value: v.value }, v.label)));
}

/** What an entry is: its name, what it does, and what the book leaves open about it. */
function detailOf(entry: CatalogEntry): HTMLElement[] {
  const parts: (HTMLElement | null)[] = [
    h('h3', {}, `${entry.name} (${entry.label}${entry.variant === null ? '' : `, ${entry.variant}`})`),
    h('p', {}, entry.description),
    entry.hitNote === undefined ? null : h('p', {}, entry.hitNote),
    ...entry.notes.map((n) => h('p', { class: 'note' }, n)),
    entry.scaled.length === 0 ? null : h('p', { class: 'note' }, entry.scaled.map((v) => `${v.description}: ${v.base} (${v.next} one tech level up)`).join('; ')),
  ];
  return parts.filter((n): n is HTMLElement => n !== null);
}

/** Builds the view; gives what to do when it is shown again. */
function mountCatalog(root: HTMLElement, state: StateAccess): (state: StateAccess) => void {
  const search = h('input', { type: 'search', id: 'catalog-search', placeholder: 'Trac, Lab, shuttle…', autocomplete: 'off', spellcheck: 'false' });
  const hitOn = choice('filter-hit-on', 'any result', CHART_RESULTS.map((r) => ({ value: r, label: r })));
  const tech = choice('filter-tech', 'any level', TECH_LEVELS.map((t) => ({ value: String(t), label: `${t}X` })));
  const group = choice('filter-group', 'any group', CATALOG_GROUPS.map((g) => ({ value: g, label: g })));
  const clear = h('button', { type: 'button', id: 'catalog-clear', class: 'secondary' }, 'Clear');
  const count = h('p', { id: 'catalog-count', role: 'status' });
  const table = h('table', { id: 'catalog-table' });
  const detail = h('div', { id: 'catalog-detail', class: 'catalog-detail', role: 'region', 'aria-label': 'About the system', tabindex: -1, hidden: true });
  const closeDetail = h('button', { type: 'button', class: 'secondary close' }, 'Close');
  closeDetail.addEventListener('click', () => {
    const id = detail.dataset['id'];
    detail.hidden = true;
    table.querySelector<HTMLButtonElement>(`tr[data-id="${id ?? ''}"] button.entry`)?.focus();
  });
  const showDetail = (row: CatalogRow): void => {
    const entry = BY_ID.get(row.id);
    if (entry === undefined) return;
    detail.dataset['id'] = row.id;
    replaceChildren(detail, ...detailOf(entry), closeDetail);
    detail.hidden = false;
    detail.focus({ preventScroll: true });
    detail.scrollIntoView({ block: 'nearest' });
  };
  const nameCell = (row: CatalogRow): HTMLTableCellElement => {
    const b = h('button', { type: 'button', class: 'entry', 'aria-label': `${row.name}: about this system` }, row.name);
    b.addEventListener('click', () => showDetail(row));
    return h('td', { class: 'name' }, b);
  };
  const downloads = FORMATS.map((f) => h('button', { type: 'button', id: `catalog-download-${f.format}`, class: 'secondary', 'aria-label': `Download the systems shown as ${f.name}` }, f.name));

  root.append(
    h('h2', {}, 'Catalog'),
    h(
      'p',
      { class: 'intro' },
      'The hull systems of the SFB:TNG catalog, as ',
      h('code', {}, 'spacedock catalog'),
      ' lists them. Search by label, name or variant; the filters combine. Choose a name to read what the system does.',
    ),
    h(
      'div',
      { class: 'panel' },
      h(
        'form',
        { class: 'row catalog-filters', role: 'search', 'aria-label': 'Catalog search' },
        field('Search', search),
        field('Hit on', hitOn),
        field('Tech level', tech),
        field('Group', group),
        clear,
      ),
      detail,
      h('div', { class: 'row catalog-summary' }, count, h('div', { class: 'row downloads', role: 'group', 'aria-label': 'Downloads' }, h('span', { class: 'label' }, 'Download'), ...downloads)),
      h('div', { class: 'scroll', role: 'region', 'aria-label': 'Catalog systems', tabindex: 0 }, table),
    ),
  );

  let rows: CatalogRow[] = [];

  const render = (query: CatalogQuery): void => {
    rows = searchCatalog(query);
    count.textContent = `${rows.length} system${rows.length === 1 ? '' : 's'}`;
    replaceChildren(
      table,
      h('caption', { class: 'visually-hidden' }, 'SFB:TNG hull systems'),
      h('thead', {}, h('tr', {}, ...CATALOG_COLUMNS.map((c) => h('th', { scope: 'col', class: NUMERIC.has(c) ? 'num' : undefined }, c)))),
      h(
        'tbody',
        {},
        ...rows.map((row) => {
          const cells = catalogCells(row);
          return h(
            'tr',
            { 'data-id': row.id },
            // `data-col`: a card's label for each figure on a phone (style.css, below 600 px).
            ...CATALOG_COLUMNS.map((c, i) => (c === 'name' ? nameCell(row) : h('td', { class: NUMERIC.has(c) ? 'num' : undefined, 'data-col': c }, cells[i] ?? ''))),
          );
        }),
      ),
    );
    for (const b of downloads) b.disabled = rows.length === 0;
  };

  /** The controls and the table from the address. */
  const read = (from: StateAccess): void => {
    const query = catalogQuery((key) => from.get(key));
    if (search.value !== query.q) search.value = query.q;
    hitOn.value = query.hitOn ?? '';
    tech.value = query.tech === undefined ? '' : String(query.tech);
    group.value = query.group ?? '';
    render(query);
  };

  /** The address and the table from the controls. */
  const changed = (): void => {
    const value = (s: string): string | undefined => (s === '' ? undefined : s);
    state.set({ q: value(search.value), hitOn: value(hitOn.value), tech: value(tech.value), group: value(group.value) });
    render(catalogQuery((key) => state.get(key)));
  };

  search.addEventListener('input', changed);
  for (const s of [hitOn, tech, group]) s.addEventListener('change', changed);
  clear.addEventListener('click', () => {
    search.value = '';
    hitOn.value = tech.value = group.value = '';
    changed();
    search.focus();
  });
  // Enter in the search field does not submit (there is nowhere to send it).
  search.form?.addEventListener('submit', (event) => event.preventDefault());
  downloads.forEach((button, i) => {
    const f = FORMATS[i];
    if (f === undefined) return;
    button.addEventListener('click', () => {
      // What `spacedock catalog --format <f>` prints for the rows shown (its JSON is the command's report).
      const text = f.format === 'json' ? JSON.stringify({ ok: true, errors: 0, warnings: 0, diagnostics: [], rows }, null, 2) : formatCatalog(rows, f.format);
      download(`catalog.${f.format}`, `${text}\n`, f.type);
    });
  });

  read(state);
  return read;
}

/** The view; `show` reaches the parts that `mount` built. */
function createCatalogView(): View {
  let showAgain: ((state: StateAccess) => void) | undefined;
  return {
    title: 'Catalog',
    mount(root, state) {
      showAgain = mountCatalog(root, state);
    },
    show(state) {
      showAgain?.(state);
    },
  };
}

export const catalogView: View = createCatalogView();
