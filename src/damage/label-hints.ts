/**
 * The "did you mean" of a system line's label that names nothing (internal): the closest label a
 * line may have, among the catalog's labels and aliases and the chart's names.
 */
import { CATALOG_ENTRIES } from '../catalog/entries.js';
import { describeValue } from '../diagnostics/describe.js';
import { closest, foldedName } from '../text/closest.js';
import { CHART_LABELS } from './chart-labels.js';
import { SHIP_SYSTEMS } from './ship.js';
import { CHART_SYSTEM_NAMES, chartSystemOf } from './system-names.js';

/** The message for a label that is neither a chart name nor a catalog label, with the closest label (`hint`, from {@link closestLabel}) as a did-you-mean. */
export function unknownLabel(label: string, hint: string | undefined): string {
  return `no catalog entry or damage-chart system has the label ${describeValue(label)}${hint === undefined ? '' : `; did you mean ${hint}?`}`;
}

/**
 * The message for a label that is a word of some labels' full names ({@link labelsNamedBy}): the
 * one it names, or the ones to choose from (`Warp`: L Warp, R Warp or C Warp?).
 */
export function labelOfName(label: string, meant: readonly { readonly label: string; readonly name: string }[]): string {
  const shown = meant.map((m) => (m.name.toUpperCase() === m.label.toUpperCase() ? m.label : `${m.label} (${m.name})`));
  const choice = shown.length <= 2 ? shown.join(' or ') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]!}`;
  return `no catalog entry or damage-chart system has the label ${describeValue(label)}; ${meant.length === 1 ? 'did you mean' : 'which one:'} ${choice}?`;
}

/**
 * The label meant by an unknown one, or undefined when none is close: the label whose full name
 * it spells (`Transporter`, `shuttle bay`: a catalog entry's name or a chart system's row name, in
 * any case and spacing), else the closest label of either list, else the label of the closest
 * name. A chart name the catalog refuses (`Tractor`) is never the answer: its catalog label is.
 */
export function closestLabel(label: string): string | undefined {
  if (label.length > 80) return undefined;
  const names = labelsByName();
  const key = foldedName(label);
  const named = names.get(key);
  if (named !== undefined && named !== label) return accepted(named);
  const near = closest(label, systemLabels());
  if (near !== undefined) return accepted(near);
  const nearName = key.length >= 5 ? closest(key, names.keys()) : undefined;
  return nearName === undefined ? undefined : accepted(names.get(nearName)!);
}

/** Longest label looked up among the words of the names (longer ones are no word of any). */
const MAX_WORDS_LABEL = 80;

/**
 * The labels whose full name holds an unknown label as a word or run of words, when nothing else
 * is close (`Quarters` is a word of the catalog's Crew Quarters, so `Quar`; `Warp` of the chart's
 * Left, Right and Center warp, so `L Warp`, `R Warp` and `C Warp`), in the tables' order, each with
 * the name it was found in. Empty when no name holds it.
 */
export function labelsNamedBy(label: string): readonly { readonly label: string; readonly name: string }[] {
  const wanted = nameWords(label);
  if (label.length > MAX_WORDS_LABEL || wanted === '') return [];
  const out: { label: string; name: string }[] = [];
  const named = (name: string, l: string): void => {
    const meant = accepted(l);
    if (` ${nameWords(name)} `.includes(` ${wanted} `) && !out.some((o) => o.label === meant)) out.push({ label: meant, name });
  };
  for (const system of SHIP_SYSTEMS) named(CHART_SYSTEM_NAMES[system].name, system);
  for (const e of CATALOG_ENTRIES) named(e.name, e.label);
  return out;
}

/** A name's words, folded and joined by one space (`Crew Quarters` is `CREW QUARTERS`). */
function nameWords(text: string): string {
  return text.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w !== '').join(' ');
}

/** A label as a line may be written: a chart name refused for its several catalog entries as that catalog label (`Tractor` as `Trac`). */
function accepted(label: string): string {
  const system = chartSystemOf(label);
  const reading = system === undefined ? undefined : CHART_LABELS[system];
  return reading?.kind === 'variants' ? reading.label : label;
}

/** Each full name, folded, to its label: the chart systems' row names, then the catalog entries' names. */
function labelsByName(): Map<string, string> {
  const out = new Map<string, string>();
  for (const system of SHIP_SYSTEMS) out.set(foldedName(CHART_SYSTEM_NAMES[system].name), system);
  for (const e of CATALOG_ENTRIES) if (!out.has(foldedName(e.name))) out.set(foldedName(e.name), e.label);
  return out;
}

/** Every label a system line may be written with: the catalog's labels and aliases, and the chart's names. */
function systemLabels(): string[] {
  return [...new Set([...CATALOG_ENTRIES.flatMap((e) => [e.label, ...e.aliases]), ...SHIP_SYSTEMS])];
}
