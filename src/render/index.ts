export { renderTemplate, type RenderOptions } from './render.js';
export { RENDER_LIMITS, type RenderLimits } from './limits.js';
export { TEMPLATE_ESCAPES, escapeForName, type TemplateEscape } from './escapes.js';
export { TEMPLATE_FILTERS, type TemplateFilter } from './filters.js';
