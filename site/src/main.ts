/**
 * The shipyard page: the navigation between the views, each built once into its own section,
 * and the state kept in the address (see state.ts).
 */
import './style.css';
import { registerOffline } from './offline.js';
import { addressState, hashOf, readState, VIEWS, type PageState, type ViewName } from './state.js';
import type { View } from './views/view.js';

/**
 * Each view is its own chunk, loaded the first time it is shown: the page starts with the code of
 * the view it opens on (the unit bench needs neither zod, yaml, the catalog nor the sheets).
 */
const LOAD: { readonly [V in ViewName]: () => Promise<View> } = {
  units: () => import('./views/units.js').then((m) => m.unitsView),
  ship: () => import('./views/ship.js').then((m) => m.shipView),
  catalog: () => import('./views/catalog.js').then((m) => m.catalogView),
  volley: () => import('./views/volley.js').then((m) => m.volleyView),
  play: () => import('./views/play.js').then((m) => m.playView),
  duel: () => import('./views/duel.js').then((m) => m.duelView),
};
const TITLES: { readonly [V in ViewName]: string } = { units: 'Unit bench', ship: 'Ship editor', catalog: 'Catalog', volley: 'Volley lab', play: 'Play', duel: 'Duel' };
const loaded = new Map<ViewName, View>();

const main = document.getElementById('main')!;
/**
 * The state of an address; when the address held more than the page keeps (unknown parameters,
 * repeats, values past their limits), it is rewritten at once without them, so that no later
 * keystroke writes them back.
 */
const stateOf = (hash: string): PageState => {
  const read = readState(hash);
  if (read.dropped > 0 || read.refused.size > 0) history.replaceState(null, '', hashOf(read));
  return read;
};
let state: PageState = stateOf(location.hash);
const access = addressState(
  () => state,
  (next) => {
    state = next;
    history.replaceState(null, '', hashOf(next));
  },
);
const sections = new Map<ViewName, HTMLElement>();

function show(view: ViewName): void {
  for (const name of VIEWS) {
    const section = sections.get(name);
    if (section !== undefined) section.hidden = name !== view;
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav a[data-view]')) {
    if (a.dataset['view'] === view) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  document.title = `${TITLES[view]} · spacedock shipyard`;
  const ready = loaded.get(view);
  if (ready !== undefined) {
    ready.show?.(access);
    return;
  }
  if (sections.has(view)) return; // still loading
  const section = document.createElement('section');
  section.id = `view-${view}`;
  section.className = 'view';
  section.setAttribute('aria-label', TITLES[view]);
  section.setAttribute('aria-busy', 'true');
  section.textContent = 'Loading…';
  main.append(section);
  sections.set(view, section);
  void LOAD[view]().then(
    (v) => {
      loaded.set(view, v);
      section.textContent = '';
      section.removeAttribute('aria-busy');
      v.mount(section, access);
    },
    (error: unknown) => {
      section.removeAttribute('aria-busy');
      section.textContent = `This view could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
    },
  );
}

// A link to another view keeps the parameters (the design, the spec) and changes the view.
document.addEventListener('click', (event) => {
  const a = (event.target as Element | null)?.closest?.('nav a[data-view]');
  if (!(a instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  const view = a.dataset['view'] as ViewName;
  state = { ...state, view };
  history.pushState(null, '', hashOf(state));
  show(view);
  main.focus({ preventScroll: true });
});

// An address that is not a view's (`#main`, where the skip link points) moves the focus, not the
// page: the state is put back, so that the skip link never drops the view or its design.
const follow = (): void => {
  if (!location.hash.startsWith('#/') && location.hash !== '') {
    history.replaceState(null, '', hashOf(state));
    main.focus();
    return;
  }
  // Our own address (put back above, or written by a view): nothing to follow.
  if (location.hash === hashOf(state)) return;
  state = stateOf(location.hash);
  show(state.view);
};
window.addEventListener('popstate', follow);
window.addEventListener('hashchange', follow);

show(state.view);
// After the first load the page works offline (site/public/sw.js).
registerOffline();
