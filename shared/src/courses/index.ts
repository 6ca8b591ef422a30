export * from './courses';
export * from './group-sort';
export * from './course-actions';
export * from './section-rules';
export * from './section-members';
export * from './activity-plans';
export * from './activity-status';
export * from './time-log';
