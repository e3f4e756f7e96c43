export { bootMachine, BOOT_FAILED_KEY, SYSTEM_STATUS } from './bootMachine';
export type { BootContext, BootEvent, BootInput, BootMachine, LoadPermissionInput } from './bootMachine';
