import type { Severity } from '../severity.js';

/** The diagnostic codes of every module: the diagnostics cap, the checks every reader of structured input makes, and dice sources, with their severities. */
export const GENERAL_SEVERITIES = {
  'too-many-diagnostics': 'info',
  'unreadable-input': 'error',
  'empty-file': 'warning',
  'unwritable-output': 'error',
  'missing-field': 'error',
  'invalid-value': 'error',
  'unknown-field': 'error',
  'not-a-dice-source': 'error',
  'dice-source-failed': 'error',
  'points-too-large': 'error',
  'usage-error': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link GENERAL_SEVERITIES}. */
export const GENERAL_SUMMARIES: { readonly [C in keyof typeof GENERAL_SEVERITIES]: string } = {
  'too-many-diagnostics': 'The last diagnostic kept: more were found than the limit keeps (specs/limits.md); it says how many more, and takes the severity of the worst one left out.',
  'unreadable-input': 'Structured input (an object, perhaps from JSON or untyped code) that cannot be read safely: a getter or proxy that throws, a cycle, nesting, a list or a total size past the limits of specs/limits.md.',
  'empty-file': 'A file that holds nothing to read (empty, blank or only comments): not wrong, but rarely what was meant (`spacedock check` warns of an empty design file, `spacedock turn` of an empty allocation).',
  'unwritable-output': 'A file the command line was asked to write (`spacedock sheet -o`) could not be written: the message says why.',
  'missing-field': 'A required field of structured input is absent.',
  'invalid-value': 'A field of structured input has the wrong type or is out of range (the message says what it must be). A damage state of another ship is one such error, at `ship`, naming both ships.',
  'unknown-field': 'Structured input has a field the function does not know (often a misspelling; the message lists the known ones).',
  'not-a-dice-source': 'The `dice` argument is not a dice source: it needs a readable d6() method (seededDice, scriptedDice or your own); nothing was rolled.',
  'dice-source-failed': 'The dice source threw, or its d6() gave something other than a whole number from 1 to 6, while rolling; the call has no value.',
  'points-too-large': 'A computed value exceeds the largest safe integer (2^53 - 1).',
  'usage-error': 'The command line is wrong (an unknown command or option, a missing or invalid argument): `spacedock ... --json` answers it in its JSON envelope, with exit code 2.',
};
