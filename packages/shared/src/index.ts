export * from './constants.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './fairness/index.ts';
export * from './languages.ts';
export * from './merchant.schema.ts';
export * from './money.ts';
export * from './system.schema.ts';
