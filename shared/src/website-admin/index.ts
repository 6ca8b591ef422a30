export * from './organisation-creation';
