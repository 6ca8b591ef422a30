export * from './kinds';
export * from './schedules';
