import { COMMANDS } from '../src/cli/commands/index.js';
import { buildProgram } from '../src/cli/program.js';
import { MAX_INPUT_BYTES } from '../src/cli/limits.js';
import { RUN_DIAGNOSTICS } from '../src/cli/check-command.js';
import { MAX_STARS_PER_SEGMENT } from '../src/cli/files.js';

const CLI_HEADER = '<!-- Generated from the command definitions in src/cli/commands/ by `npm run gen:docs`. Do not edit by hand. -->\n';

/** docs/cli.md: the commands as their own definitions and `--help` describe them, then the output grammar. */
export function renderCli(): string {
  const program = buildProgram({ out: () => {}, err: () => {}, readStdin: async () => '' }, () => {});
  const help = (name: string): string => {
    const command = program.commands.find((c) => c.name() === name);
    if (command === undefined) throw new Error(`no command ${name}`);
    return command.helpInformation().trimEnd();
  };
  const rows = COMMANDS.map((c) => `| [\`${c.name}\`](#spacedock-${c.name}) | ${c.summary} |`);
  const sections = COMMANDS.map((c) => [`## spacedock ${c.name}`, '', '```text', help(c.name), '```', ''].join('\n'));
  return `${CLI_HEADER}# The \`spacedock\` command

Installed with the package as \`spacedock\` (\`npx spacedock ...\`); in a clone of the repository,
after \`npm ci\`: \`npm run -s spacedock -- ...\`. \`spacedock --version\` prints the version,
\`spacedock --help\` and \`spacedock help <command>\` the help below. A mistyped command or option
gets a suggestion (\`(Did you mean price?)\`).

| command | what it does |
| --- | --- |
${rows.join('\n')}

## One output grammar

- **Text** (the default): results on standard output, diagnostics on standard error, each
  rendered by \`formatDiagnostic\` with the source line and carets under the offending text
  (\`file:line:column\` for files, \`-:line:column\` for a batch read from standard input), then
  the path of the field (\`= at: units[0].spec\`) and the rule enforced (\`= rule: SFB:TNG, Trac\`)
  when the diagnostic has them. Control characters in a line, message or file name are shown as
  \`·\`, so that a file cannot drive the terminal.
- **JSON** (\`--json\` on every command; on the commands that print tables \`--format json\`,
  the same thing): one object on standard output, on success and on invalid input alike, and
  nothing on standard error. Every command's object has the same head:

  \`\`\`json
  { "ok": false, "errors": 1, "warnings": 0, "diagnostics": [ { "severity": "error", "code": "unknown-modifier", "message": "...", "span": { "start": 9, "end": 11, "line": 1, "column": 10 }, "path": "units[0].spec", "file": "ships.yaml" } ] }
  \`\`\`

  then the command's own fields: \`spec\` and \`unit\` (parse), \`canonical\` (format),
  \`canonical\` and \`price\` (price), \`files\` and \`skipped\` (check), \`documents\` (table; \`skipped\` too when a folder or a glob skipped a file), \`rows\` (catalog),
  \`search\`, \`functions\` and \`modifiers\` (rules), \`file\`, \`ship\`, \`label\`, \`shield\`, \`points\`,
  \`seed\`, \`rolls\`, \`summary\`, \`events\` and \`state\` (damage), \`file\`, \`ship\`, \`label\`,
  \`pages\`, \`files\` and \`svg\` (sheet), \`file\`, \`ship\`, \`label\`, \`plan\`, \`simulation\` and \`svg\`
  (simulate), \`a\`, \`b\` (each \`file\`, \`kind\`, \`name\`, \`label\`), \`duel\` and \`svg\` (duel), \`file\`, \`allocation\`, \`speed\` and \`impulses\` (turn); a batch adds \`line\` to each of its JSON lines.
  \`ship\` is the design's name; \`label\` is the ship's label in its fleet when \`--ship\` chose it
  by one (\`Wasp 2\`), and \`null\` for a ship document. A field that has no value because
  the input is invalid is \`null\`, never left out. Each diagnostic is the library's
  \`Diagnostic\` (codes in [diagnostics.md](diagnostics.md)): \`span\` with UTF-16 offsets and the
  1-based \`line\` and \`column\` of its start, \`path\` where the field is known, \`source\` as
  \`{ "book", "entry" }\` where a rule is enforced, and \`file\` when it comes from a file.
  \`errors\` and \`warnings\` count every diagnostic found, also those past a cap. In a batch's
  JSON lines a span stays within that line's \`spec\`, its \`line\` and \`column\` placing it in
  standard input. A wrong command line (exit 2: an unknown command or option, a missing or
  invalid argument) is answered in the same envelope when the line asks for JSON (\`--json\`,
  \`--format json\`): \`ok: false\` and one \`usage-error\` diagnostic, with the command it
  meant as its \`suggestions\` for a misspelt one, and the command's own fields left out;
  without JSON it is text on standard error, followed by \`(run with --help for usage)\`.
- **Batch** (\`parse -\`, \`format -\`, \`price -\`): standard input holds one spec per line; blank
  lines and lines starting with \`#\` are skipped. Text output is one result per valid line (a
  table for \`price\`); with \`--json\`, one JSON object per line (JSON lines), each with its
  \`line\` number.
- **Tables** (\`table\`, \`catalog\`, \`rules\`): \`--format md|csv|json\`, Markdown by default.
  Several documents give one output of one shape: Markdown sections under each title, one CSV
  with a \`document\` column and a single header, one JSON object whose \`documents\` each have
  their \`file\`, \`kind\`, \`title\` and \`rows\`.
- **Colour**: the severity of each diagnostic is coloured on a terminal. \`NO_COLOR\` (any
  non-empty value) turns colour off; \`FORCE_COLOR\` (any value but \`0\` or \`false\`) turns it on
  where standard error is not a terminal; \`NO_COLOR\` wins when both are set. \`--no-color\`
  (before or after the command) turns it off whatever the environment says.
- **Files** (\`table -o\`, \`sheet -o\`, \`simulate --svg\`): \`table -o <file>\` writes what
  standard output would show (the tables, or with \`--json\` the JSON answer) to the file and
  says \`wrote <file>\` on standard error; nothing is written when an input file has errors, and
  a file that cannot be written is an \`unwritable-output\` error.

| exit code | meaning |
| --- | --- |
| 0 | success (warnings may have been printed; \`check --strict\` makes them fail) |
| 1 | the input has errors (or a file cannot be read) |
| 2 | the command line is wrong: an unknown command or option, a missing argument, a value out of range |
| 70 | an internal error (a bug: please report it) |

## Files, globs and limits

\`check\`, \`table\` and \`render\` take files, folders and globs. A folder is searched for \`*.yaml\` and
\`*.yml\` files; globs are expanded by [tinyglobby](https://github.com/SuperchupuDev/tinyglobby)
(quote them, or the shell expands them first); both go 32 levels deep at most and skip
\`node_modules\` and dot folders. A file named twice, by two arguments or a path and a glob, by a
link or a hard link, is read once. \`check\`, \`table\` and \`render\` skip a YAML file a folder or a glob finds when it is
not a design, by the rule the language server reads files by: a file with neither a top-level
\`format:\` (a number) nor \`kind: ship|units|fleet\` (nor the design schema's address), such as a CI
workflow or notes. A note says how many were skipped (\`check\`: after the files; \`table\` and
\`render\`: on standard error, so that their output stays whole), and \`--json\` lists them in
\`skipped\`; a file named on the command line is read whatever it holds. A glob may hold at most ${MAX_STARS_PER_SEGMENT} \`*\` in one path segment, and no
extended globs such as \`+(a|b)\`: the glob library matches with regular expressions, which take
minutes on a name of a few hundred characters past that (a usage error says so).

Every file a command reads (design files, the files a fleet names, damage and fleet states,
templates and their partials) goes through one reader: only a regular file is read; a directory
(for \`damage\`), a device or a pipe is reported as unreadable (\`unreadable-input\`) without being
opened. The bytes are counted as they are read, and the reading stops past
${MAX_INPUT_BYTES} bytes (3 bytes per character of the 10 MiB design limit; a template's own
limit for templates): the size the file system gives is never trusted, since \`/proc\` files say
they are empty and can hold gigabytes (\`spacedock check /proc/self/pagemap\` is refused after
30 MB, in half a second). Standard input is read up to the same size.
One \`check\` run prints (or lists in its JSON) at most ${RUN_DIAGNOSTICS} diagnostics over all its
files, then says how many more there were; in JSON each file says in \`notListed\` how many of its
own it left out. All limits: [specs/limits.md](../specs/limits.md).

### A fleet's files

The files a fleet names (\`file:\` of its lines) must be in the fleet file's folder or a folder
under it, once every link is followed: an absolute path, a \`..\` that climbs above it, or a link
that leads out is a \`fleet-file\` error, and the file is not read. \`--allow-outside-refs\` (of
\`check\`, \`table\` and \`sheet\`) lets them lead anywhere. A file a fleet names is read once,
however many lines name it and by however many names (links, hard links, \`./a/../b\`). When a
file a fleet names does not load, the \`fleet-file\` error quotes its first error only if it is a
design document (YAML whose first document has \`format\`, or a \`kind\` of a design): of any other
file (a key, \`/proc/self/environ\`) not a word is shown, so that a fleet checked in CI or in an
editor cannot print another file's secrets.

### Files written

Every file a command writes (\`-o\`, \`--svg\`, \`--state\`, the sheets of \`render --sheets\`, a
sheet's later pages) is written whole to a temporary file in the same folder, then renamed over
the file: a write that fails half way (a full disk, a kill) leaves the old file as it was. No file
is written through a symbolic link: a link at the path (a dangling one too) is refused, and its
target is neither made nor changed. \`damage --state\` writes the state back only if the file is
still as it read it (the same bytes; or still missing, for a new game): when another run wrote it
meanwhile, the volley is not saved (exit 1, \`unwritable-output\`), and running again fires it on
the state as it is now. The comparison and the rename are made under a lock file beside the state
(\`<state>.lock\`), held for that moment only; a lock a killed run left is waited for 5 s, then
reported (remove it and run again). A name the command makes up (\`render --sheets\`'s sheets, \`sheet\`'s pages
after the first) never replaces a file that this run did not write, unless \`--force\`; the
files named with \`-o\`, \`--svg\` and \`--state\` are replaced. \`render --sheets\` gives each ship a
sheet name of its own within the run (\`twin.svg\`, then \`twin_2.svg\` for "TWIN!"; case ignored,
as macOS and Windows ignore it), links each ship's readout to its own, and says which ship's sheet
was renamed (in \`--json\`: \`sheets\`, each ship's pages).

When the reader of the output goes away (\`spacedock catalog | head -1\`), the command ends
quietly with exit 0, as filters do; any other write error (a full disk) is one line on standard
error and exit 1. Set \`SPACEDOCK_DEBUG=1\` to see the stack of an internal or write error.

## Start and its code cache

The command is one bundle of JavaScript (\`dist/cli.cjs\`, several hundred kB). So that it is not compiled again on
every start, V8's code for it is kept: on Node 22.1 and later in Node's own compile cache, and on
Node 20 by spacedock itself, one file per command and build of the bundle (the code that
command's run compiled), in \`spacedock/\` under the user's cache folder (\`$XDG_CACHE_HOME\` or
\`~/.cache\`; \`~/Library/Caches\` on macOS; \`%LOCALAPPDATA%\` on Windows), never in a folder
other users can write. \`NODE_COMPILE_CACHE=<folder>\` puts it elsewhere and
\`NODE_DISABLE_COMPILE_CACHE=1\` turns it off. A cache that does not fit (another Node or V8,
other flags, another build) is refused by V8 and written anew; one that cannot be read or
written only costs the time it would save. With it, \`price\` and \`check\` start in about 1.5 and
1.8 times a bare \`node -e 0\` (\`npm run bench\`), without it in 1.9 and 2.3 times.

${sections.join('\n')}`;
}
