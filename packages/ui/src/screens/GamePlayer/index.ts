export * from './GamePlayer';
