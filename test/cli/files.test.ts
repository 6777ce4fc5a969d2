// The CLI's one reader and one writer (issue 37): only regular files read, the bytes counted as
// they are read (a procfs file that says it is empty is cut at the limit), each file read once
// however it is named; every write atomic (a temporary file, then a rename), never through a
// link, a made-up name never over a file the run did not write, a state write refused when the
// file changed since it was read. And each sheet of a run gets a name of its own.
import fc from 'fast-check';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileReader, readTextFile } from '../../src/cli/read-file.js';
import { lockFileOf, outputWriter, writeAll, type WriterFs } from '../../src/cli/write-file.js';
import { pageFile, uniqueSheetFiles } from '../../src/cli/output-names.js';
import { runIn as run } from './harness.js';

const scratch = (): string => realpathSync(mkdtempSync(join(tmpdir(), 'spacedock-files-')));

describe('readTextFile', () => {
  it('reads a regular file, and refuses a folder, a device and a named pipe without waiting on them', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.yaml'), 'format: 1\n');
    const ok = readTextFile(join(dir, 'a.yaml'));
    expect(ok).toMatchObject({ ok: true, text: 'format: 1\n', real: join(dir, 'a.yaml') });
    expect(readTextFile(dir)).toEqual({ ok: false, refusal: 'not-a-file', reason: 'it is a directory' });
    expect(readTextFile('/dev/zero')).toEqual({ ok: false, refusal: 'not-a-file', reason: 'it is not a regular file' });
    expect(readTextFile(join(dir, 'none.yaml'))).toEqual({ ok: false, refusal: 'missing', reason: 'there is no such file (ENOENT)' });
    // A pipe nobody writes to: opening it to read would wait for ever; it is refused from its stat.
    expect(spawnSync('mkfifo', [join(dir, 'pipe')]).status).toBe(0);
    expect(readTextFile(join(dir, 'pipe'))).toEqual({ ok: false, refusal: 'not-a-file', reason: 'it is not a regular file' });
    // A link to one of them is judged by what it leads to.
    symlinkSync('/dev/zero', join(dir, 'zero.yaml'));
    expect(readTextFile(join(dir, 'zero.yaml'))).toMatchObject({ ok: false, refusal: 'not-a-file' });
  });

  it('counts the bytes as it reads, never trusting the size the file system gives: a procfs file of "0 bytes" is cut at the limit', () => {
    // /proc/self/maps says it has 0 bytes, and holds kilobytes.
    expect(lstatSync('/proc/self/maps').size).toBe(0);
    const cut = readTextFile('/proc/self/maps', { maxBytes: 100, limitWords: '100 bytes' });
    expect(cut).toEqual({ ok: false, refusal: 'too-large', reason: 'it has more than 100 bytes: the reading stopped there (the file system gives its size as 0 bytes)' });
    // A file of exactly the limit is read whole; one byte more is refused, from its size, unread.
    const dir = scratch();
    writeFileSync(join(dir, 'exact'), 'x'.repeat(100));
    writeFileSync(join(dir, 'over'), 'x'.repeat(101));
    expect(readTextFile(join(dir, 'exact'), { maxBytes: 100 })).toMatchObject({ ok: true, text: 'x'.repeat(100) });
    expect(readTextFile(join(dir, 'over'), { maxBytes: 100, limitWords: '100 bytes' })).toEqual({ ok: false, refusal: 'too-large', reason: 'it has 101 bytes, more than 100 bytes' });
  });

  it("asks the caller about the real path before opening it, and gives the bytes' digest when asked", () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a'), 'abc');
    symlinkSync(join(dir, 'a'), join(dir, 'link'));
    const asked: string[] = [];
    const r = readTextFile(join(dir, 'link'), { allow: (real) => (asked.push(real), 'no'), digest: true });
    expect(r).toEqual({ ok: false, refusal: 'not-allowed', reason: 'no' });
    expect(asked).toEqual([join(dir, 'a')]);
    expect(readTextFile(join(dir, 'link'), { digest: true })).toMatchObject({ ok: true, digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' });
  });

  it('reads a file that another process keeps replacing by renames, never refusing it: each read is one whole version', async () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify({ i: 0 }));
    // Another run's atomic writes, as fast as it can: a whole new file renamed onto the name.
    const writer = spawn(process.execPath, ['-e', `const fs = require('node:fs'); for (let i = 1; ; i++) { const t = ${JSON.stringify(file)} + '.' + (i % 2) + '.tmp'; fs.writeFileSync(t, JSON.stringify({ i, pad: 'x'.repeat(i % 500) })); fs.renameSync(t, ${JSON.stringify(file)}); }`]);
    const exited = new Promise((done) => writer.on('exit', done));
    try {
      const failures: string[] = [];
      const seen = new Set<number>();
      let last = -1;
      let backwards = 0;
      // Until the writer has put a few hundred versions there while this one read (bounded: on a
      // loaded machine the writer may get little of a core). Before this was fixed, a read taken
      // between the reader's stat and its open of a new file was refused: about one in fifty here.
      for (let reads = 0; reads < 100_000 && seen.size < 400; reads++) {
        const r = readTextFile(file, { digest: true });
        if (!r.ok) {
          failures.push(r.reason);
          continue;
        }
        const { i } = JSON.parse(r.text) as { i: number };
        if (i < last) backwards++;
        last = i;
        seen.add(i);
      }
      expect(failures).toEqual([]);
      // Renames come in order, and each read sees one of them whole (it parsed) and never an older one.
      expect(backwards).toBe(0);
      // The writer did run alongside: otherwise this proved nothing.
      expect(seen.size).toBeGreaterThan(50);
    } finally {
      writer.kill('SIGKILL');
      await exited;
    }
  });
});

