export * from './ContentStatus';
