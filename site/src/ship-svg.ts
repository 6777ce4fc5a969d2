/**
 * A record sheet page drawn inside the page. A sheet's SVG carries its own `<style>` (the font,
 * the box and mark classes, which differ in black and white); inline in an HTML document such a
 * style would apply to the whole document, to other sheets and to the page's own elements of the
 * same class. So the inline copy's rules are scoped to the element that holds it (the downloaded
 * file is the sheet as drawn). No DOM here: the tests run it in Node.
 */

/** The SVG with every rule of its `<style>` elements restricted to descendants of `scope` (a CSS selector). */
export function scopeSvgStyle(svg: string, scope: string): string {
  return svg.replace(/<style>([^<]*)<\/style>/g, (_, css: string) => `<style>${scopeRules(css, scope)}</style>`);
}

/** `a,b{...}c{...}` as `S a,S b{...}S c{...}` (the sheet's styles are plain rules, no at-rules). */
function scopeRules(css: string, scope: string): string {
  return css.replace(/(^|\})([^{}]+)\{/g, (_, close: string, selectors: string) =>
    `${close}${selectors.split(',').map((s) => `${scope} ${s.trim()}`).join(',')}{`,
  );
}
