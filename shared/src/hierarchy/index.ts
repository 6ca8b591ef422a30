export * from './folder-names';
export * from './folder-tree';
export * from './admins';
export * from './terms';
export * from './organisation-settings';
export * from './csv-upload';
export * from './sort-options';
export * from './case-framework';
