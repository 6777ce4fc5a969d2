/**
 * Which files the language server reads, and as what: design files (YAML or JSON that say they
 * are spacedock designs) and unit-spec files (one spec per line). Any other file it is sent is
 * left alone: an editor set to start the server for every YAML file gets no diagnostics on a
 * GitHub workflow or a docker-compose file.
 */
import { looksLikeDesign } from '../design/design-mark.js';

/** What a document is to the server. */
export type DocumentKind = 'design' | 'units';

/**
 * The kind of a document from its address and text: `*.units` files are unit specs, one per
 * line; `*.yaml`, `*.yml` and `*.json` files are designs when they carry the schema mark, a
 * top-level `format:` or a top-level `kind: ship|units|fleet` (`looksLikeDesign`, the rule
 * `check <folder>` skips other YAML files by);
 * `unitFiles` names more endings of unit-spec files (a setting).
 */
export function documentKind(uri: string, text: string, unitFiles: readonly string[] = []): DocumentKind | undefined {
  const path = decodedPath(uri).toLowerCase();
  if (path.endsWith('.units') || unitFiles.some((suffix) => suffix !== '' && path.endsWith(suffix.toLowerCase()))) return 'units';
  if (!/\.(?:ya?ml|json)$/.test(path)) return undefined;
  return looksLikeDesign(text) ? 'design' : undefined;
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
