/**
 * The ship editor's and the catalog's outputs (site/src/ship-*.ts, site/src/catalog-search.ts)
 * against the CLI run in-process on the same input: the totals of `check --json`, the text of
 * `table --format md|csv|json`, the rows of `catalog --json` under each filter.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { CATALOG_ENTRIES, CATALOG_GROUPS, CHART_RESULTS, TECH_LEVELS } from '../../src/catalog/index.js';
import { runCli } from '../../src/cli/index.js';
import { catalogQuery, searchCatalog } from '../../site/src/catalog-search.js';
import { analyseShip, DESIGN_FILE } from '../../site/src/ship-analysis.js';
import { editorDiagnostics } from '../../site/src/fixes.js';
import { scopeSvgStyle } from '../../site/src/ship-svg.js';
import { tableOutput } from '../../site/src/ship-tables.js';

/** The full YAML reader, as the analysis worker hands it. */
const FULL = { readSource };

async function cli(argv: readonly string[], stdin = ''): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(argv, { out: (t) => void (out += t), err: () => undefined, readStdin: async () => stdin, color: false });
  return { code, out };
}

const EXAMPLES = ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/weapons.yaml', 'examples/base.yaml'] as const;
const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const twoDocuments = `${read('examples/cruiser.yaml')}---\n${read('examples/weapons.yaml')}`;

describe('the ship editor agrees with the CLI', () => {
  for (const [name, text] of [...EXAMPLES.map((f) => [f, read(f)] as const), ['cruiser + weapons', twoDocuments] as const]) {
    it(`${name}: totals as check --json, tables as table --format md|csv|json`, async () => {
      const a = analyseShip(text, FULL);
      const check = JSON.parse((await cli(['check', '-', '--json'], text)).out) as { files: { documents: { totals: unknown }[] }[]; diagnostics: unknown[] };
      expect(a.ok).toBe(true);
      expect(a.documents.map((d) => d.totals)).toEqual(check.files[0]?.documents.map((d) => d.totals));
      expect(a.diagnostics.length).toBe(check.diagnostics.length);
      for (const format of ['md', 'csv', 'json'] as const) {
        const run = await cli(['table', '-', '--format', format], text);
        expect(run.code).toBe(0);
        // The page names its file design.yaml where the command names standard input.
        const page = format === 'json' ? JSON.parse(tableOutput(a, format) ?? 'null') : tableOutput(a, format);
        const want = format === 'json' ? JSON.parse(run.out.replace(/"file": "[^"]*"/g, `"file": "${DESIGN_FILE}"`)) : run.out;
        expect(page).toEqual(want);
      }
    });
  }

  it('a file with errors has no table and no documents, and its problems are placed at line:column', () => {
    const text = 'format: 1\nkind: ship\nname: X\nsizeclass: 3\ntech: 3\nunits:\n  - { name: Gun, spec: 3d6 eZap XP }\n';
    const a = analyseShip(text, FULL);
    expect(a.ok).toBe(false);
    expect(a.documents).toEqual([]);
    expect(tableOutput(a, 'md')).toBeUndefined();
    const modifier = a.diagnostics.find((d) => d.code === 'unknown-modifier');
    expect(modifier?.span).toMatchObject({ line: 7, column: 33 });
    // Its did-you-mean becomes a fix of the editor, replacing exactly the span.
    const fix = editorDiagnostics(a.diagnostics, text).find((d) => d.from === modifier?.span?.start)?.fixes?.[0];
    expect(fix).toEqual({ label: 'Replace "XP" with AP', text: 'AP', from: modifier?.span?.start, to: modifier?.span?.end, insert: 'AP' });
  });

  it('an empty file is the warning check gives, at 1:1', async () => {
    const a = analyseShip('# nothing yet\n', FULL);
    const check = JSON.parse((await cli(['check', '-', '--json'], '# nothing yet\n')).out) as { diagnostics: { code: string }[] };
    expect(a.diagnostics.map((d) => d.code)).toEqual(check.diagnostics.map((d) => d.code));
    expect(a.diagnostics[0]?.span).toMatchObject({ line: 1, column: 1 });
  });
});

describe('the catalog view filters as spacedock catalog', () => {
  const cliRows = async (args: readonly string[]): Promise<string[]> => {
    const r = JSON.parse((await cli(['catalog', '--json', ...args])).out) as { rows: { id: string }[] };
    return r.rows.map((row) => row.id);
  };
  const cases: readonly (readonly [Record<string, string>, readonly string[]])[] = [
    [{}, []],
    ...CHART_RESULTS.slice(0, 4).map((r) => [{ hitOn: r }, ['--hit-on', r]] as const),
    ...TECH_LEVELS.map((t) => [{ tech: `${t}X` }, ['--tech', String(t)]] as const),
    ...CATALOG_GROUPS.map((g) => [{ group: g }, ['--group', g]] as const),
    [{ hitOn: 'Trac', tech: '3' }, ['--hit-on', 'Trac', '--tech', '3']],
  ];
  for (const [params, args] of cases) {
    it(`${JSON.stringify(params)} lists what catalog ${args.join(' ')} lists`, async () => {
      const rows = searchCatalog(catalogQuery((k) => params[k]));
      expect(rows.map((r) => r.id)).toEqual(await cliRows(args));
    });
  }

  it('the text search needs every word in the label, a spelling, the name or the variant', () => {
    const ids = (q: string) => searchCatalog(catalogQuery((k) => (k === 'q' ? q : undefined))).map((r) => r.id);
    expect(ids('')).toHaveLength(CATALOG_ENTRIES.length);
    expect(ids('trac')).toEqual(CATALOG_ENTRIES.filter((e) => /trac/i.test(`${e.label} ${e.aliases.join(' ')} ${e.name} ${e.variant ?? ''}`)).map((e) => e.id));
    expect(ids('TRACTOR borg')).toEqual(['trac-borg']);
    expect(ids('no such system')).toEqual([]);
  });

  it('a parameter that is none of the choices is left out', () => {
    const params: Readonly<Record<string, string>> = { hitOn: 'Warp', tech: '9', group: 'weapons' };
    expect(catalogQuery((k) => params[k])).toEqual({ q: '' });
  });
});

describe('an inline sheet keeps its styles to itself', () => {
  it('every rule of the sheet style is scoped, the drawing untouched', () => {
    const svg = '<svg><style>text{fill:#000}.b,.d{fill:#fff}</style><rect class="b"/></svg>';
    expect(scopeSvgStyle(svg, '#sheet-preview')).toBe('<svg><style>#sheet-preview text{fill:#000}#sheet-preview .b,#sheet-preview .d{fill:#fff}</style><rect class="b"/></svg>');
  });
});
