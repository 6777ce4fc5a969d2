/**
 * The unit bench: a spec typed in the notation, priced on every keystroke (basic, active, build,
 * power, range and each factor) under the chosen profile, its problems underlined in the spec and
 * listed under it with their did-you-mean fixes, its canonical form, and the functions and
 * modifiers of the rule tables to click into it. The spec and the profile live in the address
 * (`spec`, `profile`). Below, a box of several specs, one a line, priced in the table
 * `spacedock price -` prints (spec-batch.ts; the box is not kept in the address).
 */
import {
  formatUnit,
  MODIFIERS,
  parseUnit,
  priceUnit,
  PROFILES,
  type PriceTerm,
  type Result,
  type UnitPrice,
} from '../../../src/index.js';
import { field, h, replaceChildren } from '../dom.js';
import { renderDiagnosticList } from '../diagnostic-list.js';
import { createEditor, type Editor, type EditorFix } from '../editor.js';
import { diagnosticsSummary, editorDiagnostics } from '../fixes.js';
import { matchesFilter, ruleGroups, spacedInsert, type RuleItem } from '../../../src/editing/index.js';
import { SPEC_ADDRESS_LIMIT } from '../address-params.js';
import type { StateAccess } from '../state.js';
import type { View } from './view.js';

/** The spec the bench starts with when the address has none. */
export const DEFAULT_SPEC = '3d6 eZap "Laser" AP RNG- p=5';

const LIMIT_TEXT = SPEC_ADDRESS_LIMIT.toLocaleString('en-US');
const TOO_LONG_FOR_LINK = `The spec in the address was too long (over ${LIMIT_TEXT} characters): the default spec is shown instead.`;
const TOO_LONG_NOW = `This spec is over ${LIMIT_TEXT} characters: too long for the address, so a link or a reload will not bring it back.`;

type ProfileName = keyof typeof PROFILES;
const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];
const PROFILE_LABELS: Readonly<Record<string, string>> = { default: 'default (rounds half up)', hero: 'hero (rounds half down)' };

/** The rows of the price table: the field of `UnitPrice` and its heading. */
const PRICE_ROWS: readonly { readonly field: 'basic' | 'active' | 'build' | 'power' | 'range'; readonly label: string; readonly note: string }[] = [
  { field: 'basic', label: 'Basic points', note: 'the function and its amount' },
  { field: 'active', label: 'Active points', note: 'basic × (1 + advantages)' },
  { field: 'build', label: 'Build points', note: 'active ÷ (1 + disadvantages)' },
  { field: 'power', label: 'Power', note: 'per use (per turn for a defense)' },
  { field: 'range', label: 'Range', note: 'hexes' },
];

/** What one text gives under one profile. */
interface Analysis {
  readonly text: string;
  readonly profile: ProfileName;
  readonly price: Result<UnitPrice>;
  readonly canonical: string | undefined;
}

function analyze(text: string, profile: ProfileName): Analysis {
  const parsed = parseUnit(text);
  return { text, profile, price: priceUnit(text, { profile }), canonical: parsed.ok ? formatUnit(parsed.value) : undefined };
}

/** A factor as the table shows it: + for an advantage, − for a disadvantage. */
function factorText(t: PriceTerm): string {
  const n = String(t.factor);
  return t.side === 'advantage' ? `+${n}` : t.side === 'disadvantage' ? `−${n}` : n;
}

