// Editor support shared by the shipyard page and the language server (internal: no entry point exports it).
export { functionInsert, matchesFilter, modifierInsert, ruleGroups, spacedInsert, type RuleGroup, type RuleItem } from './rule-items.js';
export { functionWritten, specCompletions, type SpecCompletion } from './spec-completion.js';
