import type { OperationContext } from './context';

export function lotteryOperations(_context: OperationContext) {
  return {};
}
