export { bootMachine, BOOT_FAILED_KEY, SYSTEM_STATUS } from './bootMachine';
export type { BootContext, BootEvent, BootInput, BootMachine, LoadPermissionInput } from './bootMachine';
export { FEATURE_MOD_IDS, siteFeatures } from './features';
export type { SettingsTreeNode, SiteFeature, SiteFeatures } from './features';
