export * from './PopularNumbers';
