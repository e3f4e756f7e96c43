export * from './LotteryList';
export {
  WEEK_ORDER,
  changeLotteryFilter,
  emptyLotteryFilter,
  filterLotteries,
  lotteryListTypes,
  parseDrawDays,
} from './filter';
export type { LotteryFilter, LotteryFilterChange, LotteryListType } from './filter';
