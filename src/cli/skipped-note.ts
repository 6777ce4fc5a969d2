import { plural } from './output.js';

/**
 * The note of a run that left out YAML files a folder or a glob found but that are not designs
 * (`looksLikeDesign`: neither a top-level `format` nor `kind`, such as a CI workflow or notes):
 * how many, and how to check one anyway. `check`, `table` and `render` say it the same way.
 * (Internal: the CLI's.)
 */
export function skippedNote(count: number): string {
  const one = count === 1;
  return `note: skipped ${plural(count, 'YAML file')} that ${one ? 'is' : 'are'} not ${one ? 'a design' : 'designs'} (neither a top-level format nor kind); name a file to check it anyway\n`;
}
