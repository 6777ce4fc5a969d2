import { InvalidArgumentError } from 'commander';
import { closest } from '../text/closest.js';

/**
 * Readers of option values: each turns the text into the value or throws commander's
 * InvalidArgumentError with what was expected, which commander prints after the option's name
 * (`error: option '--points <n>' argument '-5' is invalid: ...`) and the run ends as a usage
 * error (exit 2).
 */

/** A whole number from `min` to `max`, written in decimal digits (a sign only for negatives allowed by `min`). */
export const wholeNumber =
  (min: number, max: number, what = `a whole number from ${min} to ${max}`) =>
  (text: string): number => {
    const t = text.trim();
    const n = /^-?\d{1,16}$/.test(t) ? Number(t) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`Expected ${what}.`);
    return n;
  };

/** One of a closed list, matched without regard to case; answers the list's own spelling. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): T => {
    const found = values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
    if (found === undefined) throw new InvalidArgumentError(`Expected one of ${values.join(', ')}.`);
    return found;
  };

/** A comma-separated list of names from a closed list (at least one, none twice). */
export const listOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): T[] => {
    const names = text.split(',').map((c) => c.trim());
    const wrong = names.filter((n) => !(values as readonly string[]).includes(n));
    if (wrong.length > 0) throw new InvalidArgumentError(`${wrong.map((w) => JSON.stringify(w)).join(', ')} ${wrong.length === 1 ? 'is not one' : 'are not'} of ${values.join(', ')}.`);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) throw new InvalidArgumentError(`${twice} is listed twice.`);
    return names as T[];
  };

/** d6 results from 1 to 6, separated by commas: every item must be one (nothing is padded or dropped). */
export function d6List(text: string): number[] {
  const items = text.split(',').map((x) => x.trim());
  const bad = items.findIndex((x) => !/^[1-6]$/.test(x));
  if (bad !== -1) throw new InvalidArgumentError(`Item ${bad + 1} (${JSON.stringify(items[bad])}) is not a d6 result from 1 to 6; give the rolls separated by commas, such as 6,6,4,5.`);
  return items.map(Number);
}

/** Collects a repeatable option's values. */
export const collect = (value: string, previous: readonly string[] | undefined): string[] => [...(previous ?? []), value];

/** A volley given on the command line: `shield=1,points=32,seed=7` (the seed defaults to 1). */
export interface VolleyOption {
  readonly shield: number;
  readonly points: number;
  readonly seed: number;
}

/**
 * The `key=value` fields of a comma-separated option value (`shield=1,points=32`): each of `keys`
 * at most once and no other key, a misspelt key named with a did-you-mean; `form` is the value's
 * shape for the messages.
 */
export function keyValues(text: string, keys: readonly string[], form: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of text.split(',')) {
    const [key, value, ...rest] = part.split('=').map((x) => x.trim());
    if (key === undefined || value === undefined || rest.length > 0 || !keys.includes(key)) {
      const meant = key === undefined || value === undefined ? undefined : closest(key, keys);
      throw new InvalidArgumentError(`Expected ${form}; ${JSON.stringify(part)} is not one of those${meant === undefined || meant === key ? '' : ` (did you mean ${meant}=${value}?)`}.`);
    }
    if (fields.has(key)) throw new InvalidArgumentError(`${key} is given twice.`);
    fields.set(key, value);
  }
  return fields;
}

/** Reads `--volley shield=<1-6>,points=<n>[,seed=<n>]`; every key once, no other key (a misspelt one gets a did-you-mean). */
export const volleyOption =
  (maxPoints: number) =>
  (text: string): VolleyOption => {
    const fields = keyValues(text, ['shield', 'points', 'seed'], 'shield=<1-6>,points=<n>[,seed=<n>]');
    const shield = fields.get('shield');
    const points = fields.get('points');
    if (shield === undefined || points === undefined) throw new InvalidArgumentError('Expected shield=<1-6>,points=<n>[,seed=<n>]: shield and points are required.');
    return {
      shield: wholeNumber(1, 6, 'a shield facing from 1 to 6')(shield),
      points: wholeNumber(0, maxPoints, `a whole number of points from 0 to ${maxPoints}`)(points),
      seed: fields.has('seed') ? wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number of 0 or more as the seed')(fields.get('seed')!) : 1,
    };
  };
