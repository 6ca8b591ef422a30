export * from './password';
export * from './calendar-date';
export * from './zoned-date';
export * from './date-format';
export * from './date-proximity';
export * from './birthday';
export * from './file-size';
export * from './profile';
