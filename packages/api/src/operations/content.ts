import type { OperationContext } from './context';

export function contentOperations(_context: OperationContext) {
  return {};
}
