import type { OperationContext } from './context';
import type { MemberInfo } from '../types';
import { unwrap } from '../unwrap';

export function memberOperations({ client }: OperationContext) {
  return {
    getMemberInfo: () => unwrap<MemberInfo>(client.GET('/wps/member/info')),
  };
}
