// How LiquidJS reads a filter's input (its liquidjs/src/util/underscore.ts), repeated here so that
// the filters we replace and the checks we make before a filter runs read a value exactly as the
// engine's own filters do.
import { toValue } from 'liquidjs';

/** A list, as the engine tells one (a proxy of an array is one too). */
export const isList = (v: unknown): v is unknown[] => Object.prototype.toString.call(v) === '[object Array]';

/** `null` or `undefined`. */
export const isNil = (v: unknown): v is null | undefined => v === null || v === undefined;

/** A value as a list: nothing for nil, the list itself, or a list of the one value. */
export function toList(v: unknown): unknown[] {
  const value: unknown = toValue(v);
  if (isNil(value)) return [];
  return isList(value) ? value : [value];
}

/** A value as the engine's text: nil as nothing, a list as its items' texts run together. */
export function engineText(v: unknown): string {
  const value: unknown = toValue(v);
  if (typeof value === 'string') return value;
  if (isNil(value)) return '';
  if (isList(value)) return value.map(engineText).join('');
  return String(value);
}
