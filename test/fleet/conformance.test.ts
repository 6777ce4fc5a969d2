import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDesigns, resolveFleet, type FleetHost } from '../../src/design/index.js';
import { loadFixture } from '../helpers/fixtures.js';

interface Expected {
  readonly code: string;
  readonly at: string;
  readonly says: string;
  readonly suggestion?: string;
  /** The diagnostic's notes, exactly (over a limit: the roster). */
  readonly roster?: readonly string[];
}

interface Case {
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
  readonly fleet?: {
    readonly totals: { readonly ships: number; readonly points: number };
    readonly ships: readonly { readonly label: string; readonly name: string; readonly file: string; readonly points: number }[];
  };
  readonly diagnostics?: readonly Expected[];
  readonly load?: readonly Expected[];
}

const cases = loadFixture<Case[]>('fleets.yaml');

/** The fixture's files as a host: a reference relative to the folder of the file that names it. */
export function memoryHost(files: Readonly<Record<string, string>>): FleetHost & { readonly reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    read: (reference, from) => {
      const file = posix.join(posix.dirname(from), reference);
      reads.push(`${from} → ${reference}`);
      const text = files[file];
      return text === undefined ? { ok: false, file, reason: 'no such file' } : { ok: true, file, text };
    },
  };
}

const placed = (d: { readonly code: string; readonly message: string; readonly span?: { readonly line?: number; readonly column?: number }; readonly suggestions?: readonly string[] }) => ({
  code: d.code,
  at: `${d.span?.line}:${d.span?.column}`,
  suggestion: d.suggestions?.[0],
});

describe('fleets (specs/conformance/fleets.yaml)', () => {
  it('has good fleets, broken references, cycles and a fleet over its limit', () => {
    const codes = cases.flatMap((c) => (c.diagnostics ?? []).map((d) => d.code));
    expect(cases.filter((c) => c.fleet !== undefined).length).toBeGreaterThanOrEqual(2);
    for (const code of ['fleet-file', 'fleet-unknown-name', 'fleet-cycle', 'fleet-over-limit']) expect(codes).toContain(code);
    // Limits on points, spaces and repair, each with its roster.
    const over = cases.flatMap((c) => (c.diagnostics ?? []).filter((d) => d.code === 'fleet-over-limit'));
    for (const words of ['points', 'system spaces', 'system repair']) expect(over.some((d) => d.says.includes(words) && (d.roster?.length ?? 0) > 0)).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const loaded = loadDesigns(c.files['fleet.yaml']!, 'fleet.yaml');
    if (c.load !== undefined) {
      expect(loaded.ok).toBe(false);
      expect(loaded.diagnostics.map(placed)).toEqual(c.load.map(({ code, at, suggestion }) => ({ code, at, suggestion })));
      c.load.forEach((e, i) => expect(loaded.diagnostics[i]?.message).toContain(e.says));
      return;
    }
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const host = memoryHost(c.files);
    const r = resolveFleet(loaded.value, host);
    if (c.fleet !== undefined) {
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      expect(r.value.totals).toMatchObject(c.fleet.totals);
      expect(r.value.ships.map((s) => ({ label: s.label, name: s.name, file: s.file, points: s.model.totals.points }))).toEqual(c.fleet.ships);
      // The fleet's points are the sum of its ships'.
      expect(r.value.totals.points).toBe(r.value.ships.reduce((n, s) => n + s.model.totals.points, 0));
      expect(r.value.lines.reduce((n, l) => n + l.points, 0)).toBe(r.value.totals.points);
      // The host is asked once per reference, however many lines (or copies of a nested fleet) name it.
      expect(new Set(host.reads).size).toBe(host.reads.length);
      return;
    }
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map(placed)).toEqual((c.diagnostics ?? []).map(({ code, at, suggestion }) => ({ code, at, suggestion })));
    (c.diagnostics ?? []).forEach((e, i) => {
      expect(r.diagnostics[i]?.message).toContain(e.says);
      expect(r.diagnostics[i]?.notes).toEqual(e.roster);
    });
  });
});
