export * from './courses';
export * from './group-sort';
