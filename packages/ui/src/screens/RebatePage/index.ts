export * from './RebatePage';
