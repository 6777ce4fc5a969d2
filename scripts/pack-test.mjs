// Packs the package, installs the tarball in a scratch project, and uses every entry point from
// ESM, from CommonJS, from TypeScript (node16 ES module and CommonJS files, and a bundler's
// resolution) and through a bundler (esbuild, for the browser), reads the design schema by name,
// then runs the bin. Run by .ci/run after the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'spacedock-pack-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
try {
  run('npm', ['pack', '--pack-destination', work, '--silent', '--ignore-scripts'], root);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack made no tarball');
  const project = join(work, 'project');
  run('mkdir', ['-p', project], work);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, version: '0.0.0' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)], project);

  const checks = `
    assert(typeof main.parseUnit === 'function' && main.parseUnit('3d6 eZap AP').ok, 'spacedock: parseUnit');
    assert(main.priceUnit('3d6 eZap AP').value.active === 23, 'spacedock: priceUnit');
    assert(catalog.findEntry('Trac', 'Hard').value.repair.value === 5, 'spacedock/catalog');
    assert(typeof main.seededDice(1).d6() === 'number', 'spacedock: dice');
    assert(typeof combat.explosionDice === 'function' && combat.explosionDice([6, 5, 4], 1).ok, 'spacedock/combat');
    assert(damage.buildShip({ name: 'x', shields: 1 }).ok, 'spacedock/damage');
    assert(turn.movementImpulses(3).value.join() === '11,22,32', 'spacedock/turn');
    assert(design.loadDesigns('format: 1\\nkind: units\\ntitle: t\\nunits: [{ name: a, spec: 9 eDefense }]\\n').ok, 'spacedock/design');
    assert(plot.plotSurvival(damage.simulateVolleys(damage.buildShip({ name: 'x', shields: 2, systems: [{ label: 'Lab', count: 2 }] }).value, [{ shield: 1, points: 8 }], { trials: 50, turns: 2 }).value).value.startsWith('<svg'), 'spacedock/plot');
    assert(render.renderTemplate('{{ a }}', { a: '<b>' }, { name: 'x.html' }).value === '&lt;b&gt;', 'spacedock/render');
    assert(sheet.renderSheet({ ship: damage.buildShip({ name: 'x', shields: 1, systems: [{ label: 'Lab', count: 2 }] }).value }).value.pages[0].startsWith('<svg'), 'spacedock/sheet');
  `;
  const assertFn = 'function assert(c, what) { if (!c) { console.error("FAILED: " + what); process.exit(1); } }';
  writeFileSync(join(project, 'esm.mjs'), `${assertFn}
import * as main from 'spacedock';
import * as catalog from 'spacedock/catalog';
import * as combat from 'spacedock/combat';
import * as damage from 'spacedock/damage';
import * as design from 'spacedock/design';
import * as plot from 'spacedock/plot';
import * as render from 'spacedock/render';
import * as sheet from 'spacedock/sheet';
import * as turn from 'spacedock/turn';
${checks}
console.log('esm: ok');`);
  writeFileSync(join(project, 'cjs.cjs'), `${assertFn}
const main = require('spacedock');
const catalog = require('spacedock/catalog');
const combat = require('spacedock/combat');
const damage = require('spacedock/damage');
const design = require('spacedock/design');
const plot = require('spacedock/plot');
const render = require('spacedock/render');
const sheet = require('spacedock/sheet');
const turn = require('spacedock/turn');
${checks}
console.log('cjs: ok');`);
  process.stdout.write(run('node', ['esm.mjs'], project));
  process.stdout.write(run('node', ['cjs.cjs'], project));

  // The design schema, by name, from both module systems.
  writeFileSync(join(project, 'schema.mjs'), `import schema from 'spacedock/schema/design.schema.json' with { type: 'json' };
if (typeof schema.$schema !== 'string') { console.error('FAILED: schema from ESM'); process.exit(1); }
console.log('schema (esm): ok');`);
  writeFileSync(join(project, 'schema.cjs'), `const schema = require('spacedock/schema/design.schema.json');
if (typeof schema.$schema !== 'string') { console.error('FAILED: schema from CJS'); process.exit(1); }
console.log('schema (cjs): ok');`);
  process.stdout.write(run('node', ['schema.mjs'], project));
  process.stdout.write(run('node', ['schema.cjs'], project));
  // A built-in template, by name: the files are in the package for authors to copy.
  writeFileSync(join(project, 'template.cjs'), `const { readFileSync } = require('node:fs');
const text = readFileSync(require.resolve('spacedock/templates/readout.md.liquid'), 'utf8');
if (!text.includes('_ship.md')) { console.error('FAILED: templates/readout.md.liquid'); process.exit(1); }
console.log('templates: ok');`);
  process.stdout.write(run('node', ['template.cjs'], project));
  // The render entry and the render command from the installed package.
  const rendered = run(join(project, 'node_modules', '.bin', 'spacedock'), ['render', 'readout.md', join(root, 'examples', 'cruiser.yaml')], project);
  if (!rendered.startsWith('## Meridian-class Patrol Cruiser')) throw new Error(`spacedock render from the installed package printed: ${rendered.slice(0, 200)}`);
  console.log('render: ok');

  // TypeScript: values and types of every entry, from an ES module and a CommonJS file (node16)
  // and with a bundler's resolution.
  const entries = ['spacedock', 'spacedock/catalog', 'spacedock/combat', 'spacedock/damage', 'spacedock/design', 'spacedock/duel', 'spacedock/plot', 'spacedock/render', 'spacedock/sheet', 'spacedock/turn'];
  const typed = `
    const unit: Result<UnitSpec> = parseUnit('3d6 eZap AP');
    const entry: CatalogEntry | undefined = CATALOG_ENTRIES[0];
    const label: CatalogLabel = 'Trac';
    // @ts-expect-error the labels are a closed set, not any string
    const wrong: CatalogLabel = 'Nope';
    const d: readonly Diagnostic[] = unit.diagnostics;
    export const used = [entry, label, wrong, d, buildShip, loadDesigns, plotSurvival, renderTemplate, renderSheet, movementImpulses, explosionDice];
  `;
  const imports = (from) => `import { parseUnit, type Result, type UnitSpec, type Diagnostic } from 'spacedock';
import { CATALOG_ENTRIES, type CatalogEntry, type CatalogLabel } from 'spacedock/catalog';
import { explosionDice } from 'spacedock/combat';
import { buildShip } from 'spacedock/damage';
import { loadDesigns } from 'spacedock/design';
import { plotSurvival } from 'spacedock/plot';
import { renderTemplate } from 'spacedock/render';
import { renderSheet } from 'spacedock/sheet';
import { movementImpulses } from 'spacedock/turn';`.replaceAll("from '", `from '${from}`);
  writeFileSync(join(project, 'types.mts'), imports('') + typed);
  writeFileSync(join(project, 'types.cts'), imports('') + typed);
  writeFileSync(join(project, 'bundler.ts'), imports('') + typed);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const strict = ['--noEmit', '--strict', '--skipLibCheck', 'false', '--types', 'node', '--typeRoots', join(root, 'node_modules', '@types')];
  run('node', [tsc, ...strict, '--module', 'node16', '--moduleResolution', 'node16', 'types.mts', 'types.cts'], project);
  run('node', [tsc, ...strict, '--module', 'esnext', '--moduleResolution', 'bundler', 'bundler.ts'], project);
  console.log('types (node16 esm, node16 cjs, bundler): ok');

  // A bundler: each entry bundled for the browser from the installed package.
  const esbuild = await import(join(root, 'node_modules', 'esbuild', 'lib', 'main.js'));
  for (const entry of entries) {
    const result = await esbuild.build({ stdin: { contents: `import * as m from '${entry}'; globalThis.m = m;`, resolveDir: project, loader: 'js' }, bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' });
    if (result.outputFiles[0].text.length === 0) throw new Error(`esbuild made nothing of ${entry}`);
  }
  console.log(`bundler (esbuild, browser, ${entries.length} entries): ok`);
  const help = run(join(project, 'node_modules', '.bin', 'spacedock'), ['--help'], project);
  if (!help.includes('price') || !help.includes('sheet')) throw new Error('the bin does not print its help');
  console.log('bin: ok');
  console.log('pack test: ok');
} finally {
  rmSync(work, { recursive: true, force: true });
}
