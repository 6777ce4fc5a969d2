// Hand-built unit syntax trees for tests: the smallest well-formed zap and missile, with the
// field under test passed in (spans are all 0..0: the readers check their shape, not their place).

/** An empty span. */
export const S = { start: 0, end: 0 };

/** A zap of `count` dice, with extra unit fields merged in. */
export const zap = (count: unknown, extra: Record<string, unknown> = {}): unknown => ({
  span: S,
  function: { kind: 'zap', dice: { type: 'dice', count, span: S }, damageType: 'energy', span: S, nameSpan: S },
  modifiers: [],
  ...extra,
});

/** A 50-point missile with the given warhead. */
export const missile = (warhead: unknown): unknown => ({
  span: S,
  function: { kind: 'missile', basic: { type: 'points', value: 50, span: S }, span: S, nameSpan: S, warhead },
  modifiers: [],
});
