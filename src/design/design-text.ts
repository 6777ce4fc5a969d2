import { splitDocuments } from './documents.js';
import { awkwardFinder, readFast } from './fast-yaml.js';
import { LOAD_LIMITS } from './load-limits.js';
import { resolved, type ScalarValue } from './yaml-tree.js';

/** The kinds of design document (`DesignKind`). */
const DESIGN_KINDS: readonly ScalarValue[] = Object.freeze(['ship', 'units', 'fleet']);

/**
 * Whether a text is a design document (internal): its first document reads as YAML (by the fast
 * reader, which reads every design as the format describes it) into a mapping with a `format` key
 * or a `kind` of a design (`ship`, `units`, `fleet`: a Kubernetes secret's `kind: Secret` is
 * not). Only such a file's own words may be quoted in a diagnostic about another file (a fleet's
 * `fleet-file`): a fleet line may name any file (`/proc/self/environ`, a key, a password file),
 * and what is not a design is never shown. A text the fast reader does not read (a YAML
 * error, tags, control characters) counts as no design: nothing of it is shown.
 */
export function isDesignText(text: string): boolean {
  if (text.length > LOAD_LIMITS.maxLength) return false;
  const first = splitDocuments(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, 1).documents[0];
  if (first === undefined) return false;
  const read = readFast(text, first, awkwardFinder(text));
  if (read.kind !== 'tree' || read.root === null) return false;
  const root = resolved(read.root);
  return root.kind === 'map' && root.pairs.some((p) => {
    const key = resolved(p.key);
    if (key.kind !== 'scalar') return false;
    if (key.value === 'format') return true;
    const value = resolved(p.value);
    return key.value === 'kind' && value.kind === 'scalar' && DESIGN_KINDS.includes(value.value);
  });
}
