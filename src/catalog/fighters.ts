import type { SourceRef } from '../rules/source.js';

/** One row of the fighter statistics table in the Ftr entry of seed 000. */
export interface FighterStats {
  readonly race: string;
  readonly type: string;
  readonly hitPoints: number;
  readonly shields: number;
  readonly speed: number;
  /** The phaser-class weapons with their arc, as the seed writes them (`1xPh-6 FX`); null for "--". */
  readonly phaser: string | null;
  readonly torpedo: string | null;
  readonly drone: string | null;
  readonly other: string | null;
  readonly bpv: number;
  /** Anything in the row that fits no column (`*3 SPACES*`). */
  readonly note?: string;
  readonly source: SourceRef;
}
