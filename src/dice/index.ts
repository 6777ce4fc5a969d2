export { seededDice, scriptedDice, rollDice, roll2d6, sumDistribution, type Dice, type ScriptedDice } from './dice.js';
export { MAX_ROLL_DICE } from './limits.js';
