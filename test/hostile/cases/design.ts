// Hostile cases: design files. Each returns a small summary that test/hostile/design.test.ts checks.
import { loadDesigns } from '../../../src/design/index.js';
import type { HostileCase } from './index.js';

const codes = (r: { diagnostics: readonly { code: string }[] }): string[] => [...new Set(r.diagnostics.map((d) => d.code))];

export const DESIGN_CASES: Readonly<Record<string, HostileCase>> = {
  'design/deep-flow-twice': () => {
    const text = '['.repeat(10000) + ']'.repeat(10000);
    const a = loadDesigns(text, 'deep.yaml');
    const b = loadDesigns(text, 'deep2.yaml');
    return { ok: [a.ok, b.ok], codes: [codes(a), codes(b)], count: [a.diagnostics.length, b.diagnostics.length] };
  },
};
