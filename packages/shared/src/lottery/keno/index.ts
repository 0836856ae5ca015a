export { type Fraction, toPercent } from '../../rational.ts';
export * from './bet-types.ts';
export * from './draw.ts';
export * from './odds.ts';
export * from './paytable.ts';
export * from './settle.ts';
