#!/usr/bin/env node
/**
 * Measures the advance width of every character of U+0020..U+007E and U+00A0..U+00FF in DejaVu
 * Sans (regular and bold) with Chromium's canvas `measureText` at 1000 px, and writes the table
 * `src/sheet/font-metrics.ts` (widths in em, rounded to 1/1000 em, which at 1000 px is exact).
 *
 * Run: `node scripts/measure-fonts.mjs` (needs Debian's `chromium` at /usr/bin/chromium and the
 * `fonts-dejavu-core` files; `fc-match sans-serif` should answer DejaVu Sans). Add `--check` to
 * compare the measurement with the committed table instead of writing it (exit 1 on a difference).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const EXECUTABLE = '/usr/bin/chromium';
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const OUT = fileURLToPath(new URL('../src/sheet/font-metrics.ts', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

for (const f of [EXECUTABLE, FONT_FILE, BOLD_FILE]) {
  if (!existsSync(f)) throw new Error(`missing ${f}`);
}
let fcMatch = '';
try {
  fcMatch = execFileSync('fc-match', ['sans-serif'], { encoding: 'utf8' }).trim();
} catch {
  fcMatch = '(fc-match not available)';
}
if (!fcMatch.includes('DejaVu Sans')) console.warn(`warning: fc-match sans-serif gives ${fcMatch}, not DejaVu Sans`);

const codes = [];
for (let c = 0x20; c <= 0x7e; c++) codes.push(c);
for (let c = 0xa0; c <= 0xff; c++) codes.push(c);

const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
let measured;
let version;
try {
  version = browser.version();
  const page = await browser.newPage();
  // The installed font by its family name, as a sheet's SVG asks for it (fontconfig finds the
  // file); the widths are then checked against the font file's own advance widths below.
  await page.setContent('<!doctype html><body></body>');
  measured = await page.evaluate(async (list) => {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    const out = {};
    for (const [key, font] of [['regular', "1000px 'DejaVu Sans'"], ['bold', "bold 1000px 'DejaVu Sans'"]]) {
      await document.fonts.load(font);
      ctx.font = font;
      const row = {};
      for (const c of list) row[c] = ctx.measureText(String.fromCharCode(c)).width;
      out[key] = row;
      const m = ctx.measureText('H');
      out[`${key}Vertical`] = [m.fontBoundingBoxAscent, m.fontBoundingBoxDescent];
    }
    // How far kerning moves a whole string from the sum of its characters, for the doc comment.
    const sample = 'Transporter Tractor Warp AV To Ty Phaser-1 LF+L+FA';
    ctx.font = "1000px 'DejaVu Sans'";
    out.sampleLength = sample.length;
    out.kerning = ctx.measureText(sample).width - [...sample].reduce((s, ch) => s + ctx.measureText(ch).width, 0);
    return out;
  }, codes);
} finally {
  await browser.close();
}

/** Advance widths straight from a TrueType file (cmap format 4 + hmtx), in em, by code point. */
function fileWidths(path) {
  const b = readFileSync(path);
  const tables = {};
  for (let i = 0, n = b.readUInt16BE(4); i < n; i++) {
    const rec = 12 + 16 * i;
    tables[b.toString('latin1', rec, rec + 4)] = b.readUInt32BE(rec + 8);
  }
  const unitsPerEm = b.readUInt16BE(tables.head + 18);
  const hMetrics = b.readUInt16BE(tables.hhea + 34);
  const advance = (glyph) => b.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, hMetrics - 1));
  const cmap = tables.cmap;
  let sub = -1;
  for (let i = 0, n = b.readUInt16BE(cmap + 2); i < n; i++) {
    const rec = cmap + 4 + 8 * i;
    if (b.readUInt16BE(rec) === 3 && b.readUInt16BE(rec + 2) === 1) sub = cmap + b.readUInt32BE(rec + 4);
  }
  if (sub < 0 || b.readUInt16BE(sub) !== 4) throw new Error(`${path}: no Unicode BMP cmap (format 4)`);
  const segs = b.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14, starts = ends + 2 * segs + 2, deltas = starts + 2 * segs, offsets = deltas + 2 * segs;
  const glyphOf = (c) => {
    for (let i = 0; i < segs; i++) {
      if (c > b.readUInt16BE(ends + 2 * i)) continue;
      const start = b.readUInt16BE(starts + 2 * i);
      if (c < start) return 0;
      const delta = b.readInt16BE(deltas + 2 * i), ro = b.readUInt16BE(offsets + 2 * i);
      if (ro === 0) return (c + delta) & 0xffff;
      const g = b.readUInt16BE(offsets + 2 * i + ro + 2 * (c - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const widths = Object.fromEntries(codes.map((c) => [c, advance(glyphOf(c)) / unitsPerEm]));
  return { widths, ascent: b.readInt16BE(tables.hhea + 4) / unitsPerEm, descent: -b.readInt16BE(tables.hhea + 6) / unitsPerEm };
}

// Chromium must have drawn with these very files: every width within 0.5 units of 1000. The
// soft hyphen is the one expected difference: the file gives it a hyphen's advance, but a browser
// draws it only at a line break, so on a one-line label it is 0 wide, which the table keeps.
for (const [key, file] of [['regular', FONT_FILE], ['bold', BOLD_FILE]]) {
  const { widths: expected, ascent, descent } = fileWidths(file);
  const [asc, desc] = measured[`${key}Vertical`];
  if (Math.abs(asc / 1000 - ascent) > 0.0005 || Math.abs(desc / 1000 - descent) > 0.0005) {
    throw new Error(`${key}: Chromium's ascent/descent ${asc}/${desc} differ from ${file}'s hhea ${ascent}/${descent}`);
  }
  const off = codes.filter((c) => c !== 0xad && Math.abs(measured[key][c] / 1000 - expected[c]) > 0.0005);
  if (off.length > 0) {
    throw new Error(`${key}: Chromium's widths differ from ${file} for ${off.map((c) => `U+${c.toString(16).padStart(4, '0')}`).join(' ')}`);
  }
}

const em = (px) => Math.round(px) / 1000;
const lines = (row) => {
  // Invisible characters (no-break space, soft hyphen) as escapes, so the source shows them.
  const key = (c) => (c === 0xa0 || c === 0xad ? `"\\u00${c.toString(16)}"` : JSON.stringify(String.fromCharCode(c)));
  const parts = codes.map((c) => `${key(c)}: ${em(row[c])}`);
  const out = [];
  for (let i = 0; i < parts.length; i += 8) out.push(`    ${parts.slice(i, i + 8).join(', ')},`);
  return out.join('\n');
};
const all = [...Object.values(measured.regular), ...Object.values(measured.bold)].map(em);
const fallback = Math.max(...all);
// One ascent and descent for both faces: the larger, so a cell sized with them holds either.
const ascent = em(Math.max(measured.regularVertical[0], measured.boldVertical[0]));
const descent = em(Math.max(measured.regularVertical[1], measured.boldVertical[1]));

const text = `/**
 * Advance widths of DejaVu Sans, the font the record sheets are set in, so the layout can size
 * every text cell before the SVG is drawn. Generated by \`node scripts/measure-fonts.mjs\`: do not
 * edit by hand, re-run the script.
 */
import { deepFreeze } from '../rules/freeze.js';

/** Advance width per character, in em (the width at a font size of 1). */
export type GlyphWidths = Readonly<Record<string, number>>;

/** Advance widths of one face plus the width to assume for a character the table lacks. */
export interface FontMetrics {
  /** The CSS \`font-family\` stack the sheets declare once in their \`<style>\`. */
  readonly family: string;
  /** DejaVu Sans Book, per character of U+0020..U+007E and U+00A0..U+00FF. */
  readonly regular: GlyphWidths;
  /** DejaVu Sans Bold, the same characters. */
  readonly bold: GlyphWidths;
  /** The widest width of both faces: used for any character outside the table, so a guess errs wide. */
  readonly fallbackWidth: number;
  /**
   * Height above the baseline that Chromium gives a line of text (\`getBBox()\` top), in em
   * (the font's \`hhea\` ascender).
   */
  readonly ascent: number;
  /** Depth below the baseline of that box, in em (the \`hhea\` descender). */
  readonly descent: number;
}

/**
 * The font stack of the record sheets. DejaVu Sans first (the \`sans-serif\` of Debian and most
 * Linux systems); Verdana and Bitstream Vera Sans have close metrics (DejaVu grew out of Vera).
 *
 * @example
 * \`\`\`ts
 * import { FONT_FAMILY } from 'spacedock/sheet';
 *
 * if (!FONT_FAMILY.startsWith("'DejaVu Sans'")) throw new Error('DejaVu Sans comes first');
 * \`\`\`
 */
export const FONT_FAMILY = ${JSON.stringify(`'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif`)};

/**
 * DejaVu Sans advance widths, in em. Measured in Chromium ${version} (Debian's \`chromium\`
 * package, headless, driven by playwright-core) with canvas \`measureText\`, one character at a
 * time at 1000 px, from the installed fonts (fonts-dejavu-core: \`${FONT_FILE}\` and its
 * bold; \`fc-match sans-serif\` gave \`${fcMatch}\`). Each width was checked
 * against the advance width in the font file's \`hmtx\` table (equal within 0.0005 em; the soft
 * hyphen, drawn only at a line break, is 0) and rounded to 0.001 em. Widths are per character:
 * Chromium kerns whole strings, which ${measured.kerning < 0 ? 'narrowed' : 'widened'} a ${measured.sampleLength}-character sample of labels by
 * ${Math.abs(measured.kerning / 1000).toFixed(3)} em in all; kerning pairs can also widen, so a layout summing
 * these widths should keep a small margin.
 *
 * Vertically, \`getBBox()\` of a text spans \`ascent\` above the baseline to \`descent\` below it,
 * but Chromium rounds both to whole device pixels at the size drawn, so the box found in the
 * browser can be up to about one CSS pixel (1/96 in, 0.27 mm) taller at either end, depending on
 * the zoom and where the baseline falls: a cell should leave that much room above and below.
 *
 * @example
 * \`\`\`ts
 * import { DEJAVU_SANS } from 'spacedock/sheet';
 *
 * // The width of "Bridge" at 8 pt, in millimetres (1 pt = 0.3528 mm).
 * const em = [...'Bridge'].reduce((sum, ch) => sum + (DEJAVU_SANS.regular[ch] ?? DEJAVU_SANS.fallbackWidth), 0);
 * const mm = em * 8 * 0.3528;
 * if (!(mm > 8 && mm < 12)) throw new Error(\`unexpected width \${mm}\`);
 * \`\`\`
 */
export const DEJAVU_SANS: FontMetrics = /* @__PURE__ */ deepFreeze({
  family: FONT_FAMILY,
  regular: {
${lines(measured.regular)}
  },
  bold: {
${lines(measured.bold)}
  },
  fallbackWidth: ${fallback},
  ascent: ${ascent},
  descent: ${descent},
});
`;

if (process.argv.includes('--check')) {
  const old = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (old !== text) {
    console.error(`${OUT} differs from a fresh measurement`);
    process.exit(1);
  }
  console.log(`${OUT} matches (Chromium ${version})`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (Chromium ${version}, fallback ${fallback} em)`);
}
