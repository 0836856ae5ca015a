export * from './currency-defaults.ts';
export * from './money-checks.ts';
export * from './money-defaults.types.ts';
export * from './money-errors.ts';
export * from './money-merge.ts';
export * from './money-settings.schema.ts';
export * from './money-wire.ts';
