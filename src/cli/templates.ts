import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDER_LIMITS } from '../render/limits.js';
import { readTextFile, type ReadOptions } from './read-file.js';
import { reasonOf } from './system-errors.js';

/**
 * The built-in templates, by the name `spacedock render` takes: each a file of the package's
 * `templates/` folder (`<name>.liquid`), to copy and edit.
 */
export const BUILTIN_TEMPLATES = Object.freeze(['readout.md', 'readout.html', 'readout.tex', 'chapter.md', 'table.md', 'table.csv', 'readout.json'] as const);

/** The package's `templates/` folder: beside `dist/` (the built CLI) or two levels up (the sources). */
export function builtinFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const found = [join(here, '..', 'templates'), join(here, '..', '..', 'templates')].find((d) => existsSync(join(d, 'readout.md.liquid')));
  if (found === undefined) throw new Error(`the package's templates/ folder is missing (looked beside ${here})`);
  return found;
}

/** A template to render: its name (for messages and its escape), text, and the partials it may use. */
export interface LoadedTemplate {
  readonly name: string;
  readonly text: string;
  readonly partials: Readonly<Record<string, string>>;
}

/** How a template or a partial is read: at most 3 bytes of UTF-8 for each character a template may have. */
const TEMPLATE_READ: ReadOptions = Object.freeze({ maxBytes: 3 * RENDER_LIMITS.maxTemplateLength, limitWords: 'a template may have (3 bytes for each of its RENDER_LIMITS.maxTemplateLength characters)' });

/** Why a template was not loaded: `limit` when it passes one of {@link RENDER_LIMITS} (a `template-limit`), not when it cannot be read. */
export interface TemplateRefusal {
  readonly ok: false;
  readonly reason: string;
  readonly limit: boolean;
}

const atLimit = (reason: string): TemplateRefusal => ({ ok: false, reason, limit: true });
const unreadable = (reason: string): TemplateRefusal => ({ ok: false, reason, limit: false });

/** Every `*.liquid` file of a folder (not its subfolders) by name; too many or too large are a refusal at a limit. */
async function partialsIn(folder: string): Promise<{ readonly ok: true; readonly partials: Record<string, string> } | TemplateRefusal> {
  const names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.liquid')).map((e) => e.name).sort();
  if (names.length > RENDER_LIMITS.maxPartials) return atLimit(`its folder holds ${names.length} .liquid files, more than the ${RENDER_LIMITS.maxPartials} a render may use as partials (RENDER_LIMITS.maxPartials)`);
  const out: Record<string, string> = {};
  for (const name of names) {
    const read = readTextFile(join(folder, name), TEMPLATE_READ);
    if (!read.ok) return read.refusal === 'too-large' ? atLimit(`the partial ${name} is too large: ${read.reason}`) : unreadable(`the partial ${name} cannot be read: ${read.reason}`);
    out[name] = read.text;
  }
  return { ok: true, partials: out };
}

/**
 * A template by the name given on the command line: one of {@link BUILTIN_TEMPLATES}, or a file.
 * A file's partials are the `*.liquid` files of its folder, then the built-in ones (so that a
 * copied template still finds `_ship.md`).
 */
export async function loadTemplate(given: string): Promise<{ readonly ok: true; readonly template: LoadedTemplate } | TemplateRefusal> {
  try {
    const found = await partialsIn(builtinFolder());
    if (!found.ok) return found;
    const builtins = found.partials;
    const builtin = (BUILTIN_TEMPLATES as readonly string[]).includes(given) ? builtins[`${given}.liquid`] : undefined;
    if (builtin !== undefined) return { ok: true, template: { name: `${given}.liquid`, text: builtin, partials: builtins } };
    const read = readTextFile(given, TEMPLATE_READ);
    if (!read.ok) {
      if (read.refusal === 'too-large') return atLimit(read.reason);
      return unreadable(read.refusal === 'missing' ? `${read.reason}; the built-in templates are ${BUILTIN_TEMPLATES.join(', ')}` : read.reason);
    }
    const text = read.text;
    const own = await partialsIn(dirname(given));
    if (!own.ok) return own;
    return { ok: true, template: { name: basename(given), text, partials: { ...builtins, ...own.partials } } };
  } catch (error) {
    return unreadable(reasonOf(error));
  }
}
