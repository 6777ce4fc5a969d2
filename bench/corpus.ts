/**
 * A corpus of realistic unit specs for the benchmarks: what a designer writes (small dice and
 * point counts, zero to five modifiers from the tables, a named special effect, declared power
 * and range), drawn from a seeded generator so that every run measures the same specs.
 */

/** A small seeded PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EFFECTS = ['Laser', 'Plasma Torpedo', 'Phaser', 'Disruptor', 'Photon Torpedo', 'Railgun', 'Ion Cannon', 'Tractor Mine'];
const SENSORS = ['radar', 'lidar', 'optics', 'thermal', 'gravitic'];
const ATTACK_MODS = ['AP', 'EX', 'PEN', 'NB', 'RNGN', 'RNGX', 'RNG/', 'RNG-', 'BM', 'AUTO', 'AUTO:10', 'CONT', 'ARC:AB', 'AE:R5', 'AE:C10s', 'ACT12<', 'JAM14<', 'XTIME2', 'POW-', 'POWX2', 'DELAY', 'INTR', 'TRIGGER="enemy adjacent"', 'LIMIT="only vs. fighters"', 'IMMUNE', '8CH', '16CH'];
const DEFENSE_MODS = ['HARD', 'POWZ', 'POW-', 'ACT12<', 'ACT14<', 'LIMIT="only vs. missiles"', 'LIMIT:1.25="forward arc only"', 'OTHER', 'POWX2'];

/** Generates `count` realistic specs with the given seed. */
export function realisticSpecs(count: number, seed = 1): string[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const some = (xs: readonly string[], max: number): string[] => {
    const n = Math.floor(rnd() * (max + 1));
    const chosen = new Set<string>();
    while (chosen.size < n) chosen.add(pick(xs));
    return [...chosen];
  };
  const out: string[] = [];
  while (out.length < count) {
    const roll = rnd();
    let spec: string;
    if (roll < 0.45) {
      const fn = rnd() < 0.7 ? 'Zap' : 'Shock';
      spec = `${1 + Math.floor(rnd() * 12)}d6 ${pick(['e', 'p', 'c'])}${fn}`;
      if (rnd() < 0.6) spec += ` "${pick(EFFECTS)}"`;
      const mods = some(ATTACK_MODS, 5);
      if (fn === 'Shock') mods.unshift('RNG');
      spec += mods.length > 0 ? ' ' + mods.join(rnd() < 0.3 ? ', ' : ' ') : '';
    } else if (roll < 0.75) {
      spec = `${1 + Math.floor(rnd() * 30)} ${pick(['e', 'p', 'c'])}Defense`;
      const mods = some(DEFENSE_MODS, 3);
      if (mods.includes('POWZ')) mods.splice(mods.indexOf('POWZ'), 1);
      spec += mods.length > 0 ? ' ' + mods.join(' ') : '';
    } else if (roll < 0.85) {
      spec = `${1 + Math.floor(rnd() * 4)}d6 Flash vs. ${some(SENSORS, 2).concat('radar').filter((s, i, a) => a.indexOf(s) === i).join(',')}`;
    } else if (roll < 0.92) {
      spec = `${5 + Math.floor(rnd() * 20)} Missile move=${6 + Math.floor(rnd() * 10)} (${1 + Math.floor(rnd() * 6)}d6 pShock 1CH) ${pick(['4CH', '8CH', '12CH'])}`;
    } else {
      spec = pick([
        `Darkness ${Math.floor(rnd() * 4)} Radius vs. radar,lidar`,
        'Invisibility vs. radar',
        'Illusion vs. radar,optics',
        `${pick([10, 20, 40])} Damage Resistance`,
        `${2 + Math.floor(rnd() * 10)}d6 Drain=Zap AE:R10 DISPEL`,
        `${1 + Math.floor(rnd() * 5)} Flash Defense=radar`,
        'Targeting Sensors=lidar',
      ]);
    }
    if (rnd() < 0.5) spec += ` p=${1 + Math.floor(rnd() * 20)}`;
    if (rnd() < 0.4) spec += ` rng=${1 + Math.floor(rnd() * 60)}`;
    out.push(spec);
  }
  return out;
}

/** A unit list of `size` characters with one mistake per line (each a different unknown modifier). */
export function oneMistakePerLine(size: number): string {
  const parts = ['format: 1\nkind: units\ntitle: Mistakes\nunits:\n'];
  let length = parts[0]!.length;
  for (let i = 0; length < size; i++) {
    const line = `  - { name: Gun ${i}, spec: 3d6 eZap AP X${i} }\n`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('');
}
