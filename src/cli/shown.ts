/**
 * A path or name as printed to a terminal: control characters (C0, DEL, C1 such as U+009B, which
 * could drive a terminal) and the bidirectional controls (U+202E and its kin, which reorder what a
 * reader sees) become `·`. A module of its own, so that commands that read no file load nothing
 * else to print a name.
 */
export function shownName(path: string): string {
  return path.replace(/[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '·');
}

/** A name quoted in a message, as `shownName` prints it. */
export function quotedName(name: string): string {
  return `"${shownName(name)}"`;
}
