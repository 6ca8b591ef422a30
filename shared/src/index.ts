export * from './api/index';
export * from './errors/domain-error';
export * from './identity/roles';
export * from './messages/index';
