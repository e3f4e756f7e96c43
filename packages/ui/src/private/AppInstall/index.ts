export { AppCodes, InstallSteps, appPlatforms, APP_INSTALL_STEPS, type AppLinks, type AppPlatform } from './AppInstall';
