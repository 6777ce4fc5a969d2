import { Context, IncludeTag, LayoutTag, Liquid, RenderTag, toValueSync, type Emitter, type Template } from 'liquidjs';

/** A tag class of the engine's (the mixin shape TypeScript asks for). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TagConstructor = new (...args: any[]) => { render(ctx: Context, emitter: Emitter): unknown };
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { describeValue } from '../diagnostics/describe.js';
import { positionAt } from '../diagnostics/format.js';
import type { Result } from '../diagnostics/result.js';
import { isStop, newBudget, startClock, stop, type Budget } from './budget.js';
import { boundedEscapeFilter, escapeWithin } from './bounded-escape.js';
import { escapeForName, TEMPLATE_ESCAPES, type TemplateEscape } from './escapes.js';
import { TEMPLATE_FILTERS, textWithin } from './filters.js';
import { RENDER_LIMITS, type RenderLimits } from './limits.js';
import { guardFilters, guardRanges } from './work-guard.js';

/** Options of {@link renderTemplate}. */
export interface RenderOptions {
  /** The template's name (its file name), for messages; its extension chooses the escape. */
  readonly name?: string;
  /** How output values are escaped; by default the one the name implies (`escapeForName`). */
  readonly escape?: TemplateEscape;
  /** The templates `render`, `include` and `layout` may name, by name (`'weapons'`, `'weapons.liquid'`). */
  readonly partials?: Readonly<Record<string, string>>;
  /** Limits to use instead of {@link RENDER_LIMITS} (each a whole number of 1 or more). */
  readonly limits?: Partial<RenderLimits>;
}

/** The output limit, as a stop's message names it. */
const OUTPUT_LIMIT = 'the output (RENDER_LIMITS.maxOutputLength)';

/** The stop of the output limit. */
const outputStop = (budget: Budget): unknown => stop(`the output passes ${budget.limits.maxOutputLength} characters (RENDER_LIMITS.maxOutputLength)`);

/**
 * A value's text, if it fits in what is left of the output: a value that would pass the output
 * limit stops the render before it is joined (an escaped value is measured the same way before
 * it is escaped, in bounded-escape.ts).
 */
function textToWrite(value: unknown, budget: Budget): string {
  const text = textWithin(value, budget.limits.maxOutputLength - budget.written);
  if (text === undefined) throw outputStop(budget);
  return text;
}

/** An emitter that counts what it is given against the budget and stops past the output limit. */
function countingEmitter(budget: Budget): Emitter {
  return {
    buffer: '',
    write(html: unknown) {
      const text = textToWrite(html, budget);
      budget.written += text.length;
      if (budget.written > budget.limits.maxOutputLength) throw outputStop(budget);
      this.buffer += text;
    },
  };
}

/** A tag that renders other templates, counted against the depth limit. */
function guarded<T extends TagConstructor>(Base: T, budget: Budget): T {
  return class extends Base {
    override *render(ctx: Context, emitter: Emitter): Generator<unknown, unknown, unknown> {
      if (budget.depth >= budget.limits.maxPartialDepth) throw stop(`partials nest more than ${budget.limits.maxPartialDepth} deep (RENDER_LIMITS.maxPartialDepth): does one include itself?`);
      budget.depth++;
      try {
        return yield* super.render(ctx, emitter) as Generator<unknown, unknown, unknown>;
      } finally {
        budget.depth--;
      }
    }
  };
}

/** The limits of a call: the defaults with the caller's over them, each checked. */
function readLimits(given: unknown): RenderLimits | string {
  if (given === undefined) return RENDER_LIMITS;
  if (typeof given !== 'object' || given === null) return `options.limits is ${describeValue(given)}, not an object of limits`;
  const out: Record<string, number> = { ...RENDER_LIMITS };
  for (const [key, value] of Object.entries(given)) {
    if (!(key in RENDER_LIMITS)) return `options.limits.${key} is not a limit; the limits are ${Object.keys(RENDER_LIMITS).join(', ')}`;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) return `options.limits.${key} is ${describeValue(value)}, not a whole number of 1 or more`;
    out[key] = value;
  }
  return out as RenderLimits;
}

const failure = (code: Diagnostic['code'], message: string, span?: Diagnostic['span']): Result<never> => ({
  ok: false,
  diagnostics: [{ severity: 'error', code, message, ...(span === undefined ? {} : { span }) }],
});

/** A limit of the engine's own (`template render limit exceeded` and the like). */
const ENGINE_LIMIT = /^(template render|memory alloc|parse length) limit exceeded/;

