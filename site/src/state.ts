/**
 * The page's state lives in its address: `#/<view>?<key>=<value>&...`. Every view reads its own
 * keys from it and writes them back as the user works (with `history.replaceState`, so typing does
 * not fill the back button), so a copied link reopens the page as it was, and a reload keeps it.
 * Long texts (a ship design) are stored as base64url of their UTF-8 bytes. Only the parameters of
 * `ADDRESS_PARAMS` are kept, each within its limit (address-params.ts).
 */
import { ADDRESS_PARAMS, isAddressKey, rawLimit, type AddressKey } from './address-params.js';


/** The views of the page, in the order of the navigation. */
export const VIEWS = ['units', 'ship', 'catalog', 'volley', 'play', 'duel'] as const;
export type ViewName = (typeof VIEWS)[number];

/** The state read from an address: the view and its parameters. */
export interface PageState {
  readonly view: ViewName;
  /** The page's parameters only, the first of each name, each within its limit. */
  readonly params: URLSearchParams;
  /** Parameters of the page whose value was past its limit: dropped unread (a view says so). */
  readonly refused: ReadonlySet<AddressKey>;
  /** How many other parameters the address held (unknown names, repeats): dropped. */
  readonly dropped: number;
}

/**
 * The page's parameters of a query: the first of each known name, a value past its limit refused
 * by its length before it is decoded. Linear in the query's length, whatever it holds.
 */
function readParams(query: string): Pick<PageState, 'params' | 'refused' | 'dropped'> {
  const kept: string[] = [];
  const seen = new Set<string>();
  const refused = new Set<AddressKey>();
  let dropped = 0;
  for (let from = 0; from < query.length; ) {
    const end = query.indexOf('&', from);
    const to = end < 0 ? query.length : end;
    const part = query.slice(from, to);
    from = to + 1;
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!isAddressKey(key) || seen.has(key)) dropped++;
    else if (part.length - key.length - 1 > rawLimit(ADDRESS_PARAMS[key])) refused.add(key);
    else {
      seen.add(key);
      kept.push(part);
    }
  }
  const params = new URLSearchParams(kept.join('&'));
  for (const key of seen) {
    const value = params.get(key) ?? '';
    if (isAddressKey(key) && value.length > ADDRESS_PARAMS[key]) {
      params.delete(key);
      refused.add(key);
    }
  }
  return { params, refused, dropped };
}

/** Reads `#/<view>?<query>`; an unknown or missing view is the first one. */
export function readState(hash: string): PageState {
  const body = hash.startsWith('#/') ? hash.slice(2) : hash.startsWith('#') ? hash.slice(1) : hash;
  const q = body.indexOf('?');
  const name = q < 0 ? body : body.slice(0, q);
  const view = (VIEWS as readonly string[]).includes(name) ? (name as ViewName) : 'units';
  return { view, ...readParams(q < 0 ? '' : body.slice(q + 1)) };
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
    // A plain loop: Uint8Array.from with a function calls it once per byte (several times slower).
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** What a view is given: the state's parameters to read, and a way to change them. */
export interface StateAccess {
  /** The value of a parameter, or undefined. */
  get(key: AddressKey): string | undefined;
  /** Whether the address held a value of `key` past its limit (dropped unread: see `ADDRESS_PARAMS`). */
  refused(key: AddressKey): boolean;
  /**
   * Sets parameters (undefined removes one) and rewrites the address without a history entry. A
   * value past its limit is not written (the parameter is removed): views check first, to say so.
   */
  set(patch: Readonly<Partial<Record<AddressKey, string | undefined>>>): void;
}

/** A `StateAccess` over the page's address. */
export function addressState(current: () => PageState, write: (state: PageState) => void): StateAccess {
  return {
    get: (key) => current().params.get(key) ?? undefined,
    refused: (key) => current().refused.has(key),
    set: (patch) => {
      const state = current();
      const params = new URLSearchParams(state.params);
      const refused = new Set(state.refused);
      for (const [key, value] of Object.entries(patch)) {
        if (!isAddressKey(key)) continue;
        refused.delete(key);
        if (value === undefined || value.length > ADDRESS_PARAMS[key]) params.delete(key);
        else params.set(key, value);
      }
      write({ view: state.view, params, refused, dropped: 0 });
    },
  };
}
