export * from './walletTransferMachine';
export * from './uplineTransferMachine';
export * from './withdrawMachine';
export * from './withdrawConfirmMachine';
