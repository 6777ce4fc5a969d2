/**
 * Run by sheet.browser.test.ts inside Chromium, on a page that is one sheet's SVG document:
 * every drawn element's `getBBox()`, mapped into the root's user units (millimetres) with its
 * transforms, is checked against the page's viewBox; every `<text>` against the cell in its
 * `data-fit="x y w h"` (and against the edges of the damage boxes); every `data-box` rect against
 * the others. Returns `{ parsed, texts, boxes, destroyed, problems }`, problems as sentences.
 * A classic script (no module), evaluated as this function followed by a call to it.
 */
function checkPage(tolerance) {
  const svg = document.documentElement;
  if (svg.localName !== 'svg' || document.getElementsByTagName('parsererror').length > 0) {
    return { parsed: false, texts: 0, boxes: 0, destroyed: 0, problems: [`not an SVG document: ${svg.outerHTML.slice(0, 300)}`] };
  }
  const problems = [];
  const vb = svg.viewBox.baseVal;
  const rootInverse = svg.getScreenCTM().inverse();
  const fmt = (b) => `[${b.x1.toFixed(2)},${b.y1.toFixed(2)} .. ${b.x2.toFixed(2)},${b.y2.toFixed(2)}]`;
  const label = (el) => {
    const text = el.localName === 'text' ? ` "${(el.textContent ?? '').slice(0, 40)}"` : '';
    const tag = el.getAttribute('data-box') ?? el.getAttribute('data-fit') ?? el.getAttribute('class') ?? '';
    return `<${el.localName}${tag === '' ? '' : ` ${tag}`}>${text}`;
  };
  /** The element's bounding box in the root's user units, its transforms applied. */
  const boxOf = (el) => {
    const b = el.getBBox();
    const m = rootInverse.multiply(el.getScreenCTM());
    const pts = [
      [b.x, b.y],
      [b.x + b.width, b.y],
      [b.x, b.y + b.height],
      [b.x + b.width, b.y + b.height],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    return {
      x1: Math.min(...pts.map((p) => p.x)),
      y1: Math.min(...pts.map((p) => p.y)),
      x2: Math.max(...pts.map((p) => p.x)),
      y2: Math.max(...pts.map((p) => p.y)),
    };
  };
  const inside = (a, outer) =>
    a.x1 >= outer.x1 - tolerance && a.y1 >= outer.y1 - tolerance && a.x2 <= outer.x2 + tolerance && a.y2 <= outer.y2 + tolerance;
  const overlap = (a, b) =>
    Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1) > tolerance && Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1) > tolerance;

  const page = { x1: vb.x, y1: vb.y, x2: vb.x + vb.width, y2: vb.y + vb.height };
  if (!(vb.width > 0 && vb.height > 0)) problems.push('the root <svg> has no viewBox');

  // Everything drawn, leaving out definitions (a pattern or marker in <defs> has no place of its own).
  const drawn = [...svg.querySelectorAll('*')].filter(
    (el) => el instanceof SVGGraphicsElement && el.closest('defs, clipPath, mask, marker, pattern, symbol') === null,
  );
  for (const el of drawn) {
    const b = boxOf(el);
    if (!inside(b, page)) problems.push(`${label(el)} ${fmt(b)} is outside the page ${fmt(page)}`);
  }

  const texts = drawn.filter((el) => el.localName === 'text');
  const boxes = drawn.filter((el) => el.localName === 'rect' && el.hasAttribute('data-box'));
  const boxRects = boxes.map((el) => ({ el, b: boxOf(el) }));
  for (const el of texts) {
    const fit = (el.getAttribute('data-fit') ?? '').trim().split(/\s+/).map(Number);
    if (fit.length !== 4 || !fit.every(Number.isFinite)) {
      problems.push(`${label(el)} has no data-fit="x y w h"`);
      continue;
    }
    const [x, y, w, h] = fit;
    const cell = { x1: x, y1: y, x2: x + w, y2: y + h };
    const b = boxOf(el);
    if (!inside(b, cell)) problems.push(`${label(el)} ${fmt(b)} overflows its cell ${fmt(cell)}`);
    // A text may sit inside a damage box (its number, held damage), never across one's edge.
    for (const { el: box, b: r } of boxRects) {
      if (overlap(b, r) && !inside(b, r)) problems.push(`${label(el)} ${fmt(b)} crosses damage box ${label(box)} ${fmt(r)}`);
    }
  }

  const keys = new Set();
  for (const { el } of boxRects) {
    const key = el.getAttribute('data-box');
    if (keys.has(key)) problems.push(`data-box="${key}" is drawn twice`);
    keys.add(key);
  }
  // Sweep along x: only boxes that start before one ends can overlap it.
  const sorted = [...boxRects].sort((a, b) => a.b.x1 - b.b.x1);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].b.x1 < a.b.x2; j++) {
      const b = sorted[j];
      if (overlap(a.b, b.b)) problems.push(`${label(a.el)} ${fmt(a.b)} overlaps ${label(b.el)} ${fmt(b.b)}`);
    }
  }
  return {
    parsed: true,
    texts: texts.length,
    boxes: boxes.length,
    destroyed: boxes.filter((el) => el.getAttribute('data-destroyed') === 'true').length,
    problems,
  };
}
