export * from './catalogue';
export * from './format';
export * from './message';
export * from './zod-issue';
export * from './types';
