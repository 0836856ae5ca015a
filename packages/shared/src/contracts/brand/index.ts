export * from './index.ts';
export * from './system.contract.ts';
export * from './system.endpoints.ts';
