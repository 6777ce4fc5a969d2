import { Command, CommanderError, Option } from 'commander';
import { version } from '../../package.json';
import { COMMANDS } from './commands/index.js';
import { TABLE_OUTPUT_FORMATS, type CommandDefinition } from './definition.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CliIO } from './io.js';
import { jsonReport, printJson } from './output.js';

/** The exit code of a command line that is wrong (documented in docs/cli.md). */
export const USAGE_EXIT = 2;

const FOOTER = `
A spec or file of - is read from standard input. Every command takes --help,
--json (one JSON object on standard output, also when the input is invalid or
the command line is wrong; not lsp, which speaks the Language Server Protocol)
and --no-color.
Exit codes: 0 ok, 1 the input has errors, 2 the command line is wrong.`;

/** Help is laid out for 80 columns, whatever the terminal: the same text everywhere, docs/cli.md included. */
const HELP_WIDTH = 80;

/** The usage error a command raises through `usage(message)`: commander prints it and ends the parse. */
const USAGE_CODE = 'spacedock.usage';

/**
 * Builds the command-line program: one commander command per definition, with `--json` on each,
 * `--format` on those that print tables, and suggestions for mistyped commands and options. Built
 * afresh for every run (commander keeps parse state on its objects).
 */
export function buildProgram(io: CliIO, ran: (code: number) => void, errors: (text: string) => void = io.err): Command {
  const program = new Command('spacedock')
    .description('Design starship units and ships by points: price unit specs, check ship designs, print cost tables, resolve damage.')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'print this help')
    .helpCommand('help [command]', 'print the help of a command')
    // Wrap the descriptions even beside the longest command line (`render [options] <template> <paths...>`).
    .configureHelp({ minWidthToWrap: 30 })
    .configureOutput({ writeOut: io.out, writeErr: errors, getOutHelpWidth: () => HELP_WIDTH, getErrHelpWidth: () => HELP_WIDTH })
    .addOption(noColor())
    .showSuggestionAfterError(true)
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', FOOTER)
    .exitOverride();
  // addCommand does not pass the program's settings on (output, exitOverride, suggestions): copy them.
  for (const definition of COMMANDS) program.addCommand(commandOf(definition, io, ran).copyInheritedSettings(program));
  return program;
}

function commandOf(definition: CommandDefinition, io: CliIO, ran: (code: number) => void): Command {
  const command = new Command(definition.name).summary(definition.summary).description(definition.description).helpOption('-h, --help', 'print this help');
  for (const a of definition.args) command.argument(a.required ? `<${a.name}${a.variadic === true ? '...' : ''}>` : `[${a.name}${a.variadic === true ? '...' : ''}]`, a.description);
  for (const o of definition.options) command.addOption(optionOf(o));
  if (definition.tables === true) {
    command.addOption(new Option('--format <format>', 'the output format').choices(TABLE_OUTPUT_FORMATS).default('md'));
    command.addOption(new Option('--json', 'the same as --format json'));
  } else if (definition.json !== false) command.addOption(new Option('--json', 'print the result as JSON on standard output, also when the input is invalid'));
  command.addOption(noColor());
  if (definition.examples.length > 0) command.addHelpText('after', `\nExamples:\n${definition.examples.map((e) => `  $ spacedock ${e}`).join('\n')}\n`);
  command.action(async (...params: unknown[]) => {
    const self = params[params.length - 1] as Command;
    const options: Record<string, unknown> = { ...self.opts() };
    if (definition.tables === true && options['json'] === true) {
      if (self.getOptionValueSource('format') === 'cli' && options['format'] !== 'json') usage(self, `--json and --format ${String(options['format'])} ask for different formats: give one`);
      options['format'] = 'json';
    }
    // --no-color before the command (`spacedock --no-color check`) or after it.
    const color = io.color === true && options['color'] !== false && self.parent?.opts()['color'] !== false;
    delete options['color'];
    const { run } = await definition.load();
    ran(await run({ args: self.args, options }, { ...io, color }, (message) => usage(self, message)));
  });
  return command;
}

/** `--no-color`, taken by the program (before the command) and by every command (after it). */
const noColor = (): Option => new Option('--no-color', 'no colour in diagnostics, whatever the terminal (as NO_COLOR=1)');

function optionOf(o: CommandDefinition['options'][number]): Option {
  const option = new Option(o.flags, o.required === true ? `${o.description} (required)` : o.description);
  if (o.required === true) option.makeOptionMandatory(true);
  const parse = o.parse;
  if (o.repeatable === true) option.argParser((value: string, previous: unknown[] | undefined) => [...(previous ?? []), parse === undefined ? value : parse(value)]);
  else if (parse !== undefined) option.argParser((value: string) => parse(value));
  return option;
}

function usage(command: Command, message: string): never {
  command.error(`error: ${message}`, { exitCode: USAGE_EXIT, code: USAGE_CODE });
}

/** A usage error as a diagnostic: commander's message on one line, its "Did you mean" as the suggestion. */
function usageDiagnostic(text: string): Diagnostic {
  const message = text.replace(/^error: /, '');
  const meant = /\n\(Did you mean (.+)\?\)$/.exec(message);
  if (meant === null) return { severity: 'error', code: 'usage-error', message };
  return { severity: 'error', code: 'usage-error', message: `${message.slice(0, meant.index)}; did you mean ${meant[1]!}?`, suggestions: [meant[1]!] };
}

/**
 * Whether a command line asks for JSON (`--json`, `--format json`, `--format=json`, before any
 * `--`): its usage errors are then answered in the JSON envelope too. Read from the raw words,
 * since a wrong command line may stop commander before it reads its options.
 */
function asksForJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const words = end === -1 ? argv : argv.slice(0, end);
  return words.some((w, i) => w === '--json' || w === '--format=json' || (w === '--format' && words[i + 1] === 'json'));
}

/**
 * Runs the CLI with the given arguments (without `node` and the script) and returns the exit
 * code: the command's own (0 or 1), 0 after `--help` or `--version`, 2 for a wrong command line.
 * With `--json`, a wrong command line is answered on standard output in the commands' JSON
 * envelope (`ok: false`, one `usage-error` diagnostic), and nothing goes to standard error.
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  let code = 0;
  const json = asksForJson(argv);
  const program = buildProgram(
    io,
    (c) => {
      code = c;
    },
    json ? () => undefined : io.err,
  );
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help, --version and `help` end with 0; a wrong command line (and no command at all) with 2.
    if (error.exitCode === 0) return 0;
    if (json) printJson(jsonReport([usageDiagnostic(error.message)], {}), io);
    return USAGE_EXIT;
  }
  return code;
}
