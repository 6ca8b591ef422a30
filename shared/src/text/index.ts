export * from './sort';
export * from './names';