describe('templates through the reader', () => {
  it('a template that says it is empty and holds more than a template may is cut at the limit (render /proc/self/pagemap); a link among the partials is not read', async () => {
    const before = process.cpuUsage();
    const r = await run(['render', '/proc/self/pagemap', 'examples/cruiser.yaml']);
    const used = process.cpuUsage(before);
    console.log(`render /proc/self/pagemap: ${Math.round((used.user + used.system) / 1000)} ms CPU`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error\[template-limit\]: this template is too large: it has more than a template may have \(3 bytes for each of its RENDER_LIMITS.maxTemplateLength characters\): the reading stopped there \(the file system gives its size as 0 bytes\)\n/);
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
    const dir = scratch();
    writeFileSync(join(dir, 'book.md.liquid'), '{{ ships[0].name }}');
    symlinkSync('/proc/self/pagemap', join(dir, 'evil.liquid'));
    const partial = await run(['render', join(dir, 'book.md.liquid'), 'examples/cruiser.yaml']);
    // A partial is a regular file of the template's folder: a link there is not one, and is not read.
    expect(partial.code, partial.err).toBe(0);
    expect(partial.out).toBe('Meridian-class Patrol Cruiser');
  });
});

describe('fileReader', () => {
  it('reads a file named 64 ways once: links, hard links, ./x/.. and /proc/self/root spellings get the first answer', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'sub'));
    const file = join(dir, 'ship.yaml');
    writeFileSync(file, 'format: 1\n');
    const names = [file, `${dir}/sub/../ship.yaml`, `/proc/self/root${file}`, relative(process.cwd(), file)];
    for (let i = 0; names.length < 64; i++) {
      const kind = i % 3;
      const name = join(dir, `${['soft', 'hard', 'chain'][kind]}-${i}.yaml`);
      if (kind === 0) symlinkSync(file, name);
      else if (kind === 1) linkSync(file, name);
      else symlinkSync(names[names.length - 1]!, name);
      names.push(name);
    }
    expect(new Set(names).size).toBe(64);
    const reader = fileReader();
    const first = reader.read(names[0]!);
    if (!first.ok) throw new Error(first.reason);
    // Changed after the first read: a second read would see it; none happens.
    writeFileSync(file, 'changed\n');
    for (const name of names) expect(reader.read(name), name).toBe(first);
    expect(first.text).toBe('format: 1\n');
    // A new reader reads it again.
    expect(fileReader().read(names[7]!)).toMatchObject({ ok: true, text: 'changed\n' });
  });
});

