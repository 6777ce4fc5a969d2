/**
 * Which files the language server reads, and as what: design files (YAML or JSON that say they
 * are spacedock designs) and unit-spec files (one spec per line). Any other file it is sent is
 * left alone: an editor set to start the server for every YAML file gets no diagnostics on a
 * GitHub workflow or a docker-compose file.
 */

/** What a document is to the server. */
export type DocumentKind = 'design' | 'units';

/** The schema comment or `$schema` of a design file (`# yaml-language-server: $schema=.../design.schema.json`). */
const SCHEMA_MARK = /design\.schema\.json/;
/** A design's own `format:` and `kind:` keys, at the start of a line (YAML) or as JSON members. */
const FORMAT_KEY = /^format:\s*1\b|"format"\s*:\s*1\b/m;
const KIND_KEY = /^kind:\s*["']?(?:ship|units|fleet)\b|"kind"\s*:\s*"(?:ship|units|fleet)"/m;

/** How far into a file the server looks for the marks of a design (a design says so at its top). */
const SNIFF_LENGTH = 64 * 1024;

/**
 * The kind of a document from its address and text: `*.units` files are unit specs, one per
 * line; `*.yaml`, `*.yml` and `*.json` files are designs when they carry the schema mark, or both
 * `format: 1` and `kind: ship|units|fleet` (after a byte order mark, if the file starts with one);
 * `unitFiles` names more endings of unit-spec files (a setting).
 */
export function documentKind(uri: string, text: string, unitFiles: readonly string[] = []): DocumentKind | undefined {
  const path = decodedPath(uri).toLowerCase();
  if (path.endsWith('.units') || unitFiles.some((suffix) => suffix !== '' && path.endsWith(suffix.toLowerCase()))) return 'units';
  if (!/\.(?:ya?ml|json)$/.test(path)) return undefined;
  // A byte order mark before the first line is not part of it (the loader and the CLI skip it too).
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const head = from === 0 && text.length <= SNIFF_LENGTH ? text : text.slice(from, from + SNIFF_LENGTH);
  if (SCHEMA_MARK.test(head)) return 'design';
  return FORMAT_KEY.test(head) && KIND_KEY.test(head) ? 'design' : undefined;
}

/** The path of an address, decoded (`%20` is a space); as written when its escapes are malformed (`%E0%A4`). */
function decodedPath(uri: string): string {
  const path = uri.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
