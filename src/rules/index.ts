export * from './source.js';
export * from './functions.js';
export * from './modifiers.js';
export * from './tables.js';
