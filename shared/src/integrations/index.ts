export * from './lms-settings';
export * from './edtpa-resources';
export * from './video-feedback-integration';
