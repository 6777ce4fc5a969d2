// The language server's reading of a fleet's files (issue 37), run in child processes by
// ../harness.ts: a 5-line fleet that names /proc/self/pagemap (a file that says it is empty and
// holds gigabytes) is answered at once, refused as outside its folder, or, when allowed, cut at
// the byte limit; a file named many ways is read once.
import { mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyse, newPriceCache } from '../../../src/lsp/analysis.js';
import type { HostileCase } from './index.js';

const FLEET = 'format: 1\nkind: fleet\nname: Probe\nships:\n  - { file: /proc/self/pagemap, ship: Cutter }\n';

/** The published diagnostics of the fleet `text` saved as a file, read as the server reads it. */
function published(text: string, allowOutsideRefs: boolean, files: Readonly<Record<string, string>> = {}): unknown {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'spacedock-lsp-files-')));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const file = join(dir, 'fleet.yaml');
  writeFileSync(file, text);
  const doc = TextDocument.create(pathToFileURL(file).href, 'yaml', 1, text);
  const a = analyse(doc, newPriceCache(), [], undefined, { allowOutsideRefs });
  return a.diagnostics.map((d) => ({ code: d.code, line: d.range.start.line, message: String(d.message).replaceAll(dir, '<dir>') }));
}

export const FILES_CASES: Readonly<Record<string, HostileCase>> = {
  'files/lsp-pagemap-fleet': () => published(FLEET, false),
  'files/lsp-pagemap-fleet-allowed': () => published(FLEET, true),
  // A link inside the fleet's folder that leads to /proc/self/pagemap: refused from its real path.
  'files/lsp-pagemap-link': () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'spacedock-lsp-link-')));
    symlinkSync('/proc/self/pagemap', join(dir, 'ships.yaml'));
    const file = join(dir, 'fleet.yaml');
    const text = 'format: 1\nkind: fleet\nname: Probe\nships:\n  - { file: ships.yaml, ship: Cutter }\n';
    writeFileSync(file, text);
    const a = analyse(TextDocument.create(pathToFileURL(file).href, 'yaml', 1, text), newPriceCache());
    return a.diagnostics.map((d) => ({ code: d.code, message: String(d.message).replaceAll(dir, '<dir>') }));
  },
};
