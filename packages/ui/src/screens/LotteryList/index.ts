export * from './LotteryList';
export { WEEK_ORDER, lotteryListTypes } from './filter';
export type { LotteryFilter, LotteryFilterChange, LotteryListType } from './filter';
