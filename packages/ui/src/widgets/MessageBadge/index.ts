export * from './MessageBadge';
