import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Reads a YAML fixture file from `specs/conformance/`. */
export function loadFixture<T>(name: string): T {
  const url = new URL(`../../specs/conformance/${name}`, import.meta.url);
  return parse(readFileSync(fileURLToPath(url), 'utf8')) as T;
}
