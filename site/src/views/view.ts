import type { StateAccess } from '../state.js';

/**
 * A view of the page. `mount` builds it into its section once, reading its starting state from
 * the address; `show` is called each time it becomes the visible view (the address may have
 * changed in between, say by a link from another view).
 */
export interface View {
  readonly title: string;
  mount(root: HTMLElement, state: StateAccess): void;
  show?(state: StateAccess): void;
}
