/**
 * How many folders below the fleet file's folder the file a reference names sits, as the
 * reference is written (internal): `ships/a.yaml` from the fleet's own folder is 1, `../b.yaml`
 * from there is outside. Read from the text alone, with `/` and `\` both separators, as a host on
 * any system may take them: an absolute reference (`/etc/passwd`, `\\server\share`, `C:\keys`,
 * `C:keys`) or one whose `..` climbs above the fleet's folder is outside (undefined). A host that
 * follows links must still check where they lead (the CLI's does, from each file's real path).
 */
export function referenceDepth(reference: string, fromDepth: number): number | undefined {
  if (/^[/\\]/.test(reference) || /^[A-Za-z]:/.test(reference)) return undefined;
  const parts = reference.split(/[/\\]/);
  // The last part is the file's own name; the folders before it move the depth.
  let depth = fromDepth;
  for (const part of parts.slice(0, -1)) {
    if (part === '' || part === '.') continue;
    depth += part === '..' ? -1 : 1;
    if (depth < 0) return undefined;
  }
  const last = parts[parts.length - 1] ?? '';
  // `..` or `.` as the last part names a folder, never a file inside this one.
  if (last === '..') return depth - 1 < 0 ? undefined : depth - 1;
  return depth;
}
