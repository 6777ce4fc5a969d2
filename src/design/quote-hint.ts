/**
 * The fix for a value that YAML cut or split because it was written without quotes: a ` #` ends
 * a plain value (the rest is a comment) and a `: ` inside one starts a key. Quoting the whole
 * value in single quotes keeps every character but `'`, which is written twice
 * (`specs/design-format.md`, 7.4).
 */

/** Values longer than this are not shown quoted: the hint only says to quote them. */
const MAX_SHOWN = 160;

/** Keys that are a plain field name are shown; any other key is left out of the hint. */
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * "quote the whole spec: spec: '…'", with the line as it should be written (for the key `spec`;
 * "the whole value" for any other key): `('spec', '3d6 eZap LIMIT="only vs: missiles"')` gives
 * `quote the whole spec: spec: '3d6 eZap LIMIT="only vs: missiles"'`.
 */
export function quoteWhole(key: string, value: string): string {
  const what = key === 'spec' ? 'the whole spec' : 'the whole value';
  if (value.length > MAX_SHOWN || !PLAIN_KEY.test(key)) return `quote ${what} (in single quotes, with any ' inside written twice)`;
  return `quote ${what}: ${key}: '${value.replaceAll("'", "''")}'`;
}
