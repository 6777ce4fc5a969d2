/**
 * The functions and modifiers of the rule tables as editors offer them (the shipyard's unit bench
 * lists them; the language server completes them): grouped (functions
 * by role, modifiers by side), each with the text a click inserts into the spec. Every text is
 * worked out from the tables (a function's own example, a modifier's parameter filled from its
 * table's first row), so the list follows the rules as the library reads them.
 */
import {
  ACTIVATION_ROLLS,
  AREA_EFFECTS,
  BURNOUT_ROLLS,
  CHARGES,
  EXTRA_TIME,
  FIRING_ARCS,
  FUNCTIONS,
  JAMMED_ROLLS,
  MODIFIERS,
  POWER_MULTIPLIERS,
  type FunctionRole,
  type FunctionRule,
  type ModifierCode,
  type ModifierRule,
  type ModifierSide,
  type RollTable,
} from '../index.js';

/** One entry of the list: what a click inserts, its label, and a description for its tooltip. */
export interface RuleItem {
  readonly insert: string;
  readonly label: string;
  readonly description: string;
}

/** A group of entries (a `<details>` of the page). */
export interface RuleGroup {
  readonly id: string;
  readonly title: string;
  readonly items: readonly RuleItem[];
}

const ROLE_TITLES: Readonly<Record<FunctionRole, string>> = { attack: 'Attacks', defense: 'Defenses', sensor: 'Sensor effects', vehicle: 'Vehicles' };
const SIDE_TITLES: Readonly<Record<ModifierSide, string>> = { advantage: 'Advantages', disadvantage: 'Disadvantages', either: 'Either side' };

/** A function as inserted: its example without the leading amount (`3d6 pShock` gives `pShock`). */
export function functionInsert(f: FunctionRule): string {
  return f.example.replace(/^\d+(?:d6)?\s+/, '');
}

/** The roll tables of the modifiers written `<code><n><`. */
const ROLLS: Partial<Readonly<Record<ModifierCode, RollTable>>> = { ACT: ACTIVATION_ROLLS, BURN: BURNOUT_ROLLS, JAM: JAMMED_ROLLS };

/** Placeholder texts of the quoted modifiers, to be rewritten by the user. */
const TEXTS = { TRIGGER: 'enemy ship adjacent', LIMIT: 'only vs. missiles' } as const;

/** A modifier as inserted: its code, with a parameter from its table where it takes one. */
export function modifierInsert(m: ModifierRule): string {
  switch (m.params) {
    case 'none':
    case 'shots':
    case 'uncontrolled':
      return m.code;
    case 'charges':
      return `${CHARGES.rows[0]?.from ?? 1}${m.code}`;
    case 'arcs':
      // One arc is free: two letters make the modifier count.
      return `${m.code}:${FIRING_ARCS.letters.slice(0, FIRING_ARCS.freeArcs + 1).join('')}`;
    case 'area': {
      const shape = AREA_EFFECTS.shapes[0];
      return shape === undefined ? m.code : `${m.code}:${shape.letter}${shape.sized ? '1' : ''}`;
    }
    case 'roll': {
      const row = ROLLS[m.code]?.rows[0];
      return row === undefined ? m.code : `${m.code}${row.roll}<`;
    }
    case 'turns':
      return `${m.code}${EXTRA_TIME.rows[0]?.turns ?? 1}`;
    case 'multiplier':
      return `${m.code}${POWER_MULTIPLIERS.rows[0]?.multiplier ?? 2}`;
    case 'text':
    case 'factor-and-text':
      return `${m.code}="${m.code === 'TRIGGER' ? TEXTS.TRIGGER : TEXTS.LIMIT}"`;
  }
}

const sourceText = (s: { readonly book: string; readonly entry: string }): string => `${s.book}, ${s.entry}`;

/** The functions by role, then the modifiers by side, in the tables' order. */
export function ruleGroups(): readonly RuleGroup[] {
  const groups: RuleGroup[] = [];
  const functions = Object.values(FUNCTIONS);
  for (const role of Object.keys(ROLE_TITLES) as FunctionRole[]) {
    const items = functions
      .filter((f) => f.role === role)
      .map((f) => ({ insert: functionInsert(f), label: f.name, description: `${f.name}: ${f.example} (${sourceText(f.source)})` }));
    if (items.length > 0) groups.push({ id: `functions-${role}`, title: `Functions: ${ROLE_TITLES[role]}`, items });
  }
  const modifiers = Object.values(MODIFIERS);
  for (const side of Object.keys(SIDE_TITLES) as ModifierSide[]) {
    const items = modifiers
      .filter((m) => m.side === side)
      .map((m) => ({ insert: modifierInsert(m), label: m.code, description: `${m.name}${m.factor === null ? '' : `, factor ${m.factor}`} (${sourceText(m.source)})` }));
    if (items.length > 0) groups.push({ id: `modifiers-${side}`, title: `Modifiers: ${SIDE_TITLES[side]}`, items });
  }
  return groups;
}

/** Whether an entry matches a filter text (case-insensitive, in its label, insert or description). */
export function matchesFilter(item: RuleItem, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  return f === '' || item.label.toLowerCase().includes(f) || item.insert.toLowerCase().includes(f) || item.description.toLowerCase().includes(f);
}

/**
 * The text to insert at `from..to` of `doc` so that `token` stands as its own word: a space
 * before it unless it starts the text or follows a blank, and one after unless a blank or the
 * end follows.
 */
export function spacedInsert(doc: string, from: number, to: number, token: string): string {
  const before = from > 0 ? doc[from - 1] : undefined;
  const after = doc[to];
  const lead = before === undefined || /\s/.test(before) ? '' : ' ';
  const trail = after === undefined || /\s/.test(after) ? '' : ' ';
  return `${lead}${token}${trail}`;
}
