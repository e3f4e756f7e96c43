export * from './pointsConvertMachine';
