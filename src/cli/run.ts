import { catalogCommand } from './catalog-command.js';
import { checkCommand } from './check-command.js';
import { tableCommand } from './table-command.js';
import { damageCommand } from './damage-command.js';
import { formatCommand } from './format-command.js';
import type { CliIO, Command } from './io.js';
import { parseCommand } from './parse-command.js';
import { priceCommand } from './price-command.js';

const COMMANDS: Readonly<Record<string, { readonly run: Command; readonly help: string }>> = {
  parse: { run: parseCommand, help: 'parse "<spec>"     print the unit as JSON; diagnostics go to stderr' },
  format: { run: formatCommand, help: 'format "<spec>"    print the unit in canonical notation' },
  check: { run: checkCommand, help: 'check <files...>   validate design files (globs allowed; --strict fails on warnings, --json)' },
  table: { run: tableCommand, help: 'table <file>       the rulebook cost table of a design file (--format md|csv|json, --columns ...)' },
  catalog: { run: catalogCommand, help: 'catalog            the SFB:TNG hull systems as a table (--format md|csv|json,\n                     --hit-on <result>, --tech <3..7>, --label <label>, --group <group>)' },
  damage: { run: damageCommand, help: 'damage <ship.json> resolve a volley: --shield <1-6> --points <n> [--seed <n> | --rolls <d6,...>] [--json]' },
  price: { run: priceCommand, help: 'price "<spec>"     price the unit: basic, active, build, power, range, with every factor\n                     (--json for JSON, --profile default|hero for the rule profile)' },
};

const USAGE = [
  'usage: spacedock <command> [arguments]',
  '',
  'commands:',
  ...Object.values(COMMANDS).map((c) => '  ' + c.help),
  '',
  'A spec of "-" is read from standard input. Exit codes: 0 ok, 1 the input has errors, 2 bad usage.',
  '',
].join('\n');

/** Runs the CLI with the given arguments (without `node` and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.err(`spacedock: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`usage: spacedock ${command.help}\n`);
    return 0;
  }
  return command.run(rest, io);
}
