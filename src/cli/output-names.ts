/** The file of page `n` (1-based) of a sheet written to `out`: `out` itself, then `<out>-2.svg`, ... */
export function pageFile(out: string, n: number): string {
  return n === 1 ? out : `${out.replace(/\.svg$/i, '')}-${n}.svg`;
}

/** A name as file systems compare it: many ignore case (macOS, Windows), so `Twin.svg` and `twin.svg` are one file. */
const folded = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * A name for each of several sheets written into one folder, none of them the same file as another
 * or as a name already `taken` (the output beside them): each sheet's wanted name (`twin.svg`,
 * from its ship's name), else the first of `twin_2.svg`, `twin_3.svg`, ... whose every page
 * (`twin_2-2.svg`, ...) is free, in the order given. The wanted names never hold `_` (they are a
 * ship name's letters and digits joined by `-`), so an added suffix never meets a wanted name or
 * a page number. Case is ignored, as a folder on macOS or Windows ignores it. Gives each sheet's
 * page files.
 */
export function uniqueSheetFiles(wanted: readonly { readonly file: string; readonly pages: number }[], taken: readonly string[] = []): string[][] {
  const used = new Set(taken.map(folded));
  return wanted.map(({ file, pages }) => {
    const ext = /\.pdf$/i.test(file) ? '.pdf' : '.svg';
    const stem = file.replace(/\.(svg|pdf)$/i, '');
    for (let k = 1; ; k++) {
      const first = k === 1 ? file : `${stem}_${k}${ext}`;
      const files = Array.from({ length: Math.max(1, pages) }, (_, i) => pageFile(first, i + 1));
      if (files.some((f) => used.has(folded(f)))) continue;
      for (const f of files) used.add(folded(f));
      return files;
    }
  });
}
