/** Small DOM helpers shared by the views. */

type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;
type Child = Node | string | null | undefined | false;

/** Makes an element with attributes (`class`, `id`, `aria-*`, `data-*`, ...) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

/** Replaces an element's children. */
export function replaceChildren(el: Element, ...children: Child[]): void {
  el.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** How long a download's blob URL lives (ms): long enough for the slowest browser to start reading it. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Offers a text as a file download (nothing leaves the browser). */
export function download(name: string, text: string | Blob, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // Not at once: the browser reads the blob after the click returns, and on a busy machine a URL
  // revoked in the next task is gone before it does (the download then silently never starts).
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** A labelled form control: `<label for=id>text</label>` and the control. */
export function field(label: string, control: HTMLElement & { id: string }): HTMLElement {
  return h('div', { class: 'field' }, h('label', { for: control.id }, label), control);
}

/** The SVG element of a picture's text (a sheet page), parsed as XML, or undefined when the text is not one. */
export function svgElement(svg: string): SVGSVGElement | undefined {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return undefined;
  return document.importNode(root, true) as unknown as SVGSVGElement;
}
