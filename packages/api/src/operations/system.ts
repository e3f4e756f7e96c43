import type { OperationContext } from './context';
import type { Permission, SystemStatus } from '../types';
import { unwrap } from '../unwrap';

export function systemOperations({ client, rememberPublicKey }: OperationContext) {
  return {
    async getPermission(siteHost: string): Promise<Permission> {
      const permission = await unwrap<Permission>(client.POST('/wps/system/permission', { body: { url: siteHost } }));
      rememberPublicKey(permission.publicKey);
      return permission;
    },
    getSystemStatus: () =>
      unwrap<{ systemStatus: SystemStatus }>(client.GET('/wps/system/status')).then((value) => value.systemStatus),
  };
}
