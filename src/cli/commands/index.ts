import type { CommandDefinition } from '../definition.js';
import { BALANCE } from './balance.js';
import { CATALOG } from './catalog.js';
import { CHECK } from './check.js';
import { DAMAGE } from './damage.js';
import { DUEL } from './duel.js';
import { FORMAT } from './format.js';
import { LSP } from './lsp.js';
import { PARSE } from './parse.js';
import { PRICE } from './price.js';
import { RULES } from './rules.js';
import { SHEET } from './sheet.js';
import { SIMULATE } from './simulate.js';
import { RENDER } from './render.js';
import { TABLE } from './table.js';
import { TURN } from './turn.js';

/** Every command, in the order `spacedock --help` and docs/cli.md list them. */
export const COMMANDS: readonly CommandDefinition[] = [TABLE, RENDER, CHECK, PRICE, PARSE, FORMAT, CATALOG, RULES, DAMAGE, SIMULATE, DUEL, BALANCE, SHEET, TURN, LSP];
