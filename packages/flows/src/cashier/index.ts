export * from './walletTransferMachine';
