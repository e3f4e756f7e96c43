export * from './loginCheck';
