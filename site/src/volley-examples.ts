/**
 * The ships the volley lab can fire at: the ship editor's design (the `design` parameter, or the
 * example cruiser when there is none), and the repository's other example ships, bundled as text.
 */
import base from '../../examples/base.yaml?raw';
import carrier from '../../examples/carrier.yaml?raw';
import cruiserYaml from '../../examples/cruiser.yaml?raw';
import cruiserJson from '../../examples/ships/cruiser.json?raw';
import { decodeText } from './state.js';
import { volleyShipOf, type VolleyShip } from './volley-source.js';
import type { Result } from '../../src/index.js';
import type { FullYamlReader, NeedsFullReader } from '../../src/design/load-with.js';

/** A ship of the lab's list: its option value, its label, and how to read it. */
export interface VolleyShipChoice {
  readonly value: string;
  readonly label: string;
  /** The file's text (for `design`, given the `design` parameter) and its name. */
  readonly source: (designParam: string | undefined) => { readonly text: string; readonly file: string } | undefined;
}

/** The lab's ships, in the order of the list; the first is the default. */
export const VOLLEY_SHIPS: readonly VolleyShipChoice[] = Object.freeze([
  {
    value: 'design',
    label: 'The ship editor’s design',
    source: (param) => {
      if (param === undefined) return { text: cruiserYaml, file: 'design.yaml' };
      const text = decodeText(param);
      return text === undefined ? undefined : { text, file: 'design.yaml' };
    },
  },
  { value: 'cruiser-json', label: 'Example cruiser (ships/cruiser.json)', source: () => ({ text: cruiserJson, file: 'cruiser.json' }) },
  { value: 'carrier', label: 'Example carrier (carrier.yaml)', source: () => ({ text: carrier, file: 'carrier.yaml' }) },
  { value: 'base', label: 'Example base (base.yaml)', source: () => ({ text: base, file: 'base.yaml' }) },
]);

/** The ship of a choice (unknown values are the first choice). */
export function loadVolleyShip(value: string | undefined, designParam: string | undefined, reader: FullYamlReader): Result<VolleyShip>;
export function loadVolleyShip(value: string | undefined, designParam: string | undefined, reader: FullYamlReader | undefined): Result<VolleyShip> | NeedsFullReader;
export function loadVolleyShip(value: string | undefined, designParam: string | undefined, reader: FullYamlReader | undefined): Result<VolleyShip> | NeedsFullReader {
  const choice = VOLLEY_SHIPS.find((c) => c.value === value) ?? VOLLEY_SHIPS[0]!;
  const source = choice.source(designParam);
  if (source === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: 'the design in the address cannot be read (it is not base64url of UTF-8 text)' }] };
  return volleyShipOf(source.text, source.file, reader);
}
