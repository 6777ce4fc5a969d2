/**
 * Freezes a rule table and everything in it. The tables are shared by every caller in the
 * process, so a write through a cast would change the rules for all of them; frozen, it cannot.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
