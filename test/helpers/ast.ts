/** Removes every `span` and `nameSpan` so that two ASTs can be compared by meaning alone. */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'span' || k === 'nameSpan') continue;
      out[k] = stripSpans(v);
    }
    return out;
  }
  return value;
}

/** Every `{ start, end }` span in an AST, with the path that leads to it, in document order. */
export function collectSpans(value: unknown, path = '$'): { path: string; start: number; end: number }[] {
  const out: { path: string; start: number; end: number }[] = [];
  const walk = (v: unknown, p: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}[${i}]`));
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'span' || k === 'nameSpan') && x !== null && typeof x === 'object') {
          const s = x as { start: number; end: number };
          out.push({ path: `${p}.${k}`, start: s.start, end: s.end });
        } else walk(x, `${p}.${k}`);
      }
    }
  };
  walk(value, path);
  return out;
}
