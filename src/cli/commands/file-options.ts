import type { OptionDefinition } from '../definition.js';

/**
 * `--allow-outside-refs` of the commands that read a fleet's references (`check`, `table`,
 * `sheet`): without it, every file a fleet names must be in the fleet file's folder or a folder
 * under it, once every link is followed. `howToAllow` is what a refused reference says.
 */
export const ALLOW_OUTSIDE_REFS = Object.freeze({
  option: Object.freeze({
    flags: '--allow-outside-refs',
    description: "let a fleet's file references lead outside the fleet file's folder (by default each must be in that folder or under it, links followed)",
  }) satisfies OptionDefinition,
  howToAllow: 'give --allow-outside-refs to read it',
});

/** `--force` of the commands that write files under names they make up (`render --sheets`, a sheet's later pages). */
export const FORCE: OptionDefinition = Object.freeze({
  flags: '--force',
  description: 'let the files this run names itself (sheets beside the output, later pages) replace files already there',
});
