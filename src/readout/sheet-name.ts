// Kept apart from the readout's other code: the page names its downloads with it alone.

/**
 * A file name for a ship's record sheet from its name: lower case letters and digits joined by
 * `-` (accents dropped), at most 60 characters before `.svg`; `ship.svg` when nothing is left.
 */
export function sheetFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug === '' ? 'ship' : slug}.svg`;
}
