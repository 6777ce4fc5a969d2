/**
 * Whether a text says it is a spacedock design: the one rule by which the language server reads a
 * YAML or JSON file as a design, and `spacedock check` keeps a YAML file it found by searching a
 * folder or expanding a glob (a GitHub workflow, a docker-compose file, notes are left alone).
 */

/** The schema comment or `$schema` of a design file (`# yaml-language-server: $schema=.../design.schema.json`). */
const SCHEMA_MARK = /design\.schema\.json/;
/** A top-level `format:` key with a number (YAML, at the start of a line) or a JSON `"format"` member with one. */
const FORMAT_KEY = /^format:\s*["']?\d|"format"\s*:\s*"?\d/m;
/** A top-level `kind:` key naming a design kind (YAML, at the start of a line) or a JSON `"kind"` member naming one. */
const KIND_KEY = /^kind:\s*["']?(?:ship|units|fleet)\b|"kind"\s*:\s*"(?:ship|units|fleet)"/m;

/** How far into a text the marks of a design are looked for (a design says so at its top). */
export const DESIGN_MARK_LENGTH = 64 * 1024;

/**
 * True when a text carries a mark of a design in its first {@link DESIGN_MARK_LENGTH} characters
 * (after a byte order mark, if it starts with one): the design schema's address, a top-level
 * `format:` with a number, or a top-level `kind: ship`, `units` or `fleet`. A design missing one
 * of the two keys still counts (its checks then say which is missing): `kind: ship` alone is a
 * design, `on: push` is not. The language server and `check <folder>` both use this rule.
 * (Internal: not part of the public entry points.)
 */
export function looksLikeDesign(text: string): boolean {
  // A byte order mark before the first line is not part of it (the loader and the CLI skip it too).
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const head = from === 0 && text.length <= DESIGN_MARK_LENGTH ? text : text.slice(from, from + DESIGN_MARK_LENGTH);
  return SCHEMA_MARK.test(head) || FORMAT_KEY.test(head) || KIND_KEY.test(head);
}
