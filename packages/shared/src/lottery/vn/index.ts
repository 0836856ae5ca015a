export * from './bets.ts';
export * from './fair-draw.ts';
export * from './format.ts';
export * from './odds.ts';
export * from './rtp.ts';
export * from './settle.ts';
export * from './structure.ts';
