import type { OperationContext } from './context';
import type { LoginRequest, LoginSession } from '../types';
import { unwrap } from '../unwrap';

export function sessionOperations({ client }: OperationContext) {
  return {
    /** Base64 PNG of a new captcha. */
    getCaptcha: () => unwrap<string>(client.GET('/wps/captcha')),
    login: (body: LoginRequest) => unwrap<LoginSession>(client.POST('/wps/session/login', { body })),
    logout: () => unwrap<null>(client.DELETE('/wps/session/logout')),
  };
}
