export * from './DepositPage';
