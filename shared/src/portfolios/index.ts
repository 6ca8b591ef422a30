export * from './portfolio-permissions';
export * from './revision-comparison';
export * from './portfolio-content';
export * from './evidence';
