import type { ArgumentDefinition } from '../definition.js';

/** The spec argument of `parse`, `format` and `price`. */
export const SPEC_ARGUMENT: ArgumentDefinition = {
  name: 'spec',
  description: 'the unit in spacedock notation (its words may be given unquoted); - reads one spec per line from standard input',
  required: true,
  variadic: true,
};

/** What the spec commands say about batch input, in their help. */
export const BATCH_NOTE =
  'With - as the spec, standard input holds one spec per line (blank lines and lines starting with # are skipped); each diagnostic names its line as -:line:column.';
