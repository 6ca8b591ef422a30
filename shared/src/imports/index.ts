export * from './kinds';
export * from './errors';
export * from './users';
export * from './academic-data';
export * from './course-kinds';
