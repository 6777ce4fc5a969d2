/**
 * Labels made unique: the second and later of the same label (ignoring case) get ` (2)`, ` (3)`
 * ..., skipping any that some other label already is.
 */
export function uniqueLabels(labels: readonly string[]): string[] {
  const taken = new Set(labels.map((l) => l.toLowerCase()));
  const seen = new Set<string>();
  return labels.map((label) => {
    const key = label.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return label;
    }
    let n = 2;
    while (taken.has(`${key} (${n})`)) n++;
    const out = `${label} (${n})`;
    taken.add(out.toLowerCase());
    seen.add(out.toLowerCase());
    return out;
  });
}
