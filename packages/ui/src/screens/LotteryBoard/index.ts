export * from './LotteryBoard';
