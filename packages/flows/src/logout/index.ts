export { logoutMachine, LOGOUT_FAILED_KEY, LOGOUT_TIMEOUT_KEY } from './logoutMachine';
export type { LogoutContext, LogoutEvent, LogoutMachine, LogoutOutput } from './logoutMachine';
