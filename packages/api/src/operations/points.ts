import type { OperationContext } from './context';

export function pointsOperations(_context: OperationContext) {
  return {};
}