/** The engine's error as a diagnostic, at its place in the template when it is there. */
function diagnosticOf(thrown: unknown, template: string, name: string): Result<never> {
  // The engine wraps what a tag or the emitter throws (RenderError): look through its causes for
  // our own stops, and for a stack overflow or a string past V8's longest.
  const causes: unknown[] = [];
  for (let c: unknown = thrown; causes.length < 10 && typeof c === 'object' && c !== null; c = (c as { originalError?: unknown }).originalError) causes.push(c);
  const e = thrown as { name?: unknown; message?: unknown; token?: { input?: unknown; begin?: unknown; end?: unknown; file?: unknown } };
  const token = e.token;
  const inPartial = typeof token?.file === 'string' && token.file !== '' && token.file !== name ? ` (in partial ${token.file.replace(/^\.\//, '')})` : '';
  let span: Diagnostic['span'];
  if (token !== undefined && token.input === template && typeof token.begin === 'number' && typeof token.end === 'number') {
    span = { start: token.begin, end: token.end, ...positionAt(template, token.begin) };
  }
  const stopped = causes.find(isStop);
  if (stopped !== undefined) return failure('template-limit', `${name}: ${stopped.limitStop}${inPartial}`, span);
  const range = causes.find((c): c is RangeError => c instanceof RangeError);
  if (range !== undefined) return failure('template-limit', `${name}: ${range.message.includes('call stack') ? 'the template nests too deeply to render' : 'the output is too large to hold'} (${range.message})`);
  const raw = typeof e.message === 'string' ? e.message : String(thrown);
  const message = raw.split('\n')[0]!.replace(/, (file:[^,]*, )?line:\d+, col:\d+$/, '');
  if (ENGINE_LIMIT.test(message)) {
    const which = message.startsWith('template render')
      ? 'the render ran past its time limit (RENDER_LIMITS.maxRenderMs): does a loop never end?'
      : message.startsWith('memory')
        ? 'the template allocates too much (RENDER_LIMITS.maxAllocation): a loop over a huge range, or a text that keeps growing?'
        : 'the templates are too long to parse (RENDER_LIMITS.maxTemplateLength)';
    return failure('template-limit', `${name}: ${which}${inPartial}`, span);
  }
  const code = e.name === 'TokenizationError' || e.name === 'ParseError' ? 'template-syntax' : 'template-error';
  const missing = /^ENOENT: Failed to lookup "(.*)" in /.exec(message);
  const said = missing === null ? message : `there is no partial named ${JSON.stringify(missing[1])} (a .liquid file beside the template, or a built-in one)`;
  return failure(code, `${name}: ${said}${inPartial}`, span);
}

/**
 * Renders a Liquid template with `data` (a readout, `designReadout` of `spacedock/design`, or any
 * plain object): LiquidJS in its strict setup. A template reads only the data's own fields (no
 * prototypes, no functions called), no files and no network; an unknown filter is a syntax error
 * and a misspelt field a render error (an undefined name in an `if` or `default` is only false);
 * every output value is escaped for the format the template writes (`escapeForName`), unless it
 * ends in `raw` or an `escape_*` filter. Stops at {@link RENDER_LIMITS}. Never throws for a
 * template or data: every problem is a diagnostic (`template-syntax`, `template-error`,
 * `template-limit`) at the template's line and column where the engine gives one.
 *
 * @throws {TypeError} when `template` is not a string or an option is not one (programming errors).
 *
 * @example
 * ```ts
 * import { renderTemplate } from 'spacedock/render';
 *
 * const r = renderTemplate('<h1>{{ title }}</h1>{% for u in units %}<p>{{ u.name }}: {{ u.build | number }}</p>{% endfor %}', { title: 'Guns & <Lasers>', units: [{ name: 'Wall', build: 12500 }] }, { name: 'guns.html' });
 * // <h1>Guns &amp; &lt;Lasers&gt;</h1><p>Wall: 12,500</p>
 * if (!r.ok || r.value !== '<h1>Guns &amp; &lt;Lasers&gt;</h1><p>Wall: 12,500</p>') throw new Error(JSON.stringify(r));
 *
 * const bad = renderTemplate('{{ title | shout }}', { title: 'x' });
 * // template-syntax: undefined filter: shout, at 1:1
 * if (bad.ok || bad.diagnostics[0]?.code !== 'template-syntax' || bad.diagnostics[0].span?.column !== 1) throw new Error(JSON.stringify(bad));
 * ```
 */
