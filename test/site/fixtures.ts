/** Texts the shipyard tests put into the page, and the page's address encoding in Node. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './harness.js';

/** An example file of the repository, as text. */
export function example(path: string): string {
  return readFileSync(join(REPO, 'examples', path), 'utf8');
}

/** What the page's `encodeText` makes of a text (base64url of its UTF-8, no padding). */
export function encodeText(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The text of an `encodeText` parameter. */
export function decodeText(value: string): string {
  return Buffer.from(value, 'base64url').toString('utf8');
}

/**
 * A valid ship design of `count` units (the size the keystroke measurement is made on): five
 * specs in turn, so the pricing is not one cached answer. The text ends without a line break,
 * on the last unit's spec, where the measurement types.
 */
export function bigDesign(count: number): string {
  const specs = ['2d6 eZap AP', '3d6 pZap AUTO RNG-', '12 eDefense HARD', '4d6 eZap AP ARC:ABF RNG-', '10 pDefense POWZ'];
  const lines = ['format: 1', 'kind: ship', `name: Measured ${count}-unit Hull`, 'sizeClass: 3', 'tech: 3', 'units:'];
  for (let i = 0; i < count; i++) lines.push(`  - name: Unit ${i + 1}`, `    spec: ${specs[i % specs.length]!}`);
  return lines.join('\n');
}

/** The median and the largest of some numbers. */
export function medianAndMax(values: readonly number[]): { median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, max: sorted[sorted.length - 1]! };
}
