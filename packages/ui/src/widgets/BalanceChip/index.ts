export { BalanceChip } from './BalanceChip';
export type { BalanceChipProps } from './BalanceChip';
