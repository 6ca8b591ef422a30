export * from './portfolio-permissions';
export * from './revision-comparison';
export * from './portfolio-content';
export * from './assessment-content';
export * from './evidence';
export * from './reports';
export * from './attachment-ids';
export * from './kept-work';
