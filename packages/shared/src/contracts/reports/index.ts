export * from './game-rounds.schema.ts';
export * from './reports.contract.ts';
export * from './reports.endpoints.ts';
export * from './reports.schema.ts';
export * from './withdrawal-risk.contract.ts';
export * from './withdrawal-risk.endpoints.ts';
export * from './withdrawal-risk.schema.ts';
