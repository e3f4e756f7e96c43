export * from './OpenResults';
