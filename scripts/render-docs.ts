import {
  ACTIVATION_ROLLS,
  AREA_EFFECTS,
  AUTOFIRE,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  CHARGES,
  CONTINUOUS,
  DAMAGE_RESISTANCE_STEPS,
  DIAGNOSTIC_CODES,
  DIAGNOSTIC_MODULES,
  type DiagnosticModule,
  EXTRA_TIME,
  FIRING_ARCS,
  FUNCTION_COSTS,
  FUNCTIONS,
  costText,
  JAMMED_ROLLS,
  LIMITED_EFFECT,
  MISSILE_BASE,
  MISSILE_OPTIONS,
  MODIFIER_CONFLICTS,
  MODIFIERS,
  POWER_MULTIPLIERS,
  ROLL_UNDER_3D6,
  type RollTable,
  type SourceRef,
} from '../src/index.js';
import { designJsonSchema, loadDesigns } from '../src/design/index.js';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { renderCli } from './render-cli-docs.js';
import { mdCell } from '../src/text/table-cells.js';
import { CATALOG_ENTRIES, FIGHTERS, formatCatalog, listEntries, toCatalogRow, type CatalogGroup } from '../src/catalog/index.js';

/** The generated pages: path (from the repository root) -> content. */
export function renderDocs(): Record<string, string> {
  return {
    'docs/diagnostics.md': renderDiagnostics(),
    'docs/rules.md': renderRules(),
    'docs/catalog.md': renderCatalog(),
    'docs/cli.md': renderCli(),
    'schema/design.schema.json': `${JSON.stringify(designJsonSchema(), null, 2)}\n`,
  };
}

const HEADER = '<!-- Generated from src/diagnostics/codes.ts by `npm run gen:docs`. Do not edit by hand. -->\n';
const RULES_HEADER = '<!-- Generated from the tables in src/rules/ by `npm run gen:docs`. Do not edit by hand. -->\n';

const cite = (s: SourceRef): string => `${s.book}: ${s.entry}`;
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map((c) => mdCell(String(c))).join(' | ')} |`)].join('\n');
const rolls = (t: RollTable): string => table(['roll (3d6, or less)', 'factor', 'chance'], t.rows.map((r) => [`${r.roll}<`, r.factor, `${ROLL_UNDER_3D6.rows[r.roll - 3]!.ways}/216`]));

function renderRules(): string {
  const functions = table(
    ['function', 'amount', 'damage type', 'range', 'power', 'basic points', 'source'],
    Object.values(FUNCTIONS).map((f) => {
      const c = FUNCTION_COSTS[f.kind];
      return [f.name, f.amount, f.damageType ? 'e/p/c' : '', f.hasRange ? 'yes' : 'with RNG', f.needsPower ? 'yes' : 'no', costText(c), cite(c.source)];
    }),
  );
  const modifiers = table(
    ['code', 'name', 'side', 'factor', 'stacks', 'requires', 'generally on', 'source'],
    Object.values(MODIFIERS).map((m) => [
      `\`${m.code}\``,
      m.name,
      m.side,
      m.factor ?? 'table',
      m.stacks ? 'yes' : 'no',
      m.requires.join(', '),
      (m.usualOn ?? []).map((k) => FUNCTIONS[k].name).join(', '),
      cite(m.source),
    ]),
  );
  return `${RULES_HEADER}
# Rule tables

Every table the library prices and checks units with, rendered from \`src/rules/\`. The same data
are exported from \`spacedock\` (\`FUNCTIONS\`, \`FUNCTION_COSTS\`, \`MODIFIERS\` and the tables
named below) for tools and rulebooks. How they combine is in [specs/pricing.md](../specs/pricing.md).

## Functions (\`FUNCTIONS\`, \`FUNCTION_COSTS\`)

${functions}

Damage Resistance steps (\`DAMAGE_RESISTANCE_STEPS\`, ${cite(DAMAGE_RESISTANCE_STEPS.source)}):

${table(['points', 'damage multiplied by'], DAMAGE_RESISTANCE_STEPS.rows.map((r) => [r.points, r.multiplier]))}

Missiles (\`MISSILE_BASE\`, \`MISSILE_OPTIONS\`, ${cite(MISSILE_BASE.source)}): at least ${MISSILE_BASE.minimumBasic} basic points, ${MISSILE_BASE.missilePointsPerBasic} missile points per basic point, ${MISSILE_BASE.reusableCost} missile points to make it reusable.

${table(['option', 'free', 'missile points per step'], MISSILE_OPTIONS.map((o) => [`${o.word}=`, o.free, o.missilePointsPerStep]))}

## Modifiers (\`MODIFIERS\`)

${modifiers}

Conflicting pairs (\`MODIFIER_CONFLICTS\`):

${table(['codes', 'severity', 'why'], MODIFIER_CONFLICTS.map((c) => [c.codes.join(' + '), c.severity, c.reason]))}

## Factor tables

Autofire (\`AUTOFIRE\`): ${AUTOFIRE.baseShots} shots for ${AUTOFIRE.baseFactor}, + ${AUTOFIRE.factorPerDoubling} per doubling. Continuous (\`CONTINUOUS\`): ${CONTINUOUS.factor}, + ${CONTINUOUS.uncontrolledExtra} uncontrolled. Firing arcs (\`FIRING_ARCS\`): letters ${FIRING_ARCS.letters.join(', ')}; ${FIRING_ARCS.freeArcs} free, + ${FIRING_ARCS.factorPerExtraArc} per further arc. Limited effect (\`LIMITED_EFFECT\`): ${LIMITED_EFFECT.min} to ${LIMITED_EFFECT.max} in steps of ${LIMITED_EFFECT.step}, ${LIMITED_EFFECT.defaultFactor} when not written.

Area effects (\`AREA_EFFECTS\`, ${cite(AREA_EFFECTS.source)}; selective + ${AREA_EFFECTS.selectiveFactor}):

${table(['letter', 'shape', 'takes a size', 'factor'], AREA_EFFECTS.shapes.map((s) => [s.letter, s.shape, s.sized ? 'yes' : 'no', s.factor]))}

Activation roll (\`ACTIVATION_ROLLS\`, ${cite(ACTIVATION_ROLLS.source)}):

${rolls(ACTIVATION_ROLLS)}

Burnout without charges (\`BURNOUT_ROLLS\`, ${cite(BURNOUT_ROLLS.source)}):

${rolls(BURNOUT_ROLLS)}

Burnout with charges (\`BURNOUT_ROLLS_WITH_CHARGES\`, ${cite(BURNOUT_ROLLS_WITH_CHARGES.source)}):

${rolls(BURNOUT_ROLLS_WITH_CHARGES)}

Jammed (\`JAMMED_ROLLS\`, ${cite(JAMMED_ROLLS.source)}):

${rolls(JAMMED_ROLLS)}

Charges (\`CHARGES\`, ${cite(CHARGES.source)}):

${table(['charges', 'side', 'factor'], CHARGES.rows.map((r) => [r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`, r.side, r.factor]))}