describe('files named on the command line', () => {
  it('a file named by a hard link, a link and a /proc/self/root spelling is checked once', async () => {
    const dir = scratch();
    const file = join(dir, 'ship.yaml');
    writeFileSync(file, readFileSync('examples/cruiser.yaml'));
    linkSync(file, join(dir, 'hard.yaml'));
    symlinkSync(file, join(dir, 'soft.yaml'));
    const r = await run(['check', file, join(dir, 'hard.yaml'), join(dir, 'soft.yaml'), `/proc/self/root${file}`, `${dir}/./ship.yaml`, '--json']);
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(r.out) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([file]);
  });
});

/** Node's fs, with writeSync failing once `failAfter` bytes are written (a full disk half way). */
function fullDiskAfter(failAfter: number): WriterFs {
  let written = 0;
  return {
    ...nodeFs,
    writeSync: ((fd: number, buffer: Buffer, offset: number, length: number) => {
      const room = failAfter - written;
      if (room <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const n = nodeFs.writeSync(fd, buffer, offset, Math.min(room, length));
      written += n;
      return n;
    }) as WriterFs['writeSync'],
  };
}

describe('outputWriter', () => {
  it('writes through a temporary file and a rename: a write that fails half way leaves the old file whole, and no temporary file', () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    writeFileSync(file, '{"old":true}\n');
    const reason = outputWriter({ fs: fullDiskAfter(10) }).write(file, `{"new":"${'x'.repeat(100_000)}"}\n`, { chosen: true });
    expect(reason).toBe('the disk is full (ENOSPC)');
    expect(readFileSync(file, 'utf8')).toBe('{"old":true}\n');
    expect(readdirSync(dir)).toEqual(['game.json']);
    // The same write on a disk with room replaces it whole.
    expect(outputWriter().write(file, '{"new":true}\n', { chosen: true })).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('{"new":true}\n');
    expect(readdirSync(dir)).toEqual(['game.json']);
  });

  it('writes a file whose name is as long as the system allows (its temporary file has a shorter one)', () => {
    const dir = scratch();
    const file = join(dir, `${'n'.repeat(251)}.svg`);
    expect(outputWriter().write(file, '<svg/>', { chosen: true })).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('<svg/>');
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('writes no file through a link: a dangling link never makes its target, a link to a file is not followed', () => {
    const dir = scratch();
    const target = join(dir, 'elsewhere', 'target.json');
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(target, join(dir, 'dangling.json'));
    const writer = outputWriter({ force: true });
    expect(writer.write(join(dir, 'dangling.json'), '{}', { chosen: true })).toBe(`it is a symbolic link to ${target}: spacedock writes no file through a link; name the file itself, or remove the link`);
    expect(existsSync(target)).toBe(false);
    writeFileSync(target, 'kept');
    expect(writer.write(join(dir, 'dangling.json'), '{}', { chosen: true })).toMatch(/^it is a symbolic link/);
    expect(readFileSync(target, 'utf8')).toBe('kept');
    expect(writer.write(dir, '{}', { chosen: true })).toBe('it is a directory');
    expect(writer.write('/dev/null', '{}', { chosen: true })).toBe('it is not a regular file');
    expect(writer.write(join(dir, 'no', 'x.json'), '{}', { chosen: true })).toBe(`its folder, ${join(dir, 'no')}, does not exist`);
    expect(writer.written).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['dangling.json', 'elsewhere']);
  });

  it('a name the run made up replaces no file it did not write, unless force; a file it wrote it may', () => {
    const dir = scratch();
    const theirs = join(dir, 'theirs.svg');
    writeFileSync(theirs, 'not ours');
    const writer = outputWriter();
    expect(writer.write(theirs, 'ours')).toBe('a file of this name is there already, and this run did not write it: give --force to replace it');
    expect(readFileSync(theirs, 'utf8')).toBe('not ours');
    expect(writer.write(theirs, 'ours', { chosen: true })).toBeUndefined();
    const made = join(dir, 'made.svg');
    expect(writer.write(made, 'one')).toBeUndefined();
    expect(writer.write(made, 'two')).toBeUndefined();
    expect(readFileSync(made, 'utf8')).toBe('two');
    expect(outputWriter().write(made, 'three')).toMatch(/give --force/);
    expect(outputWriter({ force: true }).write(made, 'three')).toBeUndefined();
    expect(readFileSync(made, 'utf8')).toBe('three');
    // writeAll checks every file before it writes one.
    const fresh = join(dir, 'fresh.svg');
    expect(writeAll(outputWriter(), [{ file: fresh, text: 'x', chosen: false }, { file: theirs, text: 'x', chosen: false }])).toEqual({ file: theirs, reason: expect.stringMatching(/give --force/) });
    expect(existsSync(fresh)).toBe(false);
  });

  it('a write that must find the file as it was read is refused when it changed, was made or was removed meanwhile: nothing lost', () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    writeFileSync(file, 'first');
    const read = readTextFile(file, { digest: true });
    if (!read.ok) throw new Error(read.reason);
    writeFileSync(file, 'another run');
    const writer = outputWriter();
    expect(writer.write(file, 'mine', { chosen: true, expect: { digest: read.digest! } })).toBe('it changed since it was read (another run wrote it?): nothing was written; run again, on the file as it is now');
    expect(readFileSync(file, 'utf8')).toBe('another run');
    expect(writer.write(join(dir, 'new.json'), 'mine', { chosen: true, expect: { absent: true } })).toBeUndefined();
    expect(writer.write(join(dir, 'new.json'), 'again', { chosen: true, expect: { absent: true } })).toMatch(/^it was made since it was found missing/);
    nodeFs.unlinkSync(file);
    expect(writer.write(file, 'mine', { chosen: true, expect: { digest: read.digest! } })).toMatch(/^it was removed since it was read/);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir)).toEqual(['new.json']);
  });

  it("waits for another run's lock on the file, then writes", async () => {
    const dir = scratch();
    const file = join(dir, 'game.json');
    writeFileSync(file, 'v1');
    const read = readTextFile(file, { digest: true });
    if (!read.ok) throw new Error(read.reason);
    writeFileSync(lockFileOf(file), '');
    // Another process removes the lock a moment later (the writer blocks this one while it waits).
    const other = spawn('sh', ['-c', `sleep 0.3; rm '${lockFileOf(file)}'`]);
    const exited = new Promise((done) => other.on('exit', done));
    expect(outputWriter().write(file, 'v2', { chosen: true, expect: { digest: read.digest! } })).toBeUndefined();
    await exited;
    expect(readFileSync(file, 'utf8')).toBe('v2');
    expect(readdirSync(dir)).toEqual(['game.json']);
  });
});

