export * from './api.ts';
export * from './dice.ts';
export * from './limits.ts';
export * from './mines.ts';
export * from './slot.ts';
export * from './slot-rtp.ts';
export * from './verify.ts';