Extra time (\`EXTRA_TIME\`, ${cite(EXTRA_TIME.source)}):

${table(['turns', 'factor'], EXTRA_TIME.rows.map((r) => [r.turns, r.factor]))}

Increased power consumption (\`POWER_MULTIPLIERS\`, ${cite(POWER_MULTIPLIERS.source)}):

${table(['power x', 'factor'], POWER_MULTIPLIERS.rows.map((r) => [r.multiplier, r.factor]))}
`;
}

/** Each module's heading in docs/diagnostics.md: the entry point that reports its codes. */
const MODULE_TITLES: Readonly<Record<DiagnosticModule, string>> = {
  notation: 'Unit notation (`parseUnit`, `spacedock`)',
  pricing: 'Pricing (`priceUnit`, `spacedock`)',
  catalog: 'SFB:TNG catalog (`spacedock/catalog`)',
  design: 'Design files (`spacedock/design`)',
  damage: 'Damage allocation (`spacedock/damage`)',
  combat: 'Unit combat (`spacedock/combat`)',
  turn: 'The turn: movement, energy, sensors, cloak, drones (`spacedock/turn`)',
  duel: 'Duels (`duel`, `spacedock/duel`)',
  sheet: 'Record sheets (`renderSheet`, `spacedock/sheet`)',
  render: 'Templates (`renderTemplate`, `spacedock/render`, `spacedock render`)',
  balance: 'The balance lab: ratings from duel outcomes and pricing checks (`fitRatings`, `balanceReport`, `roundRobin`)',
  general: 'Any module: structured input, dice sources, numbers past 2^53 - 1, the diagnostics cap; the files of the command line',
};

/**
 * The mistakes of specs/conformance/mistakes.yaml (one-mistake cases only), each with the message
 * and fix the loader gives for it now.
 */
