export { bootMachine } from './bootMachine';
export { BOOT_FAILED_KEY, SYSTEM_STATUS } from './status';
export type { BootContext, BootEvent, BootInput, BootMachine, LoadPermissionInput } from './bootMachine';
export { FEATURE_MOD_IDS, siteFeatures } from './features';
export type { SettingsTreeNode, SiteFeature, SiteFeatures } from './features';
