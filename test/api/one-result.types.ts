/**
 * Type-level tests (checked by `tsc` in `npm test`): every public function of every entry point
 * that returns a result returns the one result type, `Result<T>`, and nothing that merely looks
 * like one (`{ ok, unit }`, `{ ok, reasons }`, `{ ok: true } & T`). A function counts as
 * returning a result when its return type has an `ok` key; the checker below names each one that
 * is not exactly `Result<V>` for its own `V`, and each entry's list of result-returning functions
 * is pinned, so a new function is looked at when it is added.
 */
import type * as Root from '../../src/index.js';
import type * as Catalog from '../../src/catalog/index.js';
import type * as Combat from '../../src/combat/index.js';
import type * as Damage from '../../src/damage/index.js';
import type * as Design from '../../src/design/index.js';
import type * as Duel from '../../src/duel/index.js';
import type * as Sheet from '../../src/sheet/index.js';
import type * as Plot from '../../src/plot/index.js';
import type * as Turn from '../../src/turn/index.js';
import type * as Render from '../../src/render/index.js';
import type { Diagnostic, Result } from '../../src/index.js';

/** Whether two types are identical (not just mutually assignable). */
export type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`. */
export type Expect<T extends true> = T;

type Fn = (...args: never[]) => unknown;
/** The `value` type of a result-like type. */
type ValueOf<R> = R extends { readonly ok: true; readonly value: infer V } ? V : never;
/** Whether `R` is exactly `Result<V>` for its own `V`. */
type IsOneResult<R> = [ValueOf<R>] extends [never] ? false : Equal<R, Result<ValueOf<R>>>;
/** Whether a function's return type looks like a result: it has an `ok` key. */
type LooksLikeResult<R> = [R] extends [never] ? false : [Extract<R, { readonly ok: unknown }>] extends [never] ? false : true;

/** The functions of module `M` that return something with `ok` that is not the one result type. */
export type NotOneResult<M> = {
  [K in keyof M]: M[K] extends Fn ? (LooksLikeResult<ReturnType<M[K]>> extends true ? (IsOneResult<ReturnType<M[K]>> extends true ? never : K) : never) : never;
}[keyof M];

/** The functions of module `M` that return the one result type. */
export type ResultFunctions<M> = {
  [K in keyof M]: M[K] extends Fn ? (IsOneResult<ReturnType<M[K]>> extends true ? K : never) : never;
}[keyof M];

// The checker itself can fail: it names an impostor and accepts the real thing.
type Impostors = {
  unitStyle: () => { ok: true; unit: number; diagnostics: readonly Diagnostic[] } | { ok: false; diagnostics: readonly Diagnostic[] };
  reasonsStyle: () => { ok: true; value: number } | { ok: false; reasons: readonly string[] };
  spread: () => ({ ok: true } & { boxes: number }) | { ok: false; diagnostics: readonly Diagnostic[] };
  real: () => Result<number>;
  plain: () => number;
};
export type CheckerFindsImpostors = Expect<Equal<NotOneResult<Impostors>, 'unitStyle' | 'reasonsStyle' | 'spread'>>;
export type CheckerAcceptsResult = Expect<Equal<ResultFunctions<Impostors>, 'real'>>;

// Every entry point: no impostor.
export type RootHasOneResult = Expect<Equal<NotOneResult<typeof Root>, never>>;
export type CatalogHasOneResult = Expect<Equal<NotOneResult<typeof Catalog>, never>>;
export type CombatHasOneResult = Expect<Equal<NotOneResult<typeof Combat>, never>>;
export type DamageHasOneResult = Expect<Equal<NotOneResult<typeof Damage>, never>>;
export type DesignHasOneResult = Expect<Equal<NotOneResult<typeof Design>, never>>;
export type SheetHasOneResult = Expect<Equal<NotOneResult<typeof Sheet>, never>>;
export type PlotHasOneResult = Expect<Equal<NotOneResult<typeof Plot>, never>>;
export type DuelHasOneResult = Expect<Equal<NotOneResult<typeof Duel>, never>>;
export type TurnHasOneResult = Expect<Equal<NotOneResult<typeof Turn>, never>>;

/** The functions of module `M` that do not return a result at all. */
export type OtherFunctions<M> = { [K in keyof M]: M[K] extends Fn ? (LooksLikeResult<ReturnType<M[K]>> extends true ? never : K) : never }[keyof M];

// The functions that answer without a Result, as docs/diagnostics.md lists them: total lookups,
// printers of what the library produced, and the dice primitives.
export type RootOthers = Expect<
  Equal<OtherFunctions<typeof Root>, 'formatUnit' | 'formatModifier' | 'formatDiagnostic' | 'hasErrors' | 'positionAt' | 'costText' | 'roll2d6' | 'rollDice' | 'scriptedDice' | 'seededDice' | 'sumDistribution' | 'rollUnder3d6'>
>;
export type CatalogOthers = Expect<Equal<OtherFunctions<typeof Catalog>, 'entriesByLabel' | 'isAvailableAt' | 'listEntries' | 'toCatalogRow' | 'formatCatalog' | 'catalogRowCells'>>;
export type CombatOthers = Expect<Equal<OtherFunctions<typeof Combat>, never>>;
export type DamageOthers = Expect<Equal<OtherFunctions<typeof Damage>, 'remaining' | 'breenArmorActsAsShields' | 'chartSystemOf'>>;
export type DesignOthers = Expect<Equal<OtherFunctions<typeof Design>, 'designJsonSchema' | 'formatTable' | 'formatTables' | 'tableRows' | 'templateData' | 'formatFleetTable' | 'fleetTableRows' | 'designReadout' | 'fleetShips'>>;
export type TurnOthers = Expect<Equal<OtherFunctions<typeof Turn>, never>>;
// Printers of what the library made (a page's items, an escaped text) and measures of text.
export type SheetOthers = Expect<Equal<OtherFunctions<typeof Sheet>, 'pageSvg' | 'fitText' | 'textWidth' | 'escapeSvgText'>>;
export type PlotOthers = Expect<Equal<OtherFunctions<typeof Plot>, never>>;
// The duel's steps that add up and summarize its own tallies; the round robin's schedule (a
// programming error throws) and its async runner (its promise holds a Result).
export type DuelOthers = Expect<Equal<OtherFunctions<typeof Duel>, 'mergeDuelTallies' | 'summarizeDuel' | 'roundRobinPairs' | 'roundRobinAsync'>>;
// The name-to-escape lookup is total.
export type RenderOthers = Expect<Equal<OtherFunctions<typeof Render>, 'escapeForName'>>;
export type RenderResults = Expect<Equal<ResultFunctions<typeof Render>, 'renderTemplate'>>;

// Each entry's functions that return a result, pinned: a new one is looked at when it is added,
// and one that stops returning `Result` (or a plain function that starts to) fails here.
export type RootResults = Expect<Equal<ResultFunctions<typeof Root>, 'parseUnit' | 'priceUnit'>>;
export type CatalogResults = Expect<
  Equal<
    ResultFunctions<typeof Catalog>,
    | 'findEntry'
    | 'allowanceTowardsOptions'
    | 'constructPoints'
    | 'fabPoints'
    | 'hetEscape'
    | 'repairCost'
    | 'repairPoints'
    | 'scaledValue'
    | 'shuttlesPerBox'
    | 'spacesOf'
    | 'tractorEnergy'
    | 'tractorMoveEnergy'
    | 'tractorStrength'
    | 'transporterUse'
    | 'transportersNeeded'
  >
>;
export type CombatResults = Expect<
  Equal<
    ResultFunctions<typeof Combat>,
    | 'applyDefenses'
    | 'defendRolls'
    | 'explosionDice'
    | 'rollExplosion'
    | 'rangeReducedDice'
    | 'autofireHits'
    | 'autofireMaxShots'
    | 'spreadZap'
    | 'drainRecovery'
    | 'drainSingleUse'
    | 'rollDrain'
    | 'zapDiceLeft'
    | 'dispelOutcome'
    | 'flashBlindTurns'
    | 'rollFlash'
    | 'needleBeam'
    | 'rollNeedleBeam'
  >
>;
export type DamageResults = Expect<
  Equal<
    ResultFunctions<typeof Damage>,
    | 'buildShip'
    | 'resolveSystemLine'
    | 'checkShipState'
    | 'applyDamageState'
    | 'damageStateOf'
    | 'resolveVolley'
    | 'markBox'
    | 'nextTurn'
    | 'simulateVolleys'
    | 'exactVolley'
    | 'shareSimulation'
    | 'runSimulationShare'
    | 'combineSimulationShares'
    | 'applyArmor9'
    | 'applyBorgArmor'
    | 'breenArmorReinforcement'
    | 'applyNonAblativeArmor'
    | 'routeSpecificArmorHit'
    | 'routeSpecificArmorHits'
    | 'regenerateArmor'
    | 'applySkinDamage'
    | 'startSkinTurn'
    | 'applyNeutroniumCoating'
    | 'solidNeutroniumEffect'
  >
>;
export type SheetResults = Expect<Equal<ResultFunctions<typeof Sheet>, 'renderSheet' | 'renderFleetSheet'>>;
export type PlotResults = Expect<Equal<ResultFunctions<typeof Plot>, 'plotSurvival' | 'plotDuel' | 'plotBalance'>>;
export type DuelResults = Expect<Equal<ResultFunctions<typeof Duel>, 'duel' | 'prepareDuel' | 'runDuelBlocks' | 'fitRatings' | 'checkPricing' | 'balanceReport' | 'roundRobin'>>;
export type DesignResults = Expect<Equal<ResultFunctions<typeof Design>, 'validateDesign' | 'loadDesigns' | 'compileDesign' | 'resolveFleet' | 'fleetStateOf' | 'applyFleetState'>>;
export type TurnResults = Expect<
  Equal<
    ResultFunctions<typeof Turn>,
    | 'maxSpeedNextTurn'
    | 'movementImpulses'
    | 'movesOnImpulse'
    | 'checkAllocation'
    | 'checkTrack'
    | 'destroyedBoxes'
    | 'hitTrack'
    | 'scannerAdjustment'
    | 'sensorRating'
    | 'lockOn'
    | 'lockOnEffects'
    | 'effectiveRange'
    | 'rangeToCloakShip'
    | 'checkDroneLaunch'
    | 'droneControlLimit'
    | 'droneLaunchLimit'
    | 'cloakCost'
    | 'cloakAt'
    | 'cloakTimeline'
  >
>;
