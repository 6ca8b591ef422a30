export * from './library-actions';
