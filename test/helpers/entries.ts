// The public entry points as their source modules, keyed by import path: for the tests that walk
// every entry (the exports fuzz, the frozen-tables check, the old-dialects check).
import * as root from '../../src/index.js';
import * as catalog from '../../src/catalog/index.js';
import * as combat from '../../src/combat/index.js';
import * as damage from '../../src/damage/index.js';
import * as design from '../../src/design/index.js';
import * as duel from '../../src/duel/index.js';
import * as plot from '../../src/plot/index.js';
import * as render from '../../src/render/index.js';
import * as sheet from '../../src/sheet/index.js';
import * as turn from '../../src/turn/index.js';

export const ENTRY_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  spacedock: root,
  'spacedock/catalog': catalog,
  'spacedock/combat': combat,
  'spacedock/damage': damage,
  'spacedock/design': design,
  'spacedock/duel': duel,
  'spacedock/plot': plot,
  'spacedock/render': render,
  'spacedock/sheet': sheet,
  'spacedock/turn': turn,
};
