export * from './uploadFormMachine';
