export { AppCodes, InstallSteps, appPlatforms, APP_INSTALL_STEPS, type AppPlatform } from './AppInstall';
