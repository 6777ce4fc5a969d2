/**
 * The full YAML reader (src/design/full-yaml.ts, with the `yaml` library), in a chunk of its own:
 * the page reads designs with the loader's fast reader and fetches this only when a text needs
 * it (unusual YAML, or a YAML error to explain), which keeps the library out of the page's first
 * load (issue 25). The analysis worker imports it as usual.
 */
import type { FullYamlReader } from '../../src/design/load-with.js';

/** Loads the full reader (the browser fetches its chunk once; later calls answer at once). */
export function loadFullReader(): Promise<FullYamlReader> {
  return import('../../src/design/full-yaml.js').then((m) => Object.freeze({ readSource: m.readSource }));
}
