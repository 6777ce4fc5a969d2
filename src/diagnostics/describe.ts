/**
 * A short description of any value for a message, which never throws: a Symbol cannot go into a
 * template string, and `String()` of an object without a prototype throws. Objects are named by
 * kind only (their contents may be huge, hostile or both); strings are quoted and shortened.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return value.toString().length > 40 ? 'a bigint' : `${value.toString()}n`;
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      try {
        return Array.isArray(value) ? 'an array' : 'an object';
      } catch {
        return 'an object'; // a revoked proxy
      }
  }
}
