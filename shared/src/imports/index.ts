export * from './kinds';
export * from './errors';
export * from './named-item-rows';
export * from './hierarchy-import';
export * from './sites-import';
export * from './labels-import';