describe('uniqueSheetFiles', () => {
  it('gives each sheet a name of its own, case ignored, its pages too, never the output', () => {
    expect(uniqueSheetFiles([{ file: 'twin.svg', pages: 1 }, { file: 'twin.svg', pages: 2 }, { file: 'ships.svg', pages: 1 }], ['ships.SVG'])).toEqual([['twin.svg'], ['twin_2.svg', 'twin_2-2.svg'], ['ships_2.svg']]);
    // A ship whose own name is another's second page gets another name.
    expect(uniqueSheetFiles([{ file: 'a.svg', pages: 2 }, { file: 'a-2.svg', pages: 1 }])).toEqual([['a.svg', 'a-2.svg'], ['a-2_2.svg']]);
    expect(pageFile('x.svg', 3)).toBe('x-3.svg');
  });

  it('no two files of a run are the same file, on a folder that ignores case (property)', () => {
    const stem = fc.constantFrom('a', 'A', 'a-2', 'twin', 'TWIN', 'twin_2', 'b-3');
    fc.assert(
      fc.property(fc.array(fc.record({ file: stem.map((s) => `${s}.svg`), pages: fc.integer({ min: 1, max: 4 }) }), { maxLength: 12 }), fc.array(stem.map((s) => `${s}.svg`), { maxLength: 3 }), (wanted, taken) => {
        const names = uniqueSheetFiles(wanted, taken);
        const all = names.flat().map((n) => n.toLowerCase());
        expect(new Set(all).size).toBe(all.length);
        for (const t of taken) expect(all).not.toContain(t.toLowerCase());
        names.forEach((files, i) => expect(files.length).toBe(wanted[i]!.pages));
      }),
    );
  });
});
