import { deepFreeze } from '../rules/freeze.js';
import { seed000, type SourceRef } from '../rules/source.js';

/** One row of the fighter statistics table in the Ftr entry of SFB:TNG. */
export interface FighterStats {
  readonly race: string;
  readonly type: string;
  readonly hitPoints: number;
  readonly shields: number;
  readonly speed: number;
  /** The phaser-class weapons with their arc, as the book writes them (`1xPh-6 FX`); null for "--". */
  readonly phaser: string | null;
  readonly torpedo: string | null;
  readonly drone: string | null;
  readonly other: string | null;
  readonly bpv: number;
  /** Anything in the row that fits no column (`*3 SPACES*`). */
  readonly note?: string;
  readonly source: SourceRef;
}

const SOURCE = 'Ftr: fighter statistics';

/**
 * The fighter statistics table of the Ftr entry of SFB:TNG, one record per row in the book's
 * order. "--" cells are null; weapon cells keep their arc letters as printed. Where a row puts
 * something that is not a weapon or system in a column, `note` says so and what was done.
 *
 * @example
 * ```ts
 * import { FIGHTERS } from 'spacedock/catalog';
 *
 * const f14 = FIGHTERS.find((f) => f.type === 'F-14M'); // { race: 'Fed', hitPoints: 4, speed: 14, bpv: 4, ... }
 * if (f14?.race !== 'Fed' || f14.speed !== 14) throw new Error('expected the Federation F-14M');
 * ```
 */
