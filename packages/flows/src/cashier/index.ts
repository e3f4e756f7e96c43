export * from './walletTransferMachine';
export * from './uplineTransferMachine';
