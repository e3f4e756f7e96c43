import type { OperationContext } from './context';

export function agentOperations(_context: OperationContext) {
  return {};
}
