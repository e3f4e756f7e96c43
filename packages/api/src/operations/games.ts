import type { OperationContext } from './context';

export function gamesOperations(_context: OperationContext) {
  return {};
}