function renderMistakes(): string {
  type Case = { name: string; spec?: string; file?: string };
  const cases = parseYaml(readFileSync('specs/conformance/mistakes.yaml', 'utf8')) as Case[];
  const rows: string[] = [];
  const said = new Set<string>();
  for (const c of cases) {
    const text = c.spec !== undefined ? `format: 1\nkind: units\ntitle: Mistakes\nunits:\n  - name: Gun\n    spec: '${c.spec}'\n` : c.file!.replaceAll('→', '\t');
    const found = loadDesigns(text, 'mistake.yaml').diagnostics;
    found.forEach((d, i) => {
      // A message said once is enough: the files with several mistakes repeat the ones of one.
      const message = d.message.replace(/^[^:"]*: (?=")/, '');
      if (d.span === undefined || said.has(`${d.code} ${message}`)) return;
      said.add(`${d.code} ${message}`);
      const written = c.spec ?? text.split(/\r?\n/)[d.span.line! - 1]!.trim();
      const fix = d.suggestions?.[0];
      const name = found.length === 1 ? c.name : `${c.name} (${i + 1} of ${found.length})`;
      rows.push(`| ${mdCell(name)} | \`${mdCell(written)}\` | \`${d.code}\` | ${mdCell(d.message)} | ${fix === undefined ? '' : `\`${mdCell(fix)}\``} |`);
    });
  }
  return `## Common mistakes and what they say

What the loader says for the mistakes of \`specs/conformance/mistakes.yaml\` (generated from it; a
spec is on a unit line, a design-file line is shown as written; a message already shown is not
shown again). Each mistake is one diagnostic, at the text to change, and the fix, when there is
one, is its first suggestion: a quick fix in the shipyard page and in editors. A file with several
mistakes gets all of them in one run, a YAML error included: the rest of its document is read on
without the broken line (specs/design-format.md, section 7.5), and the diagnostics are listed by
position in the file.

| mistake | written | code | message | fix |
| --- | --- | --- | --- | --- |
${rows.join('\n')}`;
}

function renderDiagnostics(): string {
  const sections = DIAGNOSTIC_MODULES.map((module) => {
    const rows = Object.entries(DIAGNOSTIC_CODES)
      .filter(([, d]) => d.module === module)
      .map(([code, d]) => `| <a id="${code}"></a>\`${code}\` | ${d.severity} | ${d.summary.replaceAll('|', '\\|')} |`);
    return `### ${MODULE_TITLES[module]}\n\n| code | severity | meaning |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
  });
  return `${HEADER}
# Results and diagnostics

Every function of every entry point that takes user input answers with the one result type and
never throws for any input:

\`\`\`ts
type Result<T> =
  | { ok: true; value: T; diagnostics: readonly Diagnostic[] }
  | { ok: false; diagnostics: readonly Diagnostic[] };
\`\`\`

\`ok\` is false exactly when an error was found; then there is no \`value\`. Warnings and infos
leave a result usable and come with the value. Narrow on \`ok\`, then read \`value\`.

The functions that answer without a \`Result\` are of three kinds, each listed here (and pinned by
\`test/api/one-result.types.ts\`): lookups that answer for any value (\`entriesByLabel\`,
\`listEntries\`, \`isAvailableAt\` of \`spacedock/catalog\`; \`remaining\`,
\`breenArmorActsAsShields\` of \`spacedock/damage\`); printers and renderers of what the library
produced (\`formatUnit\`, \`formatModifier\`, \`formatDiagnostic\`, \`hasErrors\`, \`positionAt\`, \`costText\`,
\`toCatalogRow\`, \`formatCatalog\`, \`tableRows\`, \`formatTable\`, \`formatTables\`, \`designJsonSchema\`,
and the readers of compiled documents \`designReadout\` and \`fleetShips\`;
\`pageSvg\`, \`escapeSvgText\` and the text measures \`textWidth\`, \`fitText\` of \`spacedock/sheet\`); and the
dice primitives of \`spacedock\` (\`seededDice\`, \`scriptedDice\`, \`rollDice\`, \`roll2d6\`,
\`sumDistribution\`, \`rollUnder3d6\`), whose arguments come from code; and the balance lab's round robin
schedule \`roundRobinPairs\` (and \`roundRobinAsync\`, whose promise holds a \`Result\`). A wrong argument to a printer,
a dice primitive or the schedule is a programming error: the documented \`TypeError\` or \`RangeError\`.

Every problem is one \`Diagnostic\`, plain data:

\`\`\`ts
interface Diagnostic {
  severity: 'error' | 'warning' | 'info';
  code: DiagnosticCode;          // stable, for programs: listed below
  message: string;               // for people; may be reworded between versions
  span?: { start: number; end: number; line?: number; column?: number };
  path?: string;                 // where in structured input
  source?: { book: SourceBook; entry: string }; // the rule it enforces
  suggestions?: string[];        // replacements for the text at span, best first
  notes?: string[];              // lines of detail under the message
}
\`\`\`

- **\`span\`** places a diagnostic in text input (a unit spec, a design file): UTF-16 offsets, end
  exclusive. Diagnostics of a design file also carry the 1-based \`line\` and \`column\` of \`start\`.
- **\`path\`** places it in structured input (an object, perhaps read from JSON): written as in
  JavaScript, keys joined by \`.\`, list indexes in brackets, keys that are not plain identifiers
  quoted (\`phasers[2].type\`, \`systems["Hull F"]\`). For a function of one input the path starts
  inside it (\`systems.Lab\`); for a function of several it starts with the parameter's name
  (\`allocation.movement\`, \`volley.units[2].points\`). The empty path is the whole input. A design
  file's diagnostics have both: the place in the file and the path in the document
  (\`units[0].count\`). The message does not repeat the path. Every module writes paths this one
  way (a damage state's \`systems.Bridge\` and \`systems["F Hull"]\` alike), by one function.
- **\`source\`** names the rule a diagnostic enforces, when it enforces one: the book (\`Ship Point
  System\`, \`SFB:TNG\`, \`SFB Cadet Training Handbook\`, \`spacedock rulings\` for the project's
  rulings, \`spacedock\` for a choice of this library explained in \`specs/\`) and the rule number or
  entry.
- **\`suggestions\`**, on a diagnostic with a span, are texts that could replace the text at the
  span, best first, where the check can tell what was probably meant: the "did you mean" of an
  unknown function or modifier in a spec, of an unknown field of a design file. An editor offers
  each one as a quick fix (the shipyard page does).
- **\`notes\`** are lines of detail that belong under the message, when there is more to say than
  one line: a fleet over one of its limits (\`fleet-over-limit\`) lists each ship's share of that
  total, largest first (\`Meridian (Meridian-class Patrol Cruiser): 28 system spaces, 60%\`), at
  most 20 ships and then one line for the rest (\`and 980 more ships: ...\`). \`spacedock check\`
  prints them (and keeps them in \`--json\`), the language server adds them to the message, one a
  line, and the shipyard page lists them under the problem.

\`formatDiagnostic(d, { source, file })\` renders any of them for people: with the source text,
the offending line and carets under the span; without a span, the path; then the rule, then each
note (\`= note: ...\`).

\`\`\`text
error[unknown-modifier]: "XX" is not a modifier; did you mean EX?
 --> 1:10
  |
1 | 3d6 eZap XX
  |          ^^
\`\`\`

At most \`MAX_DIAGNOSTICS\` (1000) diagnostics are kept per call; past it the list ends with one
\`too-many-diagnostics\` (see \`specs/limits.md\`).

${renderMistakes()}

## Codes

Each code below is listed with its usual severity, grouped by the module that reports it.
\`conflicting-modifiers\` is reported as a warning for pairs that are legal but odd. The table is
\`DIAGNOSTIC_CODES\` (with \`severity\`, \`module\` and \`summary\` per code) in \`spacedock\`.

${sections.join('\n')}`;
}

const GROUP_TITLES: Readonly<Record<CatalogGroup, string>> = {
  hull: 'Hull and accommodation without a combat function',
  armor: 'Armor and hull materials',
  bay: 'Shuttle, fighter and hangar bays',
  transporter: 'Transporters',
  tractor: 'Tractors, repulsors and grapples',
  science: 'Labs and information gathering',
  repair: 'Repair, construction and fabrication',
  cargo: 'Cargo, holds and allowance towards options',
  crew: 'Crew and troops',
  special: 'Special systems',
};

function renderCatalog(): string {
  const sections = (Object.keys(GROUP_TITLES) as CatalogGroup[]).map((g) => {
    const rows = listEntries({ group: g }).map(toCatalogRow);
    return `## ${GROUP_TITLES[g]}\n\n${formatCatalog(rows, 'md')}\n`;
  });
  const fighters = table(
    ['race', 'type', 'hp', 'shields', 'speed', 'phaser', 'torpedo', 'drone', 'other', 'BPV', 'note'],
    FIGHTERS.map((f) => [f.race, f.type, f.hitPoints, f.shields, f.speed, f.phaser ?? '--', f.torpedo ?? '--', f.drone ?? '--', f.other ?? '--', f.bpv, f.note ?? '']),
  );
  const notes = CATALOG_ENTRIES.filter((e) => e.notes.length > 0).map((e) => `- **${e.label}${e.variant === null ? '' : ` (${e.variant})`}**: ${e.notes.join(' ')}`);
  return `<!-- Generated from src/catalog/ by \`npm run gen:docs\`. Do not edit by hand. -->

# SFB:TNG hull systems

Every hull system of the *Star Fleet Battles: The Next Generation* catalog (SFB:TNG), one row per
system and variant: its SSD label, repair cost, spaces, the damage-chart results it is hit on, the
tech levels it is limited to, and the systems it counts as. "not hit" means the book says it is not
hit in combat or it is no box on the SSD. The data are \`CATALOG_ENTRIES\` in \`spacedock/catalog\`;
\`spacedock catalog\` prints the same table (also as CSV or JSON, filtered).

${sections.join('\n')}
## Fighters (the Ftr entry's statistics, \`FIGHTERS\`)

${fighters}

## Where the book is incomplete

${notes.join('\n')}
`;
}
