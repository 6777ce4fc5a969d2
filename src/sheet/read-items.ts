/**
 * Reading what `pageSvg` is given (internal): a list of sheet items and a page box, each item
 * read field by field, each field once, into a plain copy that the writer then draws. A field
 * that is not what the item's type says is refused with a `TypeError` naming it
 * (`pageSvg: items[3].anchor is not one of start, middle, end`); the value itself is never
 * converted to text, walked or shown, so a payload in a field cannot reach the SVG or the message.
 */
import type { SheetItem, SheetLine, SheetPageBox, SheetRect, SheetText, SheetTextRole } from './types.js';

/**
 * The largest coordinate, size or font size the printer writes, in magnitude (millimetres, or
 * points for a font size): a kilometre, so that every position derived from them stays finite.
 */
const MAX_PRINTED_NUMBER = 1_000_000;

const TEXT_ROLES: readonly SheetTextRole[] = ['title', 'info', 'heading', 'label', 'cell', 'box-number', 'held', 'legend', 'footer', 'destroyed'];
const ANCHORS: readonly SheetText['anchor'][] = ['start', 'middle', 'end'];
const RECT_ROLES: readonly SheetRect['role'][] = ['ship', 'sample', 'frame'];
const LINE_ROLES: readonly SheetLine['role'][] = ['cross', 'rule'];

/** What a wrong value is, by `typeof` and `Array.isArray` only: `null`, `undefined`, `an array`, `an object`, `a number`, `a function` and so on. */
function typeName(v: unknown): string {
  if (v === null) return 'null';
  const t = typeof v;
  if (t === 'undefined') return 'undefined';
  if (t !== 'object') return `a ${t}`;
  try {
    return Array.isArray(v) ? 'an array' : 'an object';
  } catch {
    return 'an object'; // a revoked proxy
  }
}

function refuse(where: string, says: string): never {
  throw new TypeError(`pageSvg: ${where} ${says}`);
}

/** One property read once; a getter or proxy trap that throws makes it a `TypeError` with that error as its cause. */
function field(o: object, key: string | number, where: string): unknown {
  try {
    return (o as Record<string | number, unknown>)[key];
  } catch (cause) {
    throw new TypeError(`pageSvg: ${where} could not be read`, { cause });
  }
}

/** An object to read fields of (an array is not one). */
function record(v: unknown, where: string, what: string): object {
  if (v === null || typeof v !== 'object' || typeName(v) === 'an array') refuse(where, `is ${typeName(v)}, not ${what}`);
  return v;
}

function finite(o: object, key: string, where: string): number {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'number' || !(Math.abs(v) <= MAX_PRINTED_NUMBER)) refuse(`${where}.${key}`, `is not a number from -${MAX_PRINTED_NUMBER} to ${MAX_PRINTED_NUMBER}`);
  return v;
}

function positive(o: object, key: string, where: string): number {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'number' || !(v > 0 && v <= MAX_PRINTED_NUMBER)) refuse(`${where}.${key}`, `is not a number more than 0 and at most ${MAX_PRINTED_NUMBER}`);
  return v;
}

function whole(o: object, key: string, where: string, min: number, max: number): number {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) refuse(`${where}.${key}`, `is not a whole number from ${min} to ${max}`);
  return v;
}

function text(o: object, key: string, where: string): string {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'string') refuse(`${where}.${key}`, `is ${typeName(v)}, not a string`);
  return v;
}

function flag(o: object, key: string, where: string): boolean {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'boolean') refuse(`${where}.${key}`, 'is not true or false');
  return v;
}

function oneOf<T extends string>(o: object, key: string, where: string, words: readonly T[]): T {
  const v = field(o, key, `${where}.${key}`);
  if (typeof v !== 'string' || !(words as readonly string[]).includes(v)) refuse(`${where}.${key}`, `is not one of ${words.join(', ')}`);
  return v as T;
}

/** One item, copied field by field after its kind. */
function readItem(v: unknown, where: string): SheetItem {
  const o = record(v, where, 'a sheet item');
  const kind = field(o, 'kind', `${where}.kind`);
  const box = (): { x: number; y: number; w: number; h: number } => ({ x: finite(o, 'x', where), y: finite(o, 'y', where), w: finite(o, 'w', where), h: finite(o, 'h', where) });
  switch (kind) {
    case 'box': {
      const cell = box();
      const system = text(o, 'system', where);
      const index = whole(o, 'index', where, 0, Number.MAX_SAFE_INTEGER);
      const destroyed = flag(o, 'destroyed', where);
      const held = field(o, 'held', `${where}.held`);
      if (held === undefined) return { kind, ...cell, system, index, destroyed };
      return { kind, ...cell, system, index, destroyed, held: whole({ held }, 'held', where, 1, 299) };
    }
    case 'text': {
      const cell = box();
      return { kind, ...cell, text: text(o, 'text', where), size: positive(o, 'size', where), anchor: oneOf(o, 'anchor', where, ANCHORS), bold: flag(o, 'bold', where), role: oneOf(o, 'role', where, TEXT_ROLES) };
    }
    case 'rect':
      return { kind, ...box(), role: oneOf(o, 'role', where, RECT_ROLES) };
    case 'line':
      return { kind, x1: finite(o, 'x1', where), y1: finite(o, 'y1', where), x2: finite(o, 'x2', where), y2: finite(o, 'y2', where), role: oneOf(o, 'role', where, LINE_ROLES) };
    default:
      return refuse(`${where}.kind`, 'is not one of box, text, rect, line');
  }
}

/** The items of a page as plain copies, in order. */
export function readItems(items: unknown): SheetItem[] {
  if (typeName(items) !== 'an array') refuse('items', `is ${typeName(items)}, not a list of sheet items`);
  const list = items as readonly unknown[];
  const length = field(list, 'length', 'items.length');
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > 2 ** 32 - 1) refuse('items.length', 'is not the length of a list');
  const out: SheetItem[] = [];
  for (let k = 0; k < length; k++) out.push(readItem(field(list, k, `items[${k}]`), `items[${k}]`));
  return out;
}

/** The page box: only its size is drawn, so only `width` and `height` are read. */
export function readPage(page: unknown): Pick<SheetPageBox, 'width' | 'height'> {
  const o = record(page, 'page', 'a page box');
  return { width: positive(o, 'width', 'page'), height: positive(o, 'height', 'page') };
}

/** The colour scheme: absent is colour. */
export function readMono(mono: unknown): boolean {
  if (mono !== undefined && typeof mono !== 'boolean') refuse('mono', 'is not true or false');
  return mono === true;
}
