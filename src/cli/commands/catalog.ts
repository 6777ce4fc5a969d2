import { CATALOG_GROUPS, CHART_RESULTS } from '../../catalog/chart-results.js';
import type { CommandDefinition } from '../definition.js';
import { oneOf } from '../values.js';
import { InvalidArgumentError } from 'commander';

const TECH_LEVELS = ['3', '4', '5', '6', '7'] as const;

/** A tech level, 3 to 7, with or without the X (`5X`). */
const techLevel = (text: string): number => {
  const level = text.trim().replace(/x$/i, '');
  if (!(TECH_LEVELS as readonly string[]).includes(level)) throw new InvalidArgumentError('Expected a tech level from 3 to 7 (3X to 7X).');
  return Number(level);
};

/** `spacedock catalog`. */
export const CATALOG: CommandDefinition = {
  name: 'catalog',
  summary: 'the SFB:TNG hull systems, filtered',
  description: 'Lists the hull systems of the SFB:TNG catalog with label, variant, name, repair cost, spaces, damage-chart result, tech limit and treat-as; the filters combine.',
  args: [],
  options: [
    { flags: '--hit-on <result>', description: `systems destroyed by this damage-chart result: ${CHART_RESULTS.join(', ')}`, parse: oneOf(CHART_RESULTS) },
    { flags: '--tech <level>', description: 'systems available at this tech level: 3 to 7 (3X to 7X)', parse: techLevel },
    { flags: '--label <label>', description: 'systems with this SSD label (Trac, Lab, Hull ...)' },
    { flags: '--group <group>', description: `systems of this group: ${CATALOG_GROUPS.join(', ')}`, parse: oneOf(CATALOG_GROUPS) },
  ],
  tables: true,
  examples: ['catalog --hit-on Trac', 'catalog --group science --tech 4 --format csv'],
  load: () => import('../catalog-command.js'),
};
