export * from './GameGrid';
