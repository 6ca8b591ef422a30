export * from './template-name';
export * from './template-editor-steps';
export * from './template-pages';
export * from './template-plagiarism';
export * from './template-state';
export * from './template-folder-name';
