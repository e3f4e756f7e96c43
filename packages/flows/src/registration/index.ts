export * from './registrationMachine';