export function renderTemplate(template: string, data: object, options: RenderOptions = {}): Result<string> {
  if (typeof template !== 'string') throw new TypeError(`renderTemplate takes the template's text, not ${describeValue(template)}`);
  if (typeof data !== 'object' || data === null) throw new TypeError(`renderTemplate takes the data as an object, not ${describeValue(data)}`);
  if (typeof options !== 'object' || options === null) throw new TypeError(`renderTemplate: the options are an object, not ${describeValue(options)}`);
  if (options.name !== undefined && typeof options.name !== 'string') throw new TypeError(`renderTemplate: options.name is a text, not ${describeValue(options.name)}`);
  const name = options.name ?? 'template';
  const escape = options.escape ?? escapeForName(name);
  if (!TEMPLATE_ESCAPES.includes(escape)) throw new TypeError(`renderTemplate: options.escape is one of ${TEMPLATE_ESCAPES.join(', ')}, not ${describeValue(escape)}`);
  const limits = readLimits(options.limits);
  if (typeof limits === 'string') throw new TypeError(`renderTemplate: ${limits}`);
  const partials = options.partials ?? {};
  if (typeof partials !== 'object' || partials === null) throw new TypeError(`renderTemplate: options.partials is an object of texts, not ${describeValue(partials)}`);
  const entries = Object.entries(partials);
  if (entries.some(([, text]) => typeof text !== 'string')) throw new TypeError('renderTemplate: options.partials holds texts only');

  // Sizes first, before the engine reads anything.
  if (template.length > limits.maxTemplateLength) return failure('template-limit', `${name}: the template is ${template.length} characters, more than ${limits.maxTemplateLength} (RENDER_LIMITS.maxTemplateLength)`);
  if (entries.length > limits.maxPartials) return failure('template-limit', `${name}: ${entries.length} partials, more than ${limits.maxPartials} (RENDER_LIMITS.maxPartials)`);
  const long = entries.find(([, text]) => text.length > limits.maxTemplateLength);
  if (long !== undefined) return failure('template-limit', `${name}: the partial ${long[0]} is ${long[1].length} characters, more than ${limits.maxTemplateLength} (RENDER_LIMITS.maxTemplateLength)`);

  const budget = newBudget(limits);
  const liquid = new Liquid({
    // Partials from memory only: a template never reads a file.
    // The engine adds `.liquid` to every name it looks up: `a` is found as `a.liquid`, and
    // `a.liquid` as `a.liquid.liquid`, so both spellings name the same partial.
    templates: Object.fromEntries(entries.flatMap(([key, text]) => [[`${key}.liquid`, text], ...(key.endsWith('.liquid') ? [[key, text]] : [])])),
    extname: '.liquid',
    cache: true,
    strictFilters: true,
    strictVariables: true,
    lenientIf: true,
    ownPropertyOnly: true,
    ...(escape === 'none' ? {} : { outputEscape: (value: unknown) => escapeWithin(escape, value, budget.limits.maxOutputLength - budget.written, OUTPUT_LIMIT) }),
    parseLimit: limits.maxTemplateLength * (entries.length + 1),
    renderLimit: limits.maxRenderMs,
    memoryLimit: limits.maxAllocation,
  });
  for (const f of TEMPLATE_FILTERS) {
    // The escape filters measure what they would make first (bounded-escape.ts).
    const escapes = TEMPLATE_ESCAPES.find((e) => f.name === `escape_${e}`);
    liquid.registerFilter(f.name, { handler: escapes === undefined ? f.apply : boundedEscapeFilter(escapes, budget), raw: f.raw });
  }
  // Every filter, the engine's and ours, bounded by the budget (work-guard.ts).
  guardFilters(liquid, budget);
  liquid.registerTag('render', guarded(RenderTag, budget));
  liquid.registerTag('include', guarded(IncludeTag, budget));
  liquid.registerTag('layout', guarded(LayoutTag, budget));
  // Templates rendered into a variable (`capture`) count against the output too.
  const renderer = liquid.renderer;
  const renderTemplates = renderer.renderTemplates.bind(renderer);
  renderer.renderTemplates = (templates: Template[], ctx: Context, emitter?: Emitter) => renderTemplates(templates, ctx, emitter ?? countingEmitter(budget));
  try {
    const parsed = liquid.parse(template, name);
    const emitter = countingEmitter(budget);
    const context = new Context(data, liquid.options, { sync: true });
    startClock(budget);
    guardRanges(context, budget);
    toValueSync(renderer.renderTemplates(parsed, context, emitter));
    return { ok: true, value: emitter.buffer, diagnostics: [] };
  } catch (error) {
    return diagnosticOf(error, template, name);
  }
}
