export * from './kinds';
export * from './errors';
export * from './course-kinds';
