export * from './HomeGames';