export const FIGHTERS: readonly FighterStats[] = /* @__PURE__ */ deepFreeze<FighterStats[]>([
  { race: 'Fed', type: 'F-14M', hitPoints: 4, shields: 2, speed: 14, phaser: '1xPh-6 FX', torpedo: '1xPhtn FA', drone: '2xSingle', other: '1 Prb', bpv: 4, source: seed000(SOURCE) },
  {
    race: 'Hyd', type: 'St-12', hitPoints: 4, shields: 1, speed: 13, phaser: '1xPh-6 FH', torpedo: '1xHB FA', drone: '2xFus FH', other: null, bpv: 3,
    note: 'The drone column holds 2xFus FH (fusion beams, which the UrQ row lists as a phaser-class weapon); kept in the column where it is printed.',
    source: seed000(SOURCE),
  },
  {
    race: 'Hyd', type: 'St-60', hitPoints: 15, shields: 4, speed: 15, phaser: '4xPh-7 FX', torpedo: '3x4X HB FA', drone: null, other: null, bpv: 12,
    note: '*3 SPACES* is printed in the other column: a size remark (the fighter seemingly takes 3 spaces), not a system, so other is null. The torpedo cell "3x4X HB FA" is kept as printed (4X presumably the tech of the bolts).',
    source: seed000(SOURCE),
  },
  { race: 'Sel', type: 'Bug-3', hitPoints: 5, shields: 0, speed: 16, phaser: '2xPC FH', torpedo: null, drone: '1xWB FA', other: null, bpv: 3, source: seed000(SOURCE) },
  { race: 'UPF', type: 'Ftr-2', hitPoints: 7, shields: 0, speed: 5, phaser: '1xLC FX', torpedo: '2xRB FA', drone: null, other: 'Propel', bpv: 4, source: seed000(SOURCE) },
  { race: 'NewR', type: 'AWing', hitPoints: 6, shields: 2, speed: 18, phaser: '2xTLAS FH', torpedo: null, drone: null, other: null, bpv: 6, source: seed000(SOURCE) },
  { race: 'NewR', type: 'BWing', hitPoints: 6, shields: 4, speed: 9, phaser: '2xTLAS FX', torpedo: '1xPRT FA', drone: '1xCM FA', other: null, bpv: 7, source: seed000(SOURCE) },
  { race: 'NewR', type: 'XWing', hitPoints: 8, shields: 2, speed: 16, phaser: '4xTLAS FH', torpedo: '2xPRT FA', drone: null, other: null, bpv: 8, source: seed000(SOURCE) },
  { race: 'NewR', type: 'YWing', hitPoints: 9, shields: 2, speed: 11, phaser: '2xTLAS FP', torpedo: '2xPRT FP', drone: null, other: null, bpv: 6, source: seed000(SOURCE) },
  { race: '12C', type: 'Viper S', hitPoints: 5, shields: 5, speed: 15, phaser: '2xTLAS FA', torpedo: null, drone: null, other: null, bpv: 9, source: seed000(SOURCE) },
  {
    race: '12C', type: 'Viper R', hitPoints: 5, shields: 10, speed: 30, phaser: null, torpedo: null, drone: null, other: '1xSen 1xScan 2xBarr', bpv: 44,
    note: 'The row prints four cells after speed: "1xSen", "1xScan", "--", "2xBarr". None is a weapon (sensor, scanner, barracks), so all three are recorded under other and the weapon columns are null; only the drone column is printed as "--". BPV 44 is as printed.',
    source: seed000(SOURCE),
  },
  { race: '12C', type: 'Viper A', hitPoints: 6, shields: 12, speed: 20, phaser: '3xTLAS FH', torpedo: null, drone: null, other: null, bpv: 12, source: seed000(SOURCE) },
  {
    race: '12C', type: 'Viper X', hitPoints: 7, shields: 21, speed: 25, phaser: '4xTLAS FX', torpedo: null, drone: null, other: '1xS 1xComm', bpv: 55,
    note: 'After the phaser cell the row prints "1xS", "1xComm" and "4X Tech" with no "--". 1xComm (communications) is not a weapon and "1xS" is unexplained, so both go under other and the torpedo and drone columns are null; "4X Tech" is a tech remark that fits no column. BPV 55 is as printed.',
    source: seed000(SOURCE),
  },
  { race: 'Cyl', type: 'Raider', hitPoints: 4, shields: 0, speed: 12, phaser: '2xTLAS FA', torpedo: null, drone: null, other: 'Robot Ctrl', bpv: 4, source: seed000(SOURCE) },
  {
    race: 'Cyl', type: 'Shell F', hitPoints: 4, shields: 0, speed: 16, phaser: null, torpedo: null, drone: null, other: 'Robot Ctrl', bpv: 4,
    note: 'The torpedo column prints "ExpStr=12", an explosion strength rather than a torpedo, so the column is null and the figure is kept here.',
    source: seed000(SOURCE),
  },
  { race: 'Emp', type: 'TIE Ftr', hitPoints: 6, shields: 0, speed: 13, phaser: '2xTLAS FA', torpedo: null, drone: null, other: null, bpv: 5, source: seed000(SOURCE) },
  { race: 'Emp', type: 'TIE Int', hitPoints: 7, shields: 3, speed: 17, phaser: '4xTLAS FH', torpedo: null, drone: null, other: null, bpv: 8, source: seed000(SOURCE) },
  { race: 'Emp', type: 'TIE Bomb', hitPoints: 8, shields: 3, speed: 8, phaser: '2xTLAS FA', torpedo: '2xCM 360', drone: '1xMine RA', other: null, bpv: 8, source: seed000(SOURCE) },
  {
    race: 'ID4', type: 'AlienFtr', hitPoints: 5, shields: 36, speed: 1, phaser: '3xPGL FA', torpedo: null, drone: null, other: null, bpv: 3,
    note: 'The other column prints "no PGL lock", a restriction rather than a system, so other is null. Shields 36 and speed 1 are as printed, though unusual next to the other rows.',
    source: seed000(SOURCE),
  },
  { race: 'UrQ', type: 'Autonom', hitPoints: 1, shields: 0, speed: 10, phaser: '2xFus 360', torpedo: null, drone: null, other: 'Robot Ctrl', bpv: 1, source: seed000(SOURCE) },
]);
