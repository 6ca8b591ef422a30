export * from './workflow-catalogue';
export * from './workflow-states';
export * from './workflow-roles';
export * from './workflow-actions';
export * from './collaborative-assessment';
export * from './auto-save';
export * from './component-mode';
export * from './visibility';
