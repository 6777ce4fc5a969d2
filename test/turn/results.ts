// Reading the results of spacedock/turn in tests.
import { expect } from 'vitest';
import type { Diagnostic, Result } from '../../src/index.js';

/** The value of an ok result; fails the test (with the diagnostics) otherwise. */
export function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${JSON.stringify(r.diagnostics)}`);
  return r.value;
}

/** The diagnostics of a failed result; fails the test when it succeeded. */
export function failed<T>(r: Result<T>): readonly Diagnostic[] {
  if (r.ok) throw new Error(`expected a failure, got: ${JSON.stringify(r.value)}`);
  expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  return r.diagnostics;
}

/** Each diagnostic as `code@path`, the short form the tables of the tests compare. */
export const where = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => `${d.code}@${d.path ?? '-'}`);

/** The codes of a result's diagnostics (none for an ok result without any). */
export const codes = <T>(r: Result<T>): string[] => r.diagnostics.map((d) => d.code);
