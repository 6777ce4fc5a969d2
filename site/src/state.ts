/**
 * The page's state lives in its address: `#/<view>?<key>=<value>&...`. Every view reads its own
 * keys from it and writes them back as the user works (with `history.replaceState`, so typing does
 * not fill the back button), so a copied link reopens the page as it was, and a reload keeps it.
 * Long texts (a ship design) are stored as base64url of their UTF-8 bytes.
 */

/** The views of the page, in the order of the navigation. */
export const VIEWS = ['units', 'ship', 'catalog', 'volley', 'play'] as const;
export type ViewName = (typeof VIEWS)[number];

/** The state read from an address: the view and its parameters. */
export interface PageState {
  readonly view: ViewName;
  readonly params: URLSearchParams;
}

/** Reads `#/<view>?<query>`; an unknown or missing view is the first one. */
export function readState(hash: string): PageState {
  const body = hash.replace(/^#\/?/, '');
  const q = body.indexOf('?');
  const name = q < 0 ? body : body.slice(0, q);
  const view = (VIEWS as readonly string[]).includes(name) ? (name as ViewName) : 'units';
  return { view, params: new URLSearchParams(q < 0 ? '' : body.slice(q + 1)) };
}

/** The address of a state (`#/ship?design=...`). */
export function hashOf(state: PageState): string {
  const query = state.params.toString();
  return `#/${state.view}${query === '' ? '' : `?${query}`}`;
}

/** A text as base64url of its UTF-8 bytes (what the `design` parameter holds). */
export function encodeText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a base64url parameter, or undefined when it is not one. */
export function decodeText(value: string): string | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** What a view is given: the state's parameters to read, and a way to change them. */
export interface StateAccess {
  /** The value of a parameter, or undefined. */
  get(key: string): string | undefined;
  /** Sets parameters (undefined removes one) and rewrites the address without a history entry. */
  set(patch: Readonly<Record<string, string | undefined>>): void;
}

/** A `StateAccess` over the page's address. */
export function addressState(current: () => PageState, write: (state: PageState) => void): StateAccess {
  return {
    get: (key) => current().params.get(key) ?? undefined,
    set: (patch) => {
      const state = current();
      const params = new URLSearchParams(state.params);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) params.delete(key);
        else params.set(key, value);
      }
      write({ view: state.view, params });
    },
  };
}
