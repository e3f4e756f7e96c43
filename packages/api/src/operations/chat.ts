import type { OperationContext } from './context';

export function chatOperations(_context: OperationContext) {
  return {};
}
