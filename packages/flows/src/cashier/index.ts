export * from './walletTransferMachine';
export * from './uplineTransferMachine';
export * from './depositMachine';
export * from './withdrawMachine';
export * from './withdrawConfirmMachine';
export * from './withdrawQuote';
