/**
 * The Duel view's form read into the options of `duel` (issue 41): the texts as typed, turned
 * into the plain data `duel` takes, with the command line's syntax for a range schedule and a
 * pair of facings (`24:4:4`, `8`, `20,16,8`, `standoff-a`; `1,4`). Nothing is checked here but
 * the shape of those two: a number out of its bounds, or a word that is none of the choices, is
 * passed on as typed, and `duel` reports it at its path (`options.trials`), which
 * {@link fieldOfPath} places on its control. No DOM here: the tests run it in Node.
 */
import type { DuelFormOptions } from './duel-job.js';

/** The form's controls, by the option each sets. */
export const DUEL_FIELDS = ['trials', 'turns', 'seed', 'range', 'facing', 'firing', 'power', 'targeting'] as const;
export type DuelField = (typeof DUEL_FIELDS)[number];

/** The texts of the form, as typed. */
export type DuelFormTexts = Readonly<Record<DuelField, string>>;

/** What the form starts with: the defaults of `duel` (`DUEL_RULES.defaults`), in the command line's words. */
export const DUEL_FORM_DEFAULTS: DuelFormTexts = Object.freeze({
  trials: '2000',
  turns: '10',
  seed: '1',
  range: '24:4:4',
  facing: 'head-on',
  firing: 'simultaneous',
  power: 'engines',
  targeting: 'focus',
});

/** A text that is a number (a decimal, or one with a sign) as that number; any other text as typed, for `duel` to report. */
const numberOr = (text: string): number | string => (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : text);

/** The form read: the options, or the field whose text has not the shape of its option and what it should be. */
export type ReadDuelForm = { readonly ok: true; readonly options: DuelFormOptions } | { readonly ok: false; readonly field: DuelField; readonly message: string };

const RANGE_SHAPE = 'Range: a range (8), a closing range (24:4:4: from, to, step), a range a turn (20,16,8), standoff-a or standoff-b.';

/**
 * The options of the form's texts. An empty field takes the duel's default (it is left out).
 * The values are those typed, as numbers where they are numbers: `duel` checks them.
 */
export function readDuelForm(texts: DuelFormTexts): ReadDuelForm {
  const o: Record<string, unknown> = {};
  const t = (k: DuelField): string => texts[k].trim();
  for (const k of ['trials', 'turns', 'seed'] as const) if (t(k) !== '') o[k] = numberOr(t(k));
  const range = t('range');
  if (range === 'standoff-a' || range === 'standoff-b') o['range'] = { kind: 'standoff', side: range.slice(-1) };
  else if (range.includes(':')) {
    const parts = range.split(':').map((p) => numberOr(p.trim()));
    if (parts.length !== 3) return { ok: false, field: 'range', message: RANGE_SHAPE };
    o['range'] = { kind: 'closing', from: parts[0], to: parts[1], step: parts[2] };
  } else if (range.includes(',')) o['range'] = { kind: 'list', ranges: range.split(',').map((p) => numberOr(p.trim())) };
  else if (range !== '') {
    const n = numberOr(range);
    if (typeof n === 'string') return { ok: false, field: 'range', message: RANGE_SHAPE };
    o['range'] = { kind: 'fixed', range: n };
  }
  const facing = t('facing');
  const pair = /^(.*),(.*)$/.exec(facing);
  if (pair !== null) o['facing'] = { a: numberOr(pair[1]!.trim()), b: numberOr(pair[2]!.trim()) };
  else if (facing !== '') o['facing'] = facing;
  for (const k of ['firing', 'targeting'] as const) if (t(k) !== '') o[k] = t(k);
  const power = t('power');
  if (power !== '') o['power'] = power === 'engines' || power === 'unlimited' ? power : numberOr(power);
  return { ok: true, options: o as DuelFormOptions };
}

/** The field a diagnostic of `duel` is about (`options.range.to` is the range's), or undefined when it is about none. */
export function fieldOfPath(path: string | undefined): DuelField | undefined {
  const m = /^options\.([a-zA-Z]+)/.exec(path ?? '');
  const name = m?.[1];
  if (name === 'toHit') return undefined;
  return (DUEL_FIELDS as readonly string[]).includes(name ?? '') ? (name as DuelField) : undefined;
}
