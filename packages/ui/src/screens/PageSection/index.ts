export * from './PageSection';
