/**
 * The spacedock extension for VS Code: it starts `spacedock lsp` through `vscode-languageclient`
 * and gives it the files its settings select. Everything the server does (diagnostics, quick
 * fixes, hover, completion, formatting, outline, inlay hints) reaches VS Code through the client;
 * the extension itself only reads settings and starts, restarts and stops the server.
 */
import * as vscode from 'vscode';
import { LanguageClient, type ServerOptions } from 'vscode-languageclient/node';
import { documentSelector, initializationOptions, readSettings, serverLaunch, type SpacedockSettings } from './settings.js';

/** What `activate` returns (other extensions and the tests reach it as the extension's exports). */
export interface SpacedockExtension {
  /** The running client, or undefined before it starts and after it stops. */
  readonly client: () => LanguageClient | undefined;
  /** Stops the server and starts it again with the current settings. */
  readonly restart: () => Promise<void>;
  /** Stops the server. */
  readonly stop: () => Promise<void>;
}

/** The settings whose change restarts the server (the trace setting is read by the client itself). */
const RESTART_ON = ['spacedock.server.path', 'spacedock.designFiles', 'spacedock.unitFiles', 'spacedock.allowOutsideRefs'];

/**
 * Starts the language server for the window, and restarts it when its settings change or the
 * `spacedock.restartServer` command runs.
 *
 * @example
 * // VS Code calls it on the first YAML, JSON or .units file opened; nobody else needs to.
 */
export async function activate(context: vscode.ExtensionContext): Promise<SpacedockExtension> {
  let client: LanguageClient | undefined;
  // One output channel for the window, kept across restarts (a client given one does not dispose it).
  const outputChannel = vscode.window.createOutputChannel('spacedock', { log: true });
  const stop = async (): Promise<void> => {
    const running = client;
    client = undefined;
    if (running !== undefined) await running.dispose();
  };
  const start = async (): Promise<void> => {
    const settings = readSettings((key) => vscode.workspace.getConfiguration('spacedock').get(key));
    const next = new LanguageClient('spacedock', 'spacedock', serverOptions(settings), {
      documentSelector: documentSelector(settings),
      initializationOptions: initializationOptions(settings),
      outputChannel,
    });
    client = next;
    try {
      await next.start();
    } catch (error) {
      if (client === next) client = undefined;
      const reason = error instanceof Error ? error.message : String(error);
      void vscode.window.showErrorMessage(
        `spacedock: the language server did not start (${reason}). Is spacedock installed? The setting spacedock.server.path says where it is (now "${settings.serverPath}").`,
      );
    }
  };
  const restart = async (): Promise<void> => {
    await stop();
    await start();
  };
  context.subscriptions.push(
    vscode.commands.registerCommand('spacedock.restartServer', restart),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (RESTART_ON.some((key) => e.affectsConfiguration(key))) void restart();
    }),
    { dispose: () => void stop() },
    outputChannel,
  );
  await start();
  return { client: () => client, restart, stop };
}

/** Nothing to do: the client is stopped by the disposable `activate` registered. */
export function deactivate(): void {}

function serverOptions(settings: SpacedockSettings): ServerOptions {
  const launch = serverLaunch(settings.serverPath, vscode.workspace.workspaceFolders?.[0]?.uri.fsPath, process.platform);
  return { command: launch.command, args: [...launch.args], options: { shell: launch.shell } };
}
