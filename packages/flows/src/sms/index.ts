export * from './smsCountdownMachine';