/** Builds the bench; gives what to do when the view is shown again. */
function mountUnits(root: HTMLElement, state: StateAccess): (state: StateAccess) => void {
  const profileOf = (s: StateAccess): ProfileName => {
    const p = s.get('profile');
    return p !== undefined && (PROFILE_NAMES as readonly string[]).includes(p) ? (p as ProfileName) : 'default';
  };
  const profile = h('select', { id: 'profile' }, ...PROFILE_NAMES.map((p) => h('option', { value: p }, PROFILE_LABELS[p] ?? p)));
  profile.value = profileOf(state);

  const notice = h('p', { id: 'spec-notice', class: 'notice', role: 'status' }, state.refused('spec') ? TOO_LONG_FOR_LINK : '');
  const editorBox = h('div', { class: 'spec-box' });
  const status = h('p', { id: 'spec-status', class: 'status', role: 'status' });
  const list = h('ul', { id: 'spec-diagnostics', class: 'diagnostics', 'aria-label': 'Problems in the spec' });
  const canonical = h('code', { id: 'canonical', class: 'canonical' });
  const useCanonical = h('button', { type: 'button', id: 'use-canonical', class: 'secondary' }, 'Use this form');
  const priceCells = new Map(PRICE_ROWS.map((r) => [r.field, h('td', { class: 'num', 'data-field': r.field })]));
  const priceNote = h('p', { id: 'price-note', class: 'note' });
  const priceTable = h(
    'table',
    { id: 'price' },
    h('caption', { class: 'visually-hidden' }, 'Price of the unit'),
    h(
      'tbody',
      {},
      ...PRICE_ROWS.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label, h('span', { class: 'hint' }, r.note)), priceCells.get(r.field)!)),
    ),
  );
  const factors = h('table', { id: 'factors' });
  const missile = h('div', { id: 'missile' });
  const filter = h('input', { type: 'search', id: 'rules-filter', placeholder: 'AP, range, Zap…', autocomplete: 'off', spellcheck: 'false' });
  const rulesGroups = h('div', { class: 'rule-groups' });
  const rulesCount = h('p', { class: 'note', id: 'rules-count', role: 'status' });
  // Several specs, one a line, priced in a table as `spacedock price -` prints them (spec-batch.ts, loaded on first use).
  const specs = h('textarea', { id: 'specs', rows: 6, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', placeholder: '3d6 eZap AP\n4 eDefense', 'aria-describedby': 'specs-hint' });
  const specsOut = h('div', { id: 'specs-out' });
  const priceSpecs = (): void => void import('../spec-batch.js').then((m) => m.renderSpecBatch(specsOut, specs, profile.value as ProfileName));
  specs.addEventListener('input', priceSpecs);

  root.append(
    h('h2', {}, 'Unit bench'),
    h('p', { class: 'intro' }, 'Write a unit in the notation: an amount, a function and its modifiers. The price follows every keystroke.'),
    h(
      'div',
      { class: 'grid two' },
      h(
        'div',
        { class: 'panel' },
        h('div', { class: 'row' }, field('Pricing profile', profile)),
        notice,
        h('div', { class: 'field spec-field' }, h('span', { class: 'label', id: 'spec-label' }, 'Unit spec'), editorBox),
        status,
        list,
        h('h3', {}, 'Canonical form'),
        h('div', { class: 'canonical-row' }, canonical, useCanonical),
      ),
      h(
        'div',
        { class: 'panel' },
        h('h3', { class: 'first' }, 'Price'),
        priceTable,
        priceNote,
        h('h3', {}, 'Factors'),
        h('div', { class: 'scroll' }, factors),
        missile,
      ),
    ),
    h(
      'section',
      { class: 'panel', id: 'specs-panel', 'aria-labelledby': 'specs-title' },
      h('h3', { id: 'specs-title', class: 'first' }, 'Several specs'),
      h('p', { class: 'note', id: 'specs-hint' }, 'One spec a line (# starts a comment), priced in a table under the profile above.'),
      h('div', { class: 'field' }, h('label', { for: 'specs' }, 'Specs'), specs),
      specsOut,
    ),
    h(
      'section',
      { class: 'panel rules', id: 'rules-list', 'aria-labelledby': 'rules-title' },
      h('h3', { id: 'rules-title', class: 'first' }, 'Functions and modifiers'),
      h('p', { class: 'note' }, 'Click one to insert it at the cursor.'),
      field('Filter', filter),
      rulesCount,
      rulesGroups,
    ),
  );

  // Each text is analysed once: `diagnose` runs first on a change, `onChange` reuses its result.
  let last: Analysis | undefined;
  const current = (text: string): Analysis => {
    const p = profile.value as ProfileName;
    if (last === undefined || last.text !== text || last.profile !== p) last = analyze(text, p);
    return last;
  };

  const editor: Editor = createEditor({
    completeSpecs: 'line',
    parent: editorBox,
    doc: state.get('spec') ?? DEFAULT_SPEC,
    label: 'Unit spec',
    id: 'spec-editor',
    singleLine: true,
    diagnose: (text) => editorDiagnostics(current(text).price.diagnostics, text),
    onChange: (text) => {
      // The length first: a spec too long for the address is kept in the bench only.
      const long = text.length > SPEC_ADDRESS_LIMIT;
      state.set({ spec: long ? undefined : text });
      if (long) notice.textContent = TOO_LONG_NOW;
      else if (notice.textContent !== '') notice.textContent = '';
      render(current(text));
    },
  });
  editor.view.contentDOM.setAttribute('aria-describedby', 'spec-status');

  const apply = (fix: EditorFix): void => {
    editor.view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert }, selection: { anchor: fix.from + fix.insert.length }, userEvent: 'input.fix' });
    editor.view.focus();
  };
  const select = (from: number, to: number): void => {
    editor.view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
    editor.view.focus();
  };

  function renderDiagnostics(a: Analysis): void {
    const diagnostics = a.price.diagnostics;
    status.textContent = diagnosticsSummary(diagnostics);
    const worst = diagnostics.some((d) => d.severity === 'error') ? 'has-errors' : diagnostics.some((d) => d.severity === 'warning') ? 'has-warnings' : 'ok';
    status.className = `status ${worst}`;
    renderDiagnosticList(list, diagnostics, { text: a.text, within: 'the spec', showCode: false, select, apply });
  }

  function renderPrice(a: Analysis): void {
    const price = a.price.ok ? a.price.value : undefined;
    priceTable.classList.toggle('stale', price === undefined);
    for (const r of PRICE_ROWS) priceCells.get(r.field)!.textContent = price === undefined ? '—' : String(price[r.field]);
    priceNote.textContent =
      price === undefined
        ? 'No price while the spec has errors.'
        : `${price.ranged ? '' : 'No range: contact or own ship only. '}Profile ${price.profile}.`;
    const terms = price?.breakdown ?? [];
    replaceChildren(
      factors,
      h('caption', { class: 'visually-hidden' }, 'Factors of the modifiers'),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Modifier'), h('th', { scope: 'col' }, 'Side'), h('th', { scope: 'col', class: 'num' }, 'Factor'))),
      h(
        'tbody',
        {},
        ...terms.map((t) => {
          const code = h('button', { type: 'button', class: 'link', title: 'Select it in the spec' }, a.text.slice(t.span.start, t.span.end) || t.code);
          code.addEventListener('click', () => select(t.span.start, t.span.end));
          return h(
            'tr',
            { 'data-code': t.code, class: t.counted ? undefined : 'not-counted' },
            h('td', {}, code, h('span', { class: 'hint' }, MODIFIERS[t.code].name)),
            h('td', {}, t.side, t.counted ? null : h('span', { class: 'hint' }, 'not counted')),
            h('td', { class: 'num', 'data-factor': t.factor }, factorText(t)),
          );
        }),
        terms.length === 0 ? h('tr', {}, h('td', { colspan: 3, class: 'note' }, price === undefined ? '—' : 'No modifiers.')) : null,
      ),
      price === undefined
        ? null
        : h(
            'tfoot',
            {},
            h('tr', {}, h('th', { scope: 'row', colspan: 2 }, 'Advantages'), h('td', { class: 'num', 'data-field': 'advantages' }, `+${price.advantages}`)),
            h('tr', {}, h('th', { scope: 'row', colspan: 2 }, 'Disadvantages'), h('td', { class: 'num', 'data-field': 'disadvantages' }, `−${price.disadvantages}`)),
          ),
    );
    const m = price?.missile;
    replaceChildren(
      missile,
      m === undefined
        ? null
        : h(
            'div',
            {},
            h('h3', {}, 'Missile points'),
            h(
              'table',
              {},
              h(
                'tbody',
                {},
                ...(
                  [
                    ['Missile points (basic × 5)', m.missilePoints],
                    [`Spent on movement (${m.movement} hexes)`, m.spent.movement],
                    [`Spent on turn mode (${m.modeFactor})`, m.spent.modeFactor],
                    [`Spent on endurance (${m.endurance} turns)`, m.spent.endurance],
                    ['Spent on the warhead', m.spent.warhead],
                    ['Spent on reuse', m.spent.reusable],
                    ['Spent in all', m.spent.total],
                    ['Unspent', m.unspent],
                  ] as const
                ).map(([label, n]) => h('tr', {}, h('th', { scope: 'row' }, label), h('td', { class: 'num' }, String(n)))),
              ),
            ),
          ),
    );
  }

  function render(a: Analysis): void {
    renderDiagnostics(a);
    renderPrice(a);
    canonical.textContent = a.canonical ?? '—';
    useCanonical.disabled = a.canonical === undefined || a.canonical === a.text;
  }

  // The functions and modifiers, each a button that inserts its text at the cursor.
  const groups = ruleGroups();
  const buttons: { readonly item: RuleItem; readonly button: HTMLButtonElement }[] = [];
  const details = groups.map((g, i) => {
    const items = g.items.map((item) => {
      const button = h('button', { type: 'button', class: 'chip', 'data-insert': item.insert, title: item.description, 'aria-label': `${item.label}: insert ${item.insert} (${item.description})` }, item.label);
      button.addEventListener('click', () => {
        const { from, to } = editor.view.state.selection.main;
        editor.insert(spacedInsert(editor.text(), from, to, item.insert));
        editor.view.focus();
      });
      buttons.push({ item, button });
      return h('li', {}, button);
    });
    // The first group (the attacks) starts open; the rest are a click away.
    return h('details', { id: `rules-${g.id}`, open: i === 0 }, h('summary', {}, `${g.title} `, h('span', { class: 'count' }, `(${g.items.length})`)), h('ul', { class: 'chips' }, ...items));
  });
  rulesGroups.append(...details);
  const total = buttons.length;
  const refilter = (): void => {
    const text = filter.value;
    let shown = 0;
    for (const { item, button } of buttons) {
      const on = matchesFilter(item, text);
      button.parentElement!.hidden = !on;
      if (on) shown++;
    }
    details.forEach((d, i) => {
      const any = (groups[i]?.items ?? []).some((item) => matchesFilter(item, text));
      d.hidden = !any;
      if (text.trim() !== '' && any) d.open = true;
    });
    rulesCount.textContent = text.trim() === '' ? '' : `${shown} of ${total} shown.`;
  };
  filter.addEventListener('input', refilter);

  profile.addEventListener('change', () => {
    state.set({ profile: profile.value === 'default' ? undefined : profile.value });
    const a = current(editor.text());
    editor.refresh();
    render(a);
    if (specs.value !== '') priceSpecs();
  });
  useCanonical.addEventListener('click', () => {
    const a = current(editor.text());
    if (a.canonical !== undefined) editor.setText(a.canonical);
    editor.view.focus();
  });

  render(current(editor.text()));

  return (s: StateAccess) => {
    const p = profileOf(s);
    const profileChanged = p !== profile.value;
    profile.value = p;
    // No spec in the address while the bench holds one too long for it: the bench keeps it.
    const spec = s.get('spec') ?? (editor.text().length > SPEC_ADDRESS_LIMIT ? editor.text() : DEFAULT_SPEC);
    // Read before the text is set: its onChange writes the address (which forgets the refusal) and clears the notice.
    const refused = s.refused('spec');
    if (spec !== editor.text()) editor.setText(spec); // diagnoses and renders through onChange
    else if (profileChanged) {
      editor.refresh();
      render(current(spec));
    }
    if (refused) notice.textContent = TOO_LONG_FOR_LINK;
  };
}

/** The view; `show` reaches the parts that `mount` built. */
function createUnitsView(): View {
  let showAgain: ((state: StateAccess) => void) | undefined;
  return {
    title: 'Unit bench',
    mount(root, state) {
      showAgain = mountUnits(root, state);
    },
    show(state) {
      showAgain?.(state);
    },
  };
}

export const unitsView: View = createUnitsView();
