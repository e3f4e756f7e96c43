import type { OperationContext } from './context';
import type { Balance } from '../types';
import { unwrap } from '../unwrap';

export function walletOperations({ client }: OperationContext) {
  return {
    getBalance: () => unwrap<Balance>(client.GET('/wps/v2/wallets/balance')),
  };
}
