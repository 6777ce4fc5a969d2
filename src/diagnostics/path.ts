/**
 * Paths into structured input, as `Diagnostic.path` writes them (internal): keys joined by `.`,
 * list indexes in brackets, a key that is not a plain identifier quoted as a JSON string
 * (`systems["Hull F"]`, cut to 40 characters), the empty path for the whole input.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `base` followed by one key or index: `a` + `b` = `a.b`, `a` + 2 = `a[2]`, `` + `b` = `b`. */
export function pathJoin(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (IDENTIFIER.test(key) && key !== '__proto__') return base === '' ? key : `${base}.${key}`;
  return `${base}[${JSON.stringify(key.length > 40 ? `${key.slice(0, 39)}…` : key)}]`;
}

/** A path under `base`: `ship` + `systems["F Hull"]` = `ship.systems["F Hull"]`, `ship` + `[2]` = `ship[2]`, `ship` + `` = `ship`. */
export function pathUnder(base: string, path: string | undefined): string {
  if (path === undefined || path === '') return base;
  if (base === '' || path.startsWith('[')) return `${base}${path}`;
  return `${base}.${path}`;
}

/** A path of several keys and indexes from the root: `['units', 0, 'count']` = `units[0].count`. */
export function pathOf(segments: readonly (string | number)[]): string {
  let path = '';
  for (const s of segments) path = pathJoin(path, s);
  return path;
}

/**
 * The keys and indexes of a path as {@link pathJoin} writes it (`a.b[2]["L Warp"]` is a, b, 2,
 * L Warp): the inverse of {@link pathOf}, save for a key cut to 40 characters, which stays cut.
 * A path it cannot read ends where it stops being readable.
 */
export function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const step = /^(?:\.?([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  let rest = path;
  while (rest.length > 0) {
    const m = step.exec(rest);
    if (m === null) break;
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3]!) as string);
    rest = rest.slice(m[0].length);
  }
  return out;
}
