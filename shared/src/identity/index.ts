export * from './roles';
export * from './username';
