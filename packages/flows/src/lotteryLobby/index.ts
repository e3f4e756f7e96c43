export * from './lotteryFilter';
export * from './lotteryLobbyMachine';
