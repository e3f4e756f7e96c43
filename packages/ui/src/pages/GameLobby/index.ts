export * from './GameLobby';
