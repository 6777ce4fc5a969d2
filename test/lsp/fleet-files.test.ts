/**
 * `spacedock lsp` end to end on a fleet's files (issue 37): the built bin in a child process,
 * driven over stdio by an LSP client. A fleet that names /proc/self/pagemap, /etc/passwd or a
 * link out of its folder gets one `fleet-file` problem at once and nothing of those files; with
 * the `allowOutsideRefs` initialization option, the server reads them as `check
 * --allow-outside-refs` does (pagemap cut at the byte limit, passwd not quoted).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

const BIN = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
/** A guard against a hang only, never a speed budget. */
const HANG_GUARD_MS = 120_000;

/** Starts the server with these initialization options, opens `file` (saved with `text`) and gives its first diagnostics. */
async function diagnosticsOf(file: string, text: string, initializationOptions: unknown): Promise<PublishDiagnosticsParams> {
  writeFileSync(file, text);
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { stdio: 'pipe' });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const uri = pathToFileURL(file).href;
  const published = new Promise<PublishDiagnosticsParams>((done) => connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    if (p.uri === uri) done(p);
  }));
  connection.listen();
  try {
    await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, initializationOptions });
    await connection.sendNotification(InitializedNotification.type, {});
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return await published;
  } finally {
    connection.dispose();
    child.kill();
  }
}

describe("spacedock lsp reads a fleet's files as check does", { timeout: HANG_GUARD_MS }, () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'spacedock-lsp-fleet-')));
  symlinkSync('/etc/passwd', join(dir, 'ships.yaml'));
  const file = join(dir, 'fleet.yaml');
  const text = 'format: 1\nkind: fleet\nname: Probe\nships:\n  - { file: /proc/self/pagemap, ship: A }\n  - { file: ../../etc/passwd, ship: B }\n  - { file: ships.yaml, ship: C }\n';
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const secret = passwd.split('\n')[0]!.split(':')[0]!;

  it('refuses every reference that leads out of the fleet folder, the files unread', async () => {
    const p = await diagnosticsOf(file, text, {});
    expect(p.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['fleet-file', 4], ['fleet-file', 5], ['fleet-file', 6]]);
    expect(p.diagnostics[0]?.message).toBe("/proc/self/pagemap leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; set the language server's allowOutsideRefs option to read it");
    expect(p.diagnostics[2]?.message).toBe(`cannot read ${join(dir, 'ships.yaml')}: it is outside the fleet file's folder, ${dir} (it leads to /etc/passwd): a fleet's references stay in its folder and the folders under it; set the language server's allowOutsideRefs option to read it`);
  });

  it('with allowOutsideRefs, reads them: pagemap cut at the byte limit, /etc/passwd (one file by two names) not quoted', async () => {
    const p = await diagnosticsOf(file, text, { allowOutsideRefs: true });
    expect(p.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['fleet-file', 4], ['fleet-file', 5], ['fleet-file', 6]]);
    expect(p.diagnostics[0]?.message).toMatch(/^cannot read \/proc\/self\/pagemap: it has more than the 31457280 bytes the CLI reads .*: the reading stopped there \(the file system gives its size as 0 bytes\)$/);
    expect(p.diagnostics[1]?.message).toMatch(/^\S*etc\/passwd does not load, and does not read as a design document/);
    expect(p.diagnostics[2]?.message).toBe(p.diagnostics[1]?.message);
    expect(JSON.stringify(p.diagnostics)).not.toContain(`${secret}:`);
  });
});
