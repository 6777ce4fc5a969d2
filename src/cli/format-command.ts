import { formatUnit } from '../notation/format.js';
import type { Command } from './io.js';
import { withUnit } from './spec-arg.js';

/** `spacedock format "<spec>"`: the spec in canonical form on stdout. */
export const formatCommand: Command = (args, io) => withUnit('format', args, io, (unit) => io.out(formatUnit(unit) + '\n'));
