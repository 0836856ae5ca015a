export * from './contract.ts';
export * from './endpoints.ts';
export * from './games.contract.ts';
export * from './lottery.contract.ts';
export * from './members.contract.ts';
export * from './money.contract.ts';
export * from './registry.ts';
export * from './system.contract.ts';
