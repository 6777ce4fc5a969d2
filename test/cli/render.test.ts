// spacedock render (issue 28): built-in and file templates, -o and --sheets, --ship, --escape,
// --json, a template with a mistake (exit 1, the diagnostic at its line), partials beside a
// template file, and nothing written when anything has an error.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runIn as run } from './harness.js';

const scratch = (): string => mkdtempSync(join(tmpdir(), 'spacedock-render-'));

describe('spacedock render', () => {
  it('renders a built-in template on standard output', async () => {
    const r = await run(['render', 'readout.md', 'examples/cruiser.yaml']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^## Meridian-class Patrol Cruiser\n/);
    expect(r.out).toContain('[Record sheet](meridian-class-patrol-cruiser.svg)');
  });

  it('writes -o, and with --sheets each ship\'s record sheet beside it under the name the readout links to', async () => {
    const dir = scratch();
    const out = join(dir, 'book', 'ships.html');
    const r0 = await run(['render', 'readout.html', 'examples/cruiser.yaml', 'examples/carrier.yaml', '-o', out, '--sheets']);
    // The folder of -o must exist: nothing is made on the way.
    expect(r0.code).toBe(1);
    expect(r0.err).toMatch(/unwritable-output/);
    const flat = join(dir, 'ships.html');
    const r = await run(['render', 'readout.html', 'examples/cruiser.yaml', 'examples/carrier.yaml', '-o', flat, '--sheets']);
    expect(r.code, r.err).toBe(0);
    const html = readFileSync(flat, 'utf8');
    for (const sheet of ['meridian-class-patrol-cruiser.svg', 'hearthstone-class-escort-carrier.svg']) {
      expect(html).toContain(`href="${sheet}"`);
      expect(readFileSync(join(dir, sheet), 'utf8')).toMatch(/^<svg/);
    }
    expect(r.err).toMatch(/wrote .*ships\.html, .*meridian-class-patrol-cruiser\.svg, .*hearthstone-class-escort-carrier\.svg/);
  });

  it('--sheets gives every ship a sheet of its own ("Twin" and "TWIN!", "Alpha Ship" and "Alpha-Ship"), says which was renamed, and replaces no file of another run without --force', async () => {
    const dir = scratch();
    const ship = (name: string, size: number): string => `format: 1\nkind: ship\nname: ${JSON.stringify(name)}\nsizeClass: ${size}\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n`;
    const designs = join(dir, 'twins.yaml');
    writeFileSync(designs, [ship('Twin', 4), ship('TWIN!', 5), ship('Alpha Ship', 4), ship('Alpha-Ship', 6)].join('---\n'));
    const out = join(dir, 'ships.html');
    const r = await run(['render', 'readout.html', designs, '-o', out, '--sheets']);
    expect(r.code, r.err).toBe(0);
    const files = ['twin.svg', 'twin_2.svg', 'alpha-ship.svg', 'alpha-ship_2.svg'];
    expect(r.err).toBe(
      `note: the sheet of "TWIN!" (${designs}) is twin_2.svg: twin.svg is another sheet's or the output's\n` +
        `note: the sheet of "Alpha-Ship" (${designs}) is alpha-ship_2.svg: alpha-ship.svg is another sheet's or the output's\n` +
        `wrote ${[out, ...files.map((f) => join(dir, f))].join(', ')}\n`,
    );
    // Each sheet is its own ship's, and the readout links each ship to its own.
    const html = readFileSync(out, 'utf8');
    for (const f of files) expect(html).toContain(`href="${f}"`);
    expect(readFileSync(join(dir, 'twin.svg'), 'utf8')).toContain('>Twin<');
    expect(readFileSync(join(dir, 'twin_2.svg'), 'utf8')).toContain('>TWIN!<');
    // --json reports each sheet's ship and files.
    const again = await run(['render', 'readout.html', designs, '-o', out, '--sheets', '--json', '--force']);
    expect(again.code, again.out).toBe(0);
    expect((JSON.parse(again.out) as { sheets: unknown }).sheets).toEqual([
      { ship: 'Twin', file: designs, pages: [join(dir, 'twin.svg')] },
      { ship: 'TWIN!', file: designs, pages: [join(dir, 'twin_2.svg')] },
      { ship: 'Alpha Ship', file: designs, pages: [join(dir, 'alpha-ship.svg')] },
      { ship: 'Alpha-Ship', file: designs, pages: [join(dir, 'alpha-ship_2.svg')] },
    ]);
    // A file of that name that this run did not write (here: the last run's) is not replaced without --force, and nothing is written.
    writeFileSync(join(dir, 'twin.svg'), 'my own drawing');
    writeFileSync(out, 'old readout');
    const refused = await run(['render', 'readout.html', designs, '-o', out, '--sheets']);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`error[unwritable-output]: cannot write this file: a file of this name is there already, and this run did not write it: give --force to replace it\n --> ${join(dir, 'twin.svg')}\n`);
    expect(readFileSync(join(dir, 'twin.svg'), 'utf8')).toBe('my own drawing');
    expect(readFileSync(out, 'utf8')).toBe('old readout');
    const forced = await run(['render', 'readout.html', designs, '-o', out, '--sheets', '--force']);
    expect(forced.code, forced.err).toBe(0);
    expect(readFileSync(join(dir, 'twin.svg'), 'utf8')).toContain('>Twin<');
  });

  it('--sheets needs -o; --ship keeps one ship and names the others when it is not there', async () => {
    expect((await run(['render', 'readout.md', 'examples/cruiser.yaml', '--sheets'])).code).toBe(2);
    const one = await run(['render', 'readout.md', 'examples/cruiser.yaml', 'examples/carrier.yaml', '--ship', 'Hearthstone-class Escort Carrier']);
    expect(one.code).toBe(0);
    expect(one.out.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## Hearthstone-class Escort Carrier']);
    const none = await run(['render', 'readout.md', 'examples/cruiser.yaml', '--ship', 'Nope']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('the ships are "Meridian-class Patrol Cruiser"');
  });

  it('a template file: its folder\'s .liquid files are its partials, the built-in ones too; --escape overrides its name', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'card.txt.liquid'), '{% for s in ships %}{% render "line", ship: s %}{% endfor %}{% render "_ship.md", ship: ships[0], level: "#" %}');
    writeFileSync(join(dir, 'line.liquid'), '{{ ship.name }} <{{ ship.totals.unitBuild }}>\n');
    const r = await run(['render', join(dir, 'card.txt.liquid'), 'examples/cruiser.yaml']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^Meridian-class Patrol Cruiser <167>\n# Meridian-class Patrol Cruiser\n/);
    const escaped = await run(['render', join(dir, 'card.txt.liquid'), 'examples/cruiser.yaml', '--escape', 'html']);
    expect(escaped.out).toMatch(/^Meridian-class Patrol Cruiser <167>/); // the partial's own text is not a value
    expect((await run(['render', join(dir, 'card.txt.liquid'), 'examples/cruiser.yaml', '--escape', 'rtf'])).code).toBe(2);
  });

  it('a mistake in a template is exit 1 with the diagnostic at its line; nothing is written', async () => {
    const dir = scratch();
    const template = join(dir, 'bad.md.liquid');
    writeFileSync(template, '# {{ files.size }} files\n{% for s in ships %}\n{{ s.nmae }}\n{% endfor %}\n');
    const out = join(dir, 'out.md');
    const r = await run(['render', template, 'examples/cruiser.yaml', '-o', out]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error[template-error]');
    expect(r.err).toContain(`--> ${template}:3:4`);
    expect(existsSync(out)).toBe(false);
  });

  it('--json answers with the output, or with the diagnostics and no output', async () => {
    const ok = JSON.parse((await run(['render', 'table.csv', 'examples/weapons.yaml', '--json'])).out) as { ok: boolean; output: string; template: string };
    expect(ok).toMatchObject({ ok: true, template: 'table.csv' });
    expect(ok.output.split('\n')[0]).toBe('document,name,spec,count,basic,active,build,power,range,modifiers');
    const missing = await run(['render', 'nothing-here.liquid', 'examples/weapons.yaml', '--json']);
    expect(missing.code).toBe(1);
    const answer = JSON.parse(missing.out) as { ok: boolean; output: null; diagnostics: { code: string; message: string }[] };
    expect(answer).toMatchObject({ ok: false, output: null });
    expect(answer.diagnostics[0]).toMatchObject({ code: 'unreadable-input', message: expect.stringContaining('the built-in templates are readout.md, readout.html') });
  });

  it('a template past the size limit is template-limit, refused unread, whatever its size (issue 37): 2 MB, 4 MB, and a partial of 4 MB', async () => {
    const dir = scratch();
    // 2 MB of ASCII is read and refused by renderTemplate (characters); 4 MB by its size in bytes, unread.
    for (const [bytes, message] of [
      [2 * 1024 * 1024, /the template is 2097152 characters, more than 1048576/],
      [4 * 1024 * 1024, /this template is too large: it has 4194304 bytes, more than a template may have/],
    ] as const) {
      const template = join(dir, `big-${bytes}.md.liquid`);
      writeFileSync(template, 'x'.repeat(bytes));
      const r = await run(['render', template, 'examples/cruiser.yaml', '--json']);
      expect(r.code).toBe(1);
      const answer = JSON.parse(r.out) as { diagnostics: { code: string; message: string }[] };
      // The cruiser's own warning may come first; the template's one error is template-limit.
      const errors = answer.diagnostics.filter((d) => d.code.startsWith('template') || d.code === 'unreadable-input');
      expect(errors.map((d) => d.code)).toEqual(['template-limit']);
      expect(errors[0]?.message).toMatch(message);
    }
    const withPartial = join(scratch(), 'main.md.liquid');
    writeFileSync(withPartial, '{% render "big" %}');
    writeFileSync(join(withPartial, '..', 'big.liquid'), 'x'.repeat(4 * 1024 * 1024));
    const r = await run(['render', withPartial, 'examples/cruiser.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error[template-limit]');
    expect(r.err).toContain('the partial big.liquid is too large: it has 4194304 bytes');
  });

  it('a design file with an error renders nothing (exit 1), as table does', async () => {
    const r = await run(['render', 'readout.md', 'examples/broken.yaml']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/error\[/);
  });

  it('a folder: YAML files that are not designs are skipped, as check skips them (issue 38); a file named is read whatever it holds', async () => {
    const r = await run(['render', 'table.csv', 'test/cli/fixtures/skip-others']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 2)).toEqual(['document,name,spec,count,basic,active,build,power,range,modifiers', 'Guns,Laser,3d6 eZap AP,1,15,23,23,5,23,Zap: Armor Piercing']);
    expect(r.err).toBe('note: skipped 2 YAML files that are not designs (neither a top-level format nor kind); name a file to check it anyway\n');
    const json = JSON.parse((await run(['render', 'table.csv', 'test/cli/fixtures/skip-others', '--json'])).out) as { ok: boolean; skipped: string[] };
    expect(json.ok).toBe(true);
    expect(json.skipped.map((f) => f.replace(/^.*\//, '')).sort()).toEqual(['ci.yml', 'notes.yaml']);
    const named = await run(['render', 'table.csv', 'test/cli/fixtures/skip-others/ci.yml']);
    expect(named.code).toBe(1);
    expect(named.err).toContain('missing field `kind`');
  });

  // Issue 39: a fleet's chapter shows the points its ships use against its limit (the limit alone before).
  it("chapter.md of a fleet shows the points it uses against its limit, as check sums them", async () => {
    const check = await run(['check', 'examples/home-guard.yaml', '--json']);
    const fleet = (JSON.parse(check.out) as { files: { documents: { kind: string; fleet?: { pointsLimit: number; totals: { points: number } } }[] }[] }).files[0]!.documents.find((d) => d.kind === 'fleet')!.fleet!;
    const r = await run(['render', 'chapter.md', 'examples/home-guard.yaml']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`## Home Guard\n\nThe home system's standing patrol.\n\nPoints: ${fleet.totals.points} of its limit of ${fleet.pointsLimit}.\n`);
    expect(r.out).not.toContain('Points limit:');
    // The readout data: points filled in by render (a readout alone reads no other file: null).
    const json = await run(['render', 'readout.json', 'examples/home-guard.yaml']);
    expect(json.out).toContain(`"points": ${fleet.totals.points}`);
  });

  it("a fleet whose ships cannot be read keeps its limit alone", async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'lost.yaml'), 'format: 1\nkind: fleet\nname: Lost\npointsLimit: 300\nships:\n  - { file: missing.yaml, ship: Ghost }\n');
    const r = await run(['render', 'chapter.md', join(dir, 'lost.yaml')]);
    expect(r.out).toContain('Points limit: 300.');
  });
});
