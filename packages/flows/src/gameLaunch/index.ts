export * from './gameLaunchMachine';
export { LOTTERY_VENDORS, SEAMLESS_GAME_TYPES } from './constants';
