export * from './kinds';
export * from './errors';
