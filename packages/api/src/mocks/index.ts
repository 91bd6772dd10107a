// The mock backend: only stories, tests and the console's demo mode import this entry point.
export * from './backend';
export * from './factories/membership';
export * from './factories/seed';
export * from './factories/user';
export * from './factories/workspace';
export * from './handlers';
export * from './scenarios';
