import { deepFreeze } from '../rules/freeze.js';
import { ours, type SourceRef } from '../rules/source.js';

/**
 * The characters beyond ASCII that pdflatex typesets in a LaTeX document that loads `fontenc`
 * with T1 and `inputenc` with utf8 (the preamble of the built-in `readout.tex`), with the fonts
 * of Debian's texlive-latex-base: the ranges of code points (first and last, both included) that
 * its encoding files (t1enc.dfu, ts1enc.dfu, ot1enc.dfu, omsenc.dfu) set up. Found by compiling
 * every code point of the Basic Multilingual Plane from U+0080 in a document of its own
 * paragraph each (TeX Live 2022): these compiled, every other one stopped with "Unicode
 * character ... not set up for use with LaTeX". Nothing past U+FFFF is set up.
 */
export const LATEX_TYPESET: { readonly ranges: readonly (readonly [number, number])[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  ranges: [
    [0x00a0, 0x0125], [0x0128, 0x0137], [0x0139, 0x013e], [0x0141, 0x0148], [0x014a, 0x0165],
    [0x0168, 0x017e], [0x0192, 0x0192], [0x01c4, 0x01d4], [0x01e2, 0x01e3], [0x01e6, 0x01eb],
    [0x01f0, 0x01f0], [0x01f4, 0x01f5], [0x0218, 0x021b], [0x0232, 0x0233], [0x0237, 0x0237],
    [0x02c6, 0x02c7], [0x02d8, 0x02d9], [0x02db, 0x02dd], [0x0e3f, 0x0e3f], [0x1e02, 0x1e03],
    [0x1e0d, 0x1e0d], [0x1e1e, 0x1e21], [0x1e25, 0x1e25], [0x1e30, 0x1e31], [0x1e37, 0x1e37],
    [0x1e43, 0x1e43], [0x1e45, 0x1e45], [0x1e47, 0x1e47], [0x1e5b, 0x1e5b], [0x1e63, 0x1e63],
    [0x1e6d, 0x1e6d], [0x1e8e, 0x1e91], [0x1e9e, 0x1e9e], [0x1ef2, 0x1ef3], [0x200c, 0x200c],
    [0x2010, 0x2016], [0x2018, 0x201a], [0x201c, 0x201e], [0x2020, 0x2022], [0x2026, 0x2026],
    [0x2030, 0x2031], [0x2039, 0x203b], [0x203d, 0x203d], [0x2044, 0x2044], [0x204e, 0x204e],
    [0x2052, 0x2052], [0x20a1, 0x20a1], [0x20a4, 0x20a4], [0x20a6, 0x20a6], [0x20a9, 0x20a9],
    [0x20ab, 0x20ac], [0x20b1, 0x20b1], [0x2103, 0x2103], [0x2116, 0x2117], [0x211e, 0x211e],
    [0x2120, 0x2120], [0x2122, 0x2122], [0x2126, 0x2127], [0x212e, 0x212e], [0x2190, 0x2193],
    [0x2329, 0x232a], [0x2422, 0x2423], [0x25e6, 0x25e6], [0x25ef, 0x25ef], [0x266a, 0x266a],
    [0x27e8, 0x27e9], [0x3008, 0x3009], [0xfb00, 0xfb06], [0xfeff, 0xfeff],
  ],
  source: ours('pdflatex (TeX Live 2022), T1 fontenc and utf8 inputenc: the code points that compiled'),
});

/** Whether pdflatex typesets a code point past ASCII as it is ({@link LATEX_TYPESET}). */
export function latexTypesets(codePoint: number): boolean {
  const ranges = LATEX_TYPESET.ranges;
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = ranges[mid]!;
    if (codePoint < from) high = mid - 1;
    else if (codePoint > to) low = mid + 1;
    else return true;
  }
  return false;
}
